import pg from 'pg';

/**
 * The PostgreSQL the server suite also runs on: DATABASE_URL when set. Unset: SQLite only. Set but
 * unreachable: the run stops, and in CI an unset DATABASE_URL stops it too, so PostgreSQL is never
 * skipped silently where it is expected.
 */
export async function postgresTestUrl(): Promise<string | undefined> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    if (process.env.CI === 'true') {
      throw new Error('CI=true but DATABASE_URL is not set: the PostgreSQL suite cannot run.');
    }
    console.warn('DATABASE_URL is not set: server tests run on SQLite only.');
    return undefined;
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new Error(
      `DATABASE_URL is set but PostgreSQL is not reachable (${(error as Error).message}).`,
    );
  } finally {
    await client.end().catch(() => {});
  }
  return url;
}
