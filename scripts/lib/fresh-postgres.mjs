// A new, empty PostgreSQL database on the server DATABASE_URL points at, dropped afterwards, so
// a script never touches the database the tests or the site use.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function run(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function freshPostgresDatabase(serverUrl, prefix) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
