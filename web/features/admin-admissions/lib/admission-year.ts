import { academicYearLabel, admissionSessionStart } from '#contracts/academic-year.ts';
import type { AdmissionSettings } from '#contracts/admissions.ts';

/** Newest first: "2027-28" before "2026-27". */
export const newestYearsFirst = (years: readonly string[]) => [...years].sort().reverse();

/** The year registration is for on `today`: "2027-28" from 16 June 2026. */
export const registrationYear = (today: string) => academicYearLabel(admissionSessionStart(today));

/**
 * The year a screen opens on: the one registration is for today (from 15 November), when the
 * school has set it up; else the newest it has.
 */
export function defaultAdmissionYear(years: readonly string[], today: string): string | undefined {
  const current = registrationYear(today);
  return years.includes(current) ? current : newestYearsFirst(years)[0];
}

/** The same day a year later; 29 February becomes 28 February. */
const yearLater = (day: string) => {
  const next = `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
  return next.endsWith('-02-29') ? `${next.slice(0, 8)}28` : next;
};

/**
 * A new year's settings from the newest: the same classes, seats and documents, each date a year
 * later, for the administrator to adjust before saving.
 */
export function nextYearSettings(newest: AdmissionSettings): AdmissionSettings {
  const start = Number(newest.year.slice(0, 4)) + 1;
  return {
    ...newest,
    year: academicYearLabel(start),
    classes: newest.classes.map((row) => ({
      ...row,
      opensOn: yearLater(row.opensOn),
      closesOn: yearLater(row.closesOn),
      ageOn: yearLater(row.ageOn),
    })),
  };
}
