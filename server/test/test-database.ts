import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '#server/db/database.ts';
import { openPostgresDatabase } from '#server/db/postgres-database.ts';
import { openSqliteDatabase } from '#server/db/sqlite-database.ts';

export type TestDatabase = {
  db: Database;
  dataDir: string;
  databaseUrl?: string;
  dispose(): Promise<void>;
};

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database for one test file: a SQLite file in a temporary folder, or (when the
 * project runs on PostgreSQL) a new PostgreSQL database dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'school-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_POSTGRES_URL : undefined;
  if (!serverUrl) {
    const db = openSqliteDatabase(dataDir);
    return { db, dataDir, dispose: async () => (await db.close(), removeDir()) };
  }
  const name = `school_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = withDatabaseName(serverUrl, name);
  const db = await openPostgresDatabase(databaseUrl);
  return {
    db,
    dataDir,
    databaseUrl,
    dispose: async () => {
      await db.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
      removeDir();
    },
  };
}
