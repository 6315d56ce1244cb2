import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { ensurePrivateFile } from '#server/lib/private-files.ts';

export class DataDirLockedError extends Error {}

/**
 * Holds an exclusive SQLite lock on DATA_DIR/server.lock for the life of the process. The operating
 * system drops the lock when the process dies, so a crashed server never leaves a stale lock.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  const file = path.join(dataDir, 'server.lock');
  ensurePrivateFile(file);
  const connection = new BetterSqlite3(file);
  try {
    connection.pragma('locking_mode = EXCLUSIVE');
    connection.pragma('busy_timeout = 0');
    connection.exec('CREATE TABLE IF NOT EXISTS holder (pid INTEGER)');
    connection.exec('BEGIN EXCLUSIVE');
    connection.prepare('DELETE FROM holder').run();
    connection.prepare('INSERT INTO holder (pid) VALUES (?)').run(process.pid);
    connection.exec('COMMIT');
  } catch (error) {
    connection.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new DataDirLockedError(
        `Another server is already using the data folder ${dataDir}. ` +
          'Stop it first, or give this one its own DATA_DIR.',
      );
    }
    throw error;
  }
  return { release: () => connection.close() };
}
