import { afterEach, describe, expect, it } from 'vitest';
import { generalDefaults } from '#contracts/content/school-information.ts';
import { demoSchool } from '#contracts/demo-school.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import { buildApp, type App } from '#server/app.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts';
import { webBuildDir } from '#server/test/web-build.ts';
import { openPostgresDatabase } from '#server/db/postgres-database.ts';
import { openSqliteDatabase } from '#server/db/sqlite-database.ts';

/** The same database opened again, as a restarted server opens it. */
const reopen = (database: TestDatabase) =>
  database.databaseUrl
    ? openPostgresDatabase(database.databaseUrl)
    : Promise.resolve(openSqliteDatabase(database.dataDir));

const otherSchool: SchoolSettings = {
  ...demoSchool,
  name: 'Sunrise Public School',
  nameHi: 'सनराइज़ पब्लिक स्कूल',
  abbreviation: 'SPS',
  affiliationNumber: '1234567',
};

describe('the school at start', () => {
  const open: Array<{ app?: App; database: TestDatabase }> = [];
  afterEach(async () => {
    const started = open.splice(0);
    await Promise.all(started.map(({ app }) => app?.close()));
    for (const dataDir of new Set(started.map(({ database }) => database.dataDir)))
      await started.find(({ database }) => database.dataDir === dataDir)!.database.dispose();
  });

  async function start(database: TestDatabase, school?: SchoolSettings): Promise<App> {
    const app: App = await buildApp({
      config: {
        publicUrl: 'http://school.test',
        buildDir: webBuildDir(),
        dataDir: database.dataDir,
      },
      db: database.db,
      school,
    });
    open.push({ app, database });
    return app;
  }
  const settingsOf = async (app: App) =>
    (await app.inject({ method: 'GET', url: '/api/settings' })).json() as SchoolSettings;

  it('leaves a new, empty site without a school until it is set up', async () => {
    const app = await start(await createTestDatabase());
    expect(await app.school.read()).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(503);
  });

  it('keeps the school it was given at first start, and the stored one after', async () => {
    const database = await createTestDatabase();
    const first = await start(database, otherSchool);
    expect((await settingsOf(first)).name).toBe('Sunrise Public School');
    await first.close();
    // A later start given another school (the demo flag, say) keeps the one that is set.
    const reopened = { ...database, db: await reopen(database) };
    const second = await start(reopened, demoSchool);
    expect((await settingsOf(second)).name).toBe('Sunrise Public School');
  });

  it('gives a site an earlier release installed the school its code had', async () => {
    const database = await createTestDatabase();
    // An earlier release created the first account at its first start; its school was in code.
    await createAdminsRepository(database.db).create('office-admin', 'a-long-passphrase-42');
    const app = await start(database);
    const school = await settingsOf(app);
    expect(school.name).toBe(demoSchool.name);
    expect(school.affiliationNumber).toBe(demoSchool.affiliationNumber);
    expect(school.pictures.campus).toEqual(demoSchool.pictures.campus);
    // Its pages are still there, and still render under its name.
    const page = await app.inject({ method: 'GET', url: '/our-school' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(demoSchool.name);
  });

  it('keeps the School Information an earlier release showed, and what its staff saved', async () => {
    // A site whose staff saved nothing: it showed that release's defaults, the demo school's
    // Principal, staff and campus, "last updated 1 May 2024".
    const untouched = await createTestDatabase();
    await createAdminsRepository(untouched.db).create('office-admin', 'a-long-passphrase-42');
    const app = await start(untouched);
    const information = (
      await app.inject({ method: 'GET', url: '/api/school-information' })
    ).json();
    expect(information.sections.general).toMatchObject({
      schoolName: demoSchool.name,
      affiliationNumber: demoSchool.affiliationNumber,
      principalName: 'Dr. Meera Sharma',
      principalQualification: 'M.Sc., M.Ed., Ph.D. (Education)',
    });
    expect(information.sections.staff).toMatchObject({
      teachers: 48,
      students: 1200,
      peons: 5,
      teacherSectionRatio: '1.6 : 1',
      specialEducator: 'One full-time special educator (B.Ed. Special Education)',
    });
    expect(information.sections.infrastructure).toMatchObject({
      campusAreaSqM: 16_200,
      labs: 'Physics, chemistry, biology, mathematics and two computer labs, 60 sq m each',
    });
    // Dated as that release dated them, not on the day of the upgrade.
    expect(information.updatedAt.slice(0, 10)).toBe('2024-05-01');
    const page = await app.inject({ method: 'GET', url: '/mandatory-disclosure' });
    expect(page.body).toContain('Dr. Meera Sharma');
    expect(page.body).toMatch(/>16200</);
    expect(page.body).toMatch(/Last updated:(<!-- -->)? <time [^>]*>1 May 2024<\/time>/);
    expect(page.body).not.toContain('Not published yet');

    // A site whose staff saved the Principal: theirs stays, and so does its "last updated".
    const edited = await createTestDatabase();
    await createAdminsRepository(edited.db).create('office-admin', 'a-long-passphrase-42');
    const { schoolInformation } = edited.db.tables;
    const general = {
      ...generalDefaults(demoSchool),
      principalName: 'Dr. A. Verma',
      principalQualification: 'M.A., B.Ed.',
    };
    const savedOn = new Date('2024-09-20T06:00:00Z');
    await edited.db.write((tx) =>
      tx
        .insert(schoolInformation)
        .values({ section: 'general', data: general, updatedAt: savedOn }),
    );
    const upgraded = await start(edited);
    const theirs = (
      await upgraded.inject({ method: 'GET', url: '/api/school-information' })
    ).json();
    expect(theirs.sections.general).toEqual(general);
    expect(theirs.sections.staff.teachers).toBe(48);
    expect(theirs.updatedAt).toBe(savedOn.toISOString());
  });
});
