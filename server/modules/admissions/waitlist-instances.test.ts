import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { demoSchool } from '#contracts/demo-school.ts';
import { buildApp } from '#server/app.ts';
import { openPostgresDatabase } from '#server/db/postgres-database.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { applicationRow, classOne, settings2027 } from '#server/test/fixtures/admissions.ts';
import { mintStatusTokens } from './admission-records.ts';

// Two instances on one PostgreSQL database free seats at once, by the daily job or by parents
// declining: each offer ends once and each freed seat goes to one waitlisted child (decision
// 0029). SQLite serves one instance only.
const database = await createTestDatabase();
// 15 December 2026 in India: the offers below ended on the 14th.
const afterDeadline = () => new Date('2026-12-15T04:00:00Z');

const startInstance = async (clock = afterDeadline) =>
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

/** These applications only in their year, and no audit of applications to count promotions in. */
async function arrange(rows: ReturnType<typeof applicationRow>[]) {
  const { admissionApplications: apps, auditLog } = database.db.tables;
  await database.db.write(async (tx) => {
    await tx.delete(apps).where(eq(apps.year, '2027-28'));
    await tx.delete(auditLog).where(eq(auditLog.entity, 'admission-application'));
    await tx.insert(apps).values(rows);
  });
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
      await arrange([
        ...[1, 2, 3].map((n) => applicationRow(n, 'offered')),
        ...[4, 5, 6, 7, 8].map((n) => applicationRow(n, 'waitlisted')),
      ]);

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

it.runIf(database.databaseUrl)(
  'gives each declined seat to one waitlisted child when parents decline on two instances',
  { timeout: 60_000 },
  async () => {
    // 10 December 2026: the offers stand until the 14th.
    const beforeDeadline = () => new Date('2026-12-10T04:00:00Z');
    const [first, second] = [
      await startInstance(beforeDeadline),
      await startInstance(beforeDeadline),
    ];
    try {
      await first.admissions.settings.put(
        { ...settings2027, classes: [classOne] },
        { username: 'test' },
      );
      const offered = [1, 2, 3].map((n) => applicationRow(n, 'offered'));
      await arrange([...offered, ...[4, 5, 6].map((n) => applicationRow(n, 'waitlisted'))]);
      const tokens = await database.db.write((tx) =>
        mintStatusTokens(
          tx,
          database.db.tables,
          offered.map((row) => row.id),
        ),
      );
      const decline = (app: typeof first, id: string) =>
        app.inject({
          method: 'POST',
          url: '/api/admissions/status/offer',
          payload: { token: tokens.get(id), decision: 'decline' },
        });

      // One parent's decline sent from two tabs that reach two servers, and another parent's
      // decline at the same moment.
      const answers = await Promise.all([
        decline(first, offered[0]!.id),
        decline(second, offered[0]!.id),
        decline(second, offered[1]!.id),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409]);

      const { admissionApplications: apps, auditLog } = database.db.tables;
      const rows = await database.db.read.select().from(apps).where(eq(apps.year, '2027-28'));
      const stageOf = (n: number) => rows.find((row) => row.childName === `Child ${n}`)!.stage;
      expect([1, 2, 3, 4, 5, 6].map(stageOf)).toEqual([
        'withdrawn',
        'withdrawn',
        'offered',
        'offered',
        'offered',
        'waitlisted',
      ]);
      const promotions = (await database.db.read.select().from(auditLog)).filter((entry) =>
        entry.summary.endsWith('offered from the waiting list'),
      );
      expect(promotions.map((entry) => entry.summary).sort()).toEqual([
        'VVIS/ADM/2027-28/0004: offered from the waiting list',
        'VVIS/ADM/2027-28/0005: offered from the waiting list',
      ]);
    } finally {
      await first.close();
      await second.close();
    }
  },
);
