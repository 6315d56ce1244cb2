import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as tables from './schema/postgres.ts';

/**
 * The query surface every repository uses. Both dialects are typed as the PostgreSQL one: the
 * SQLite tables and driver expose the same builder methods and result shapes for the queries we
 * write (select / insert / update / delete with returning, awaited). See docs/decisions/0002.
 */
export type Tables = typeof tables;
export type Queryable = NodePgDatabase<Tables>;
export type Dialect = 'sqlite' | 'postgres';

export type Database = {
  dialect: Dialect;
  tables: Tables;
  /** Reads outside a transaction: they never see another request's uncommitted writes. */
  read: Queryable;
  /** Runs `work` in one transaction; on SQLite transactions run one at a time. */
  write<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs read-only `work` on one consistent snapshot while writes go on (backups). */
  snapshot<T>(work: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};
