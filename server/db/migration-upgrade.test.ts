import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { drizzle as sqliteDrizzle } from 'drizzle-orm/better-sqlite3';
import { migrate as sqliteMigrate } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as postgresDrizzle } from 'drizzle-orm/node-postgres';
import { migrate as postgresMigrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { olderMigrations } from '../test/older-migrations.ts';
import type { Database } from './database.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { openSqliteDatabase, sqliteFileName } from './sqlite-database.ts';

// A school that upgrades keeps what it had: a database made by an older build (its migrations up
// to `before`) is opened by today's, which adds what came since (here the alerts' Hindi message,
// migration 0013) and keeps the rows. Runs on the dialect the suite runs on.
const before = '0012_disclosure_hindi';
const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const scratch = mkdtempSync(path.join(tmpdir(), 'school-upgrade-'));
const cleanups: (() => Promise<void> | void)[] = [() => rmSync(scratch, { recursive: true })];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The migrations folder as the older build shipped it: the journal ends at `before`. */
function migrationsBeforeAlertHindi(): string {
  const { folder, remove } = olderMigrations(dialect, before);
  cleanups.push(remove);
  return folder;
}

const insertAlert = `INSERT INTO alerts (id, message, severity, expires_at, created_by, created_at)
  VALUES ('4f1c2d3e-0000-4000-8000-000000000001', 'School closed today.', 'critical', $1, 'admin', $1)`;

/** An older build's database holding one alert, then opened by today's build. */
async function upgradedDatabase(): Promise<Database> {
  const migrationsFolder = migrationsBeforeAlertHindi();
  if (dialect === 'sqlite') {
    const connection = new BetterSqlite3(path.join(scratch, sqliteFileName));
    sqliteMigrate(sqliteDrizzle(connection), { migrationsFolder });
    connection.prepare(insertAlert.replaceAll('$1', '?')).run(Date.now(), Date.now());
    connection.close();
    return openSqliteDatabase(scratch);
  }
  const server = process.env.TEST_POSTGRES_URL!;
  const name = `school_upgrade_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  const url = new URL(server);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString() });
  await postgresMigrate(postgresDrizzle(pool), { migrationsFolder });
  await pool.query(insertAlert, [new Date()]);
  await pool.end();
  return openPostgresDatabase(url.toString());
}

describe(`an older ${dialect} database opened by today's build`, () => {
  it('keeps its emergency alert, with no Hindi message yet', async () => {
    const db = await upgradedDatabase();
    cleanups.push(() => db.close());
    const rows = await db.read.select().from(db.tables.alerts);
    expect(rows).toMatchObject([{ message: 'School closed today.', messageHi: null }]);
  });
});
