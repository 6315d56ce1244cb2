import { readdirSync } from 'node:fs';
import { is, Table } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TestDatabase } from './test-database.ts';
import { sqliteFileName } from '#server/db/sqlite-database.ts';

/** Tables a request from anyone may legitimately change: failed logins are counted by design. */
const tablesAnyoneWrites = new Set(['loginFailures']);

const byJson = (a: unknown, b: unknown) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);

/**
 * Every row of every table (new tables included automatically) and every file under DATA_DIR
 * except the SQLite database itself: two equal snapshots mean nothing was written.
 */
export async function wholeState({ db, dataDir }: Pick<TestDatabase, 'db' | 'dataDir'>) {
  const tables: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(db.tables)) {
    if (!is(table, Table) || tablesAnyoneWrites.has(name)) continue;
    const rows = await db.read.select().from(table as PgTable);
    tables[name] = rows.sort(byJson);
  }
  const files = readdirSync(dataDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.startsWith(sqliteFileName))
    .sort();
  return { tables, files };
}
