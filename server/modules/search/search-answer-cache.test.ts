import { rmSync } from 'node:fs';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { demoSchool } from '#contracts/demo-school.ts';
import type { SearchAnswer } from '#contracts/search.ts';
import { buildApp, type App } from '#server/app.ts';
import { openPostgresDatabase } from '#server/db/postgres-database.ts';
import { testAdmin, type TestContext } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { webBuildDir } from '#server/test/web-build.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { createPostgresChannel } from '#server/cache/postgres-channel.ts';
import { createResponseCache, type InvalidationChannel } from '#server/cache/response-cache.ts';

// A kept search answer is never stale (search-answer-cache.ts, docs/decisions/0028): a publish,
// an unpublish and a delete after a search are seen by the next search, on the instance that
// wrote and, on PostgreSQL, on a second instance sharing the database (its answers are dropped
// through the response cache's LISTEN/NOTIFY channel). Runs on SQLite (one instance) and on
// PostgreSQL when DATABASE_URL is set (both).

const database = await createTestDatabase();
let now = new Date();
const minute = 60_000;
/** An instant as the admin form sends it: India time with its offset. */
const inIndia = (date: Date) =>
  new Date(date.getTime() + 330 * minute).toISOString().slice(0, 19) + '+05:30';
const silent = pino({ level: 'silent' });
const channels: Array<InvalidationChannel & { close(): Promise<void> }> = [];

/** An instance as main.ts builds it: on PostgreSQL, its cache on the shared channel. */
async function startInstance(): Promise<App> {
  const channel = database.databaseUrl
    ? await createPostgresChannel(database.databaseUrl, silent)
    : undefined;
  if (channel) channels.push(channel);
  return buildApp({
    school: demoSchool,
    clock: () => now,
    config: { publicUrl: 'http://school.test', buildDir: webBuildDir(), dataDir: database.dataDir },
    db: database.databaseUrl ? await openPostgresDatabase(database.databaseUrl) : database.db,
    cache: createResponseCache(channel && { channel }),
  });
}

const first = await startInstance();
const second = database.databaseUrl ? await startInstance() : undefined;
await createAdminsRepository(database.db).create(testAdmin.username, testAdmin.password);
afterAll(async () => {
  await first.close();
  await second?.close();
  for (const channel of channels) await channel.close();
  // SQLite: the instance closed the one database already; only its folder is left.
  if (database.databaseUrl) await database.dispose();
  else rmSync(database.dataDir, { recursive: true, force: true });
});

/** The admin API of the first instance (contentApi wants a test context). */
const writer = contentApi({
  app: first,
  authHeader: async () => {
    const response = await first.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: testAdmin,
      remoteAddress: '192.0.2.250',
    });
    return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
  },
} as unknown as TestContext);

let address = 0;
async function titles(app: App, q: string): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}`,
    remoteAddress: `198.51.100.${(address++ % 200) + 1}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchAnswer>().results.map((result) => result.title);
}

/**
 * What `app` answers once the change has reached it: at once on the instance that wrote, within
 * a NOTIFY's way on another (polled for two seconds, never more).
 */
async function seen(app: App, q: string, expected: string[]): Promise<void> {
  const until = Date.now() + 2000;
  let last = await titles(app, q);
  while (app !== first && JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await titles(app, q);
  }
  expect(last).toEqual(expected);
}

const fields = { title: 'Kumquat fair', description: 'Kumquats for sale', date: '2026-11-20' };

describe('kept search answers', () => {
  it('are dropped by a publish, an unpublish and a delete, on every instance', async () => {
    const instances = second ? [first, second] : [first];
    // Both instances keep the answer "nothing" (asked twice: the second is from memory).
    for (const app of instances) {
      expect(await titles(app, 'kumquat')).toEqual([]);
      expect(await titles(app, 'kumquat')).toEqual([]);
    }

    const created = await writer.sendForm('POST', '/api/notices/add', fields);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ data: { id: string } }>().data;
    for (const app of instances) await seen(app, 'kumquat', ['Kumquat fair']);

    const offline = await writer.sendForm('PUT', `/api/notices/${id}`, {
      ...fields,
      unpublishAt: inIndia(new Date(now.getTime() - 60 * minute)),
    });
    expect(offline.statusCode, offline.body).toBe(200);
    for (const app of instances) await seen(app, 'kumquat', []);

    const again = await writer.sendForm('PUT', `/api/notices/${id}`, fields);
    expect(again.statusCode, again.body).toBe(200);
    for (const app of instances) await seen(app, 'kumquat', ['Kumquat fair']);

    const deleted = await writer.sendJson('DELETE', `/api/notices/${id}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    for (const app of instances) await seen(app, 'kumquat', []);
  });

  it('end at the next scheduled time, which comes without a write', async () => {
    // Sooner than an answer is kept at most (keptAnswerMs): only the schedule can end it.
    const at = new Date(Math.ceil((now.getTime() + 3 * minute) / 1000) * 1000);
    const created = await writer.sendForm('POST', '/api/notices/add', {
      ...fields,
      title: 'Quince fair',
      publishAt: inIndia(at),
    });
    expect(created.statusCode, created.body).toBe(201);
    const instances = second ? [first, second] : [first];
    // The second instance keeps its answer once the write's NOTIFY has come: a NOTIFY coming
    // after the answer would drop it, and the schedule would not be what is tested there.
    if (second) await new Promise((resolve) => setTimeout(resolve, 300));
    for (const app of instances) expect(await titles(app, 'quince')).toEqual([]);
    const before = now;
    now = new Date(at.getTime() + 1000);
    try {
      for (const app of instances) expect(await titles(app, 'quince')).toEqual(['Quince fair']);
    } finally {
      now = before;
    }
  });
});
