import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { asc } from 'drizzle-orm';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { olderMigrations } from '../test/older-migrations.ts';
import type { Database } from './database.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { openSqliteDatabase, sqliteFileName } from './sqlite-database.ts';

// A database made before events and holidays could last several days (migrations up to 0014)
// holds one-day entries; today's build (migration 0015 adds `end_date`) must find every one,
// unchanged and still one day long.
const lastBefore = '0014_career_positions';
const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function migrationsBeforeEndDates(): string {
  const { folder, remove } = olderMigrations(dialect, lastBefore);
  cleanups.push(remove);
  return folder;
}

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

async function olderSqliteDatabase(): Promise<Database> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'older-school-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const connection = new BetterSqlite3(path.join(dataDir, sqliteFileName));
  migrateSqlite(drizzleSqlite(connection), { migrationsFolder: migrationsBeforeEndDates() });
  const toSqlite = (sql: string) => sql.replace(/\$\d/g, '?').replace('$4, $4', '?, ?');
  for (const [id, title, date] of events)
    connection.prepare(toSqlite(insertEvent)).run(id, title, date, Date.now(), Date.now());
  for (const [id, title, date] of leaves)
    connection.prepare(toSqlite(insertLeave)).run(id, title, date, Date.now(), Date.now());
  connection.close();
  const db = openSqliteDatabase(dataDir);
  cleanups.push(() => db.close());
  return db;
}

async function olderPostgresDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_POSTGRES_URL!;
  const name = `school_upgrade_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  const pool = new pg.Pool({ connectionString: url.toString() });
  await migratePostgres(drizzlePostgres(pool), { migrationsFolder: migrationsBeforeEndDates() });
  for (const [id, title, date] of events)
    await pool.query(insertEvent, [id, title, date, new Date()]);
  for (const [id, title, date] of leaves)
    await pool.query(insertLeave, [id, title, date, new Date()]);
  await pool.end();
  const db = await openPostgresDatabase(url.toString());
  cleanups.push(() => db.close());
  return db;
}

describe(`upgrading a ${dialect} database from before entries over several days`, () => {
  it('finds every event and holiday unchanged, each still one day long', async () => {
    const db = dialect === 'postgres' ? await olderPostgresDatabase() : await olderSqliteDatabase();
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
