import type { Database } from './database.ts';
import { openSqliteDatabase } from './sqlite-database.ts';

export async function openDatabase(options: {
  dataDir: string;
  databaseUrl: string | undefined;
}): Promise<Database> {
  if (!options.databaseUrl) return openSqliteDatabase(options.dataDir);
  // Imported only when chosen: the PostgreSQL client adds ~14 MB to an embedded server's memory.
  const { openPostgresDatabase } = await import('./postgres-database.ts');
  return openPostgresDatabase(options.databaseUrl);
}
