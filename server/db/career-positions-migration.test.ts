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
import { readPositionLabels } from '../modules/careers/position-labels.ts';
import type { Database } from './database.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { openSqliteDatabase, sqliteFileName } from './sqlite-database.ts';

// A database made before positions were a table (migrations up to 0012) holds applications that
// name the form's fixed values; today's build must keep every one of them pointing at its post.
const lastBefore = '0012_disclosure_hindi';
const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The migrations folder as that older release shipped it. */
function migrationsBeforePositions(): string {
  const { folder, remove } = olderMigrations(dialect, lastBefore);
  cleanups.push(remove);
  return folder;
}

const applications = [
  ['a0000000-0000-4000-8000-000000000001', 'counselor'],
  ['a0000000-0000-4000-8000-000000000002', 'teacher'],
  ['a0000000-0000-4000-8000-000000000003', ''],
  // Not a value the form offered; kept as a closed post rather than lost.
  ['a0000000-0000-4000-8000-000000000004', 'librarian'],
] as const;

async function olderSqliteDatabase(): Promise<Database> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'older-school-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const connection = new BetterSqlite3(path.join(dataDir, sqliteFileName));
  migrateSqlite(drizzleSqlite(connection), { migrationsFolder: migrationsBeforePositions() });
  const insert = connection.prepare(
    `INSERT INTO career_applications (id, full_name, email, phone, position, experience, created_at)
     VALUES (?, 'Applicant', 'a@example.com', '+91 98765 43210', ?, '', ?)`,
  );
  for (const [id, position] of applications) insert.run(id, position, Date.now());
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
  await migratePostgres(drizzlePostgres(pool), { migrationsFolder: migrationsBeforePositions() });
  for (const [id, position] of applications)
    await pool.query(
      `INSERT INTO career_applications (id, full_name, email, phone, position, experience, created_at)
       VALUES ($1, 'Applicant', 'a@example.com', '+91 98765 43210', $2, '', now())`,
      [id, position],
    );
  await pool.end();
  const db = await openPostgresDatabase(url.toString());
  cleanups.push(() => db.close());
  return db;
}

describe(`upgrading a ${dialect} database from before career positions`, () => {
  it('turns the fixed positions into open rows and keeps every application on its post', async () => {
    const db = dialect === 'postgres' ? await olderPostgresDatabase() : await olderSqliteDatabase();
    const { careerPositions, careerApplications } = db.tables;
    const rows = await db.read
      .select()
      .from(careerPositions)
      .orderBy(asc(careerPositions.sortOrder), asc(careerPositions.key));
    expect(rows.map((row) => [row.key, row.title, row.open])).toEqual([
      ['teacher', 'Early Childhood Teacher', true],
      ['coordinator', 'Education Coordinator', true],
      ['counselor', 'School Counselor', true],
      ['administrator', 'Administrator', true],
      ['other', 'Other', true],
      ['librarian', 'librarian', false],
    ]);
    expect(rows[0]!.titleHi).toBe('प्रारंभिक बाल्यावस्था शिक्षक');
    expect(
      rows.every((row) => row.createdAt instanceof Date && !Number.isNaN(row.createdAt.getTime())),
    ).toBe(true);

    const stored = await db.read
      .select()
      .from(careerApplications)
      .orderBy(asc(careerApplications.id));
    expect(stored.map((row) => row.position)).toEqual(applications.map(([, position]) => position));
    const labelOf = await readPositionLabels(db.read, careerPositions);
    expect(stored.map((row) => labelOf(row.position))).toEqual([
      'School Counselor',
      'Early Childhood Teacher',
      'Not specified',
      'librarian',
    ]);
  });
});
