import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from '#server/db/database.ts';
import { openPostgresDatabase } from '#server/db/postgres-database.ts';
import { openSqliteDatabase, sqliteFileName } from '#server/db/sqlite-database.ts';
import { olderMigrations } from './older-migrations.ts';

/** A row an older release wrote: SQL with `$1`, `$2`… and their values (a Date as a time). */
export type OlderRow = readonly [sql: string, values: readonly unknown[]];

/** What removes a test's databases and folders, run in reverse order after its tests. */
export type Cleanups = Array<() => Promise<void> | void>;

/** `$n` placeholders as SQLite's `?`, each value in the order it is used; times as milliseconds. */
function forSqlite([sql, values]: OlderRow): [string, unknown[]] {
  const ordered: unknown[] = [];
  const text = sql.replace(/\$(\d+)/g, (_, index: string) => {
    const value = values[Number(index) - 1];
    ordered.push(value instanceof Date ? value.getTime() : value);
    return '?';
  });
  return [text, ordered];
}

async function olderSqlite(
  migrationsFolder: string,
  rows: readonly OlderRow[],
  cleanups: Cleanups,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'older-school-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const connection = new BetterSqlite3(path.join(dataDir, sqliteFileName));
  migrateSqlite(drizzleSqlite(connection), { migrationsFolder });
  for (const row of rows) {
    const [sql, values] = forSqlite(row);
    connection.prepare(sql).run(...values);
  }
  connection.close();
  return openSqliteDatabase(dataDir);
}

async function olderPostgres(
  migrationsFolder: string,
  rows: readonly OlderRow[],
  cleanups: Cleanups,
) {
  const serverUrl = process.env.TEST_POSTGRES_URL!;
  const name = `school_upgrade_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString() });
  await migratePostgres(drizzlePostgres(pool), { migrationsFolder });
  for (const [sql, values] of rows) await pool.query(sql, [...values]);
  await pool.end();
  return openPostgresDatabase(url.toString());
}

/**
 * A school's database as an older release left it: migrated up to the migration tagged
 * `lastTag` (older-migrations.ts), holding `rows`, then opened by today's build, which migrates
 * it the rest of the way. The upgrade tests read it to show the school keeps what it had.
 */
export async function olderDatabase(
  dialect: 'sqlite' | 'postgres',
  lastTag: string,
  rows: readonly OlderRow[],
  cleanups: Cleanups,
): Promise<Database> {
  const { folder, remove } = olderMigrations(dialect, lastTag);
  cleanups.push(remove);
  const db =
    dialect === 'postgres'
      ? await olderPostgres(folder, rows, cleanups)
      : await olderSqlite(folder, rows, cleanups);
  cleanups.push(() => db.close());
  return db;
}
