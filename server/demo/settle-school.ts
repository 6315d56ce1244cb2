import { demoSchool } from '#contracts/demo-school.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import {
  demoSchoolInformationRows,
  earlierReleaseUpdatedAt,
} from '#server/demo/demo-school-information.ts';
import type { ResponseCache } from '#server/cache/response-cache.ts';
import type { SchoolSettingsService } from '#server/modules/settings/index.ts';
import { schoolSettingsEntity } from '#server/cache/school-settings-entity.ts';

/**
 * At start: the school's settings, from the database, or else from `given` (the demo, a settings
 * file, tests), or else, on a site an earlier release installed, the school that release had in
 * its code: the demo school, which is what its pages showed, with the School Information it
 * showed until staff saved their own. True when the school is set; false on a new, empty site,
 * which waits for the setup screen.
 */
export async function settleSchool(deps: {
  db: Database;
  school: SchoolSettingsService;
  cache: ResponseCache;
  given: SchoolSettings | undefined;
}): Promise<boolean> {
  const { db, school, cache, given } = deps;
  if (await school.stored()) return true;
  const upgrade = !given && (await installedByEarlierRelease(db));
  const initial = given ?? (upgrade ? demoSchool : undefined);
  if (!initial) return false;
  await db.write(async (tx) => {
    await school.create(tx, initial);
    if (upgrade) await keepSchoolInformation(tx, db, initial);
  });
  // Several servers may start at once: whichever stored first, every one reads it again.
  cache.invalidate([schoolSettingsEntity]);
  return true;
}

/** An earlier release created the first account and the pages at its first start. */
async function installedByEarlierRelease(db: Database): Promise<boolean> {
  const { admins, pages } = db.tables;
  return (await db.read.$count(admins)) > 0 || (await db.read.$count(pages)) > 0;
}

/**
 * The Principal, staff and campus an earlier release showed in the School Information sections
 * staff had not saved: the demo school's, which were every site's defaults then and which no
 * school starts with now. Written as the rows the demo has, so the page shows what it showed; a
 * section staff saved stays as they saved it. Dated so the page's "last updated" stays what that
 * release said: its latest save, or, when staff had saved none, the date it gave its defaults.
 */
async function keepSchoolInformation(tx: Queryable, db: Database, initial: SchoolSettings) {
  const { schoolInformation } = db.tables;
  const saved = await tx.select({ updatedAt: schoolInformation.updatedAt }).from(schoolInformation);
  const latest = Math.max(...saved.map((row) => row.updatedAt.getTime()));
  const updatedAt = saved.length ? new Date(latest) : earlierReleaseUpdatedAt;
  const rows = demoSchoolInformationRows(initial).map((row) => ({ ...row, updatedAt }));
  await tx.insert(schoolInformation).values(rows).onConflictDoNothing();
}
