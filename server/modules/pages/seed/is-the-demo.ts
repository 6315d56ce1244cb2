import { demoSchool } from '#contracts/demo-school.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';

/**
 * Whether a site's school is the demo school (decision 0027): the information pages then tell the
 * demo school's own story (its founders, teachers, houses and awards), which no other school's
 * pages may show. Known by its fictional affiliation number, which no real school has, so the
 * demo stays the demo when someone tries the Settings screen on it.
 */
export function isDemoSchool(school: Pick<SchoolSettings, 'affiliationNumber'>): boolean {
  return school.affiliationNumber === demoSchool.affiliationNumber;
}
