import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { consentVersion, type AdmissionStage } from '#contracts/admissions.ts';
import { demoSchool } from '#contracts/demo-school.ts';
import { buildApp } from '../../app.ts';
import { openPostgresDatabase } from '../../db/postgres-database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { classOne, settings2027 } from '../../test/fixtures/admissions.ts';

// Two instances on one PostgreSQL database run the daily job at once: each expired offer is
// withdrawn once and each freed seat goes to one waitlisted child (decision 0029). SQLite
// serves one instance only.
const database = await createTestDatabase();
// 15 December 2026 in India: the offers below ended on the 14th.
const clock = () => new Date('2026-12-15T04:00:00Z');

const startInstance = async () =>
  buildApp({
    school: demoSchool,
    clock,
    config: {
      publicUrl: 'https://school.test',
      buildDir: '/nonexistent-build',
      dataDir: database.dataDir,
    },
    db: await openPostgresDatabase(database.databaseUrl!),
  });

afterAll(async () => database.dispose());

function application(index: number, stage: AdmissionStage) {
  const at = new Date(Date.UTC(2026, 11, 2, 5, index));
  return {
    id: randomUUID(),
    number: `VVIS/ADM/2027-28/${String(index).padStart(4, '0')}`,
    year: '2027-28',
    class: '1' as const,
    childName: `Child ${index}`,
    dateOfBirth: '2020-06-01',
    gender: 'girl' as const,
    previousSchool: '',
    previousClass: '',
    parentName: `Parent ${index}`,
    phone: `+91 90000 ${String(10000 + index)}`,
    email: `parent${index}@example.com`,
    occupation: '',
    secondGuardianName: '',
    secondGuardianPhone: '',
    address: 'Raipur',
    siblings: '',
    language: 'en' as const,
    consentVersion,
    consentedAt: at,
    stage,
    offerDeadline: stage === 'offered' ? '2026-12-14' : null,
    createdAt: at,
    updatedAt: at,
  };
}

it.runIf(database.databaseUrl)(
  'gives each freed seat to one waitlisted child when two instances expire offers',
  { timeout: 60_000 },
  async () => {
    const [first, second] = [await startInstance(), await startInstance()];
    try {
      // Three seats to offer here (4 − 1 RTE): all three offered, none accepted in time.
      await first.admissions.settings.put(
        { ...settings2027, classes: [classOne] },
        { username: 'test' },
      );
      const { admissionApplications: apps } = database.db.tables;
      await database.db.write((tx) =>
        tx
          .insert(apps)
          .values([
            ...[1, 2, 3].map((n) => application(n, 'offered')),
            ...[4, 5, 6, 7, 8].map((n) => application(n, 'waitlisted')),
          ]),
      );

      const results = await Promise.all([first.admissions.daily(), second.admissions.daily()]);
      expect(results[0].expired + results[1].expired).toBe(3);

      const rows = await database.db.read.select().from(apps).where(eq(apps.year, '2027-28'));
      const stageOf = (n: number) => rows.find((row) => row.childName === `Child ${n}`)!.stage;
      expect([1, 2, 3].map(stageOf)).toEqual(['withdrawn', 'withdrawn', 'withdrawn']);
      // The first three on the waiting list, in the order they applied; never more seats.
      expect([4, 5, 6, 7, 8].map(stageOf)).toEqual([
        'offered',
        'offered',
        'offered',
        'waitlisted',
        'waitlisted',
      ]);
      const { auditLog } = database.db.tables;
      const promotions = (await database.db.read.select().from(auditLog)).filter((entry) =>
        entry.summary.endsWith('offered from the waiting list'),
      );
      expect(promotions).toHaveLength(3);
    } finally {
      await first.close();
      await second.close();
    }
  },
);
