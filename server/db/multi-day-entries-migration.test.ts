import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { olderDatabase, type Cleanups } from '#server/test/older-database.ts';

// A database made before events and holidays could last several days (migrations up to 0014)
// holds one-day entries; today's build (migration 0015 adds `end_date`) must find every one,
// unchanged and still one day long.
const lastBefore = '0014_career_positions';
const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const cleanups: Cleanups = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const events = [
  ['e0000000-0000-4000-8000-000000000001', 'Annual day', '2026-12-18'],
  ['e0000000-0000-4000-8000-000000000002', 'Science fair', '2027-01-09'],
] as const;
const leaves = [
  ['10000000-0000-4000-8000-000000000001', 'Christmas', '2026-12-25'],
  ['10000000-0000-4000-8000-000000000002', 'Republic Day', '2027-01-26'],
] as const;

const insertEvent = `INSERT INTO events (id, title, description, date, created_at, updated_at)
  VALUES ($1, $2, 'From the older release.', $3, $4, $4)`;
const insertLeave = `INSERT INTO leaves (id, title, description, date, created_at, updated_at)
  VALUES ($1, $2, '', $3, $4, $4)`;

/** The older release's rows: its events and holidays, each one day long. */
const olderRows = (now: Date) => [
  ...events.map(([id, title, date]) => [insertEvent, [id, title, date, now]] as const),
  ...leaves.map(([id, title, date]) => [insertLeave, [id, title, date, now]] as const),
];

describe(`upgrading a ${dialect} database from before entries over several days`, () => {
  it('finds every event and holiday unchanged, each still one day long', async () => {
    const db = await olderDatabase(dialect, lastBefore, olderRows(new Date()), cleanups);
    const stored = async (table: typeof db.tables.events | typeof db.tables.leaves) =>
      (await db.read.select().from(table).orderBy(asc(table.id))).map((row) => [
        row.id,
        row.title,
        row.date,
        row.endDate,
      ]);
    expect(await stored(db.tables.events)).toEqual(
      events.map(([id, title, date]) => [id, title, date, null]),
    );
    expect(await stored(db.tables.leaves)).toEqual(
      leaves.map(([id, title, date]) => [id, title, date, null]),
    );
  });
});
