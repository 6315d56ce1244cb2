import type { Database } from './database.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { openSqliteDatabase } from './sqlite-database.ts';

export async function openDatabase(options: {
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgresDatabase(options.databaseUrl)
    : openSqliteDatabase(options.dataDir);
}
