import { afterAll, describe, expect, it } from 'vitest';
import { olderDatabase, type Cleanups } from '#server/test/older-database.ts';

// A school that upgrades keeps what it had: a database made by an older build (its migrations up
// to `before`) is opened by today's, which adds what came since (here the alerts' Hindi message,
// migration 0013) and keeps the rows. Runs on the dialect the suite runs on.
const before = '0012_disclosure_hindi';
const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const cleanups: Cleanups = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const insertAlert = `INSERT INTO alerts (id, message, severity, expires_at, created_by, created_at)
  VALUES ('4f1c2d3e-0000-4000-8000-000000000001', 'School closed today.', 'critical', $1, 'admin', $1)`;

describe(`an older ${dialect} database opened by today's build`, () => {
  it('keeps its emergency alert, with no Hindi message yet', async () => {
    const db = await olderDatabase(dialect, before, [[insertAlert, [new Date()]]], cleanups);
    const rows = await db.read.select().from(db.tables.alerts);
    expect(rows).toMatchObject([{ message: 'School closed today.', messageHi: null }]);
  });
});
