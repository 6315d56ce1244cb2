import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { projectRoot } from '#server/lib/project-root.ts';
import type { Database } from './database.ts';
import * as tables from './schema/postgres.ts';

const migrationLockKey = 7_404_2022;

/** Several instances may start together: an advisory lock lets one migrate while the others wait. */
async function migrateUnderLock(pool: pg.Pool, db: NodePgDatabase<typeof tables>): Promise<void> {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    await migrate(db, {
      migrationsFolder: path.join(projectRoot(), 'server/db/migrations/postgres'),
    });
  } finally {
    await lockHolder.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
    lockHolder.release();
  }
}

export async function openPostgresDatabase(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server closes (restart, failover, DROP ... FORCE) is dropped by
  // the pool and replaced on next use; without a listener its 'error' would crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema: tables });
  try {
    await migrateUnderLock(pool, db);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    dialect: 'postgres',
    tables,
    read: db,
    write: (work) => db.transaction((tx) => work(tx as unknown as typeof db)),
    snapshot: (work) =>
      db.transaction((tx) => work(tx as unknown as typeof db), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      }),
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}
