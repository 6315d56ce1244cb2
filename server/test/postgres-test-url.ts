import pg from 'pg';
import { serviceUrl } from './service-url.ts';

/**
 * The PostgreSQL the server suite also runs on: DATABASE_URL when set (see serviceUrl for unset).
 * Set but unreachable: the run stops.
 */
export async function postgresTestUrl(): Promise<string | undefined> {
  const url = serviceUrl('DATABASE_URL', 'the server tests on PostgreSQL');
  if (!url) return undefined;
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
