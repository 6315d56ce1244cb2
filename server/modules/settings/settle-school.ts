import { demoSchool } from '#contracts/demo-school.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import type { Database } from '../../db/database.ts';
import type { ResponseCache } from '../cache/response-cache.ts';
import type { SchoolSettingsService } from './school-settings-service.ts';
import { schoolSettingsEntity } from './school-settings-entity.ts';

/**
 * At start: the school's settings, from the database, or else from `given` (the demo, a settings
 * file, tests), or else, on a site an earlier release installed, the school that release had in
 * its code: the demo school, which is what its pages showed. True when the school is set;
 * false on a new, empty site, which waits for the setup screen.
 */
export async function settleSchool(deps: {
  db: Database;
  school: SchoolSettingsService;
  cache: ResponseCache;
  given: SchoolSettings | undefined;
}): Promise<boolean> {
  const { db, school, cache, given } = deps;
  if (await school.stored()) return true;
  const initial = given ?? ((await installedByEarlierRelease(db)) ? demoSchool : undefined);
  if (!initial) return false;
  await db.write((tx) => school.create(tx, initial));
  // Several servers may start at once: whichever stored first, every one reads it again.
  cache.invalidate([schoolSettingsEntity]);
  return true;
}

/** An earlier release created the first account and the pages at its first start. */
async function installedByEarlierRelease(db: Database): Promise<boolean> {
  const { admins, pages } = db.tables;
  return (await db.read.$count(admins)) > 0 || (await db.read.$count(pages)) > 0;
}
