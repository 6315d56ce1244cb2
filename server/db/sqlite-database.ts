import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { AsyncMutex } from '#server/lib/async-mutex.ts';
import { ensurePrivateFile } from '#server/lib/private-files.ts';
import { projectRoot } from '#server/lib/project-root.ts';
import type { Database, Queryable, Tables } from './database.ts';
import * as sqliteTables from './schema/sqlite.ts';

export const sqliteFileName = 'school.db';

function openConnection(file: string): BetterSqlite3.Database {
  const connection = new BetterSqlite3(file);
  connection.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives power loss, not only a process crash.
  connection.pragma('synchronous = FULL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  return connection;
}

export function migrateSqlite(file: string): void {
  const connection = openConnection(file);
  try {
    migrate(drizzle(connection), {
      migrationsFolder: path.join(projectRoot(), 'server/db/migrations/sqlite'),
    });
  } finally {
    connection.close();
  }
}

/**
 * Two connections on one WAL file: a writer used only inside `write` (serialised by a mutex, as
 * better-sqlite3 transactions cannot span an await) and a reader that sees committed data only.
 */
export function openSqliteDatabase(dataDir: string): Database {
  const file = path.join(dataDir, sqliteFileName);
  // SQLite gives the -wal and -shm files the mode of the database file, so 0600 here covers them;
  // existing ones are narrowed too (a database made by an older version was 0644).
  for (const part of [file, `${file}-wal`, `${file}-shm`]) {
    if (part === file || existsSync(part)) ensurePrivateFile(part);
  }
  migrateSqlite(file);
  const writer = openConnection(file);
  const reader = openConnection(file);
  const asQueryable = (connection: BetterSqlite3.Database) =>
    drizzle(connection, { schema: sqliteTables }) as unknown as Queryable;
  const writerDb = asQueryable(writer);
  const mutex = new AsyncMutex();

  return {
    dialect: 'sqlite',
    tables: sqliteTables as unknown as Tables,
    read: asQueryable(reader),
    write: (work) =>
      mutex.run(async () => {
        writer.exec('BEGIN IMMEDIATE');
        try {
          const result = await work(writerDb);
          writer.exec('COMMIT');
          return result;
        } catch (error) {
          if (writer.inTransaction) writer.exec('ROLLBACK');
          throw error;
        }
      }),
    snapshot: async (work) => {
      // SQLite's online backup API copies a consistent image while the server keeps writing.
      const copyDir = mkdtempSync(path.join(tmpdir(), 'school-snapshot-'));
      const copyFile = path.join(copyDir, sqliteFileName);
      await reader.backup(copyFile);
      const copy = new BetterSqlite3(copyFile, { readonly: true });
      try {
        return await work(asQueryable(copy));
      } finally {
        copy.close();
        rmSync(copyDir, { recursive: true, force: true });
      }
    },
    close: async () => {
      if (writer.open) writer.close();
      if (reader.open) reader.close();
    },
  };
}
