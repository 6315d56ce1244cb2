import { demoSchool } from '#contracts/demo-school.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { submissionRateLimit } from '#contracts/inbox.ts';
import { buildApp, type App } from '#server/app.ts';
import { openPostgresDatabase } from '#server/db/postgres-database.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { createPostgresChannel } from '#server/cache/postgres-channel.ts';
import { createResponseCache } from '#server/cache/response-cache.ts';
import {
  connectRateLimitRedis,
  redisRateLimiters,
} from '#server/rate-limits/redis-rate-limiter.ts';
import { contactPayload } from '#server/test/fixtures/submissions.ts';
import { multipartBody } from '#server/test/fixtures/multipart.ts';
import { makePdf } from '#server/test/fixtures/upload-files.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { webBuildDir } from '#server/test/web-build.ts';

// Two servers on one PostgreSQL database, one Redis and one uploads folder, each listening on its
// own port, must behave as one site. Runs in the PostgreSQL project only (SQLite is one instance).
const onPostgres = process.env.TEST_DB === 'postgres';
const redisUrl = process.env.TEST_REDIS_URL;
// This run's own keys in the shared Redis.
const rateLimitPrefix = `test:${randomUUID()}:`;

async function startInstance(databaseUrl: string, dataDir: string) {
  const log = pino({ level: 'silent' });
  const channel = await createPostgresChannel(databaseUrl, log);
  const redis = redisUrl ? connectRateLimitRedis(redisUrl, log) : undefined;
  const app: App = await buildApp({
    school: demoSchool,
    config: { publicUrl: 'http://school.test', buildDir: webBuildDir(), dataDir },
    db: await openPostgresDatabase(databaseUrl),
    cache: createResponseCache({ channel }),
    rateLimiters: redis && redisRateLimiters(redis, log, rateLimitPrefix),
  });
  app.addHook('onClose', () => channel.close());
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: (path: string) => `${address}${path}` };
}

type Instance = Awaited<ReturnType<typeof startInstance>>;

describe.runIf(onPostgres)('two instances behind one PostgreSQL', () => {
  const admin = { username: 'scale-admin', password: 'scale-password-1' };
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    database = await createTestDatabase();
    await createAdminsRepository(database.db).create(admin.username, admin.password);
    a = await startInstance(database.databaseUrl!, database.dataDir);
    b = await startInstance(database.databaseUrl!, database.dataDir);
  });
  afterAll(async () => {
    await Promise.all([a.app.close(), b.app.close()]);
    await database.dispose();
  });

  const login = (instance: Instance, password: string) =>
    fetch(instance.url('/api/auth/admin-login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: admin.username, password }),
    });
  const tokenOn = async (instance: Instance) => {
    const response = await login(instance, admin.password);
    return ((await response.json()) as { token: string }).token;
  };
  const eventTitlesOn = async (instance: Instance) => {
    const events = (await (await fetch(instance.url('/api/events'))).json()) as Array<{
      title: string;
    }>;
    return events.map((event) => event.title);
  };
  const pageOn = async (instance: Instance, path: string) =>
    (await fetch(instance.url(path))).text();

  it('serves a write made on A from B within a second, in the API and the pages, though B had cached both', async () => {
    expect(await eventTitlesOn(b)).toEqual([]);
    expect(await pageOn(b, '/news-events')).not.toContain('Sports Day');
    const written = await fetch(a.url('/api/events'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await tokenOn(a)}`,
      },
      body: JSON.stringify({
        title: 'Sports Day',
        description: 'On the big field.',
        date: '2026-12-05',
      }),
    });
    expect(written.status).toBe(201);
    const start = Date.now();
    let titles = await eventTitlesOn(b);
    while (!titles.includes('Sports Day') && Date.now() - start < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      titles = await eventTitlesOn(b);
    }
    let page = await pageOn(b, '/news-events');
    while (!page.includes('Sports Day') && Date.now() - start < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      page = await pageOn(b, '/news-events');
    }
    console.info(`write on A visible on B (API and page) after ${Date.now() - start} ms`);
    expect(titles).toContain('Sports Day');
    expect(page).toContain('href="/events/sports-day"');
  });

  it('accepts a session made on A when it is used on B', async () => {
    const response = await fetch(b.url('/api/auth/me'), {
      headers: { authorization: `Bearer ${await tokenOn(a)}` },
    });
    expect(response.status).toBe(200);
  });

  it('serves from B a file uploaded on A', async () => {
    const pdf = makePdf('Shared storage');
    const form = multipartBody(
      { title: 'Winter timings', description: 'From 1 December.', date: '2026-11-30' },
      { field: 'file', name: 'timings.pdf', bytes: pdf, type: 'application/pdf' },
    );
    const created = await fetch(a.url('/api/notices/add'), {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${await tokenOn(a)}` },
      body: form.payload,
    });
    expect(created.status).toBe(201);
    const notices = (await (await fetch(b.url('/api/notices'))).json()) as Array<{
      title: string;
      fileUrl?: string;
    }>;
    const notice = notices.find((item) => item.title === 'Winter timings');
    expect(notice?.fileUrl).toBeTruthy();
    const download = await fetch(b.url(notice!.fileUrl!));
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it("shows a phone number changed in Settings on A in the footer of B's cached page within 2 s", async () => {
    const oldPhone = demoSchool.phones[0]!;
    const newPhone = '+91 771 400 1234';
    expect(await pageOn(b, '/contact')).toContain(oldPhone);
    const saved = await fetch(a.url('/api/admin/settings'), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOn(a)}` },
      body: JSON.stringify({ phones: [newPhone] }),
    });
    expect(saved.status).toBe(200);
    const savedAt = Date.now();
    let page = await pageOn(b, '/contact');
    while (!page.includes(newPhone) && Date.now() - savedAt < 2000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      page = await pageOn(b, '/contact');
    }
    // The footer as drawn, not the page's data for the scripts (which names the settings too).
    const footer = page.slice(page.indexOf('<footer'), page.indexOf('</footer>'));
    expect(footer).toContain(newPhone);
    expect(footer).not.toContain(oldPhone);
  });

  it('locks the account after five failed logins split across A and B', async () => {
    for (const instance of [a, b, a, b, a]) {
      expect((await login(instance, 'wrong-password')).status).toBe(401);
    }
    expect((await login(b, admin.password)).status).toBe(429);
    expect((await login(a, admin.password)).status).toBe(429);
  });

  it.runIf(redisUrl)("counts one sender's contact messages on A and B together", async () => {
    const send = (instance: Instance) =>
      fetch(instance.url('/api/contact'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
        body: JSON.stringify(contactPayload()),
      });
    const sent = [a, b, a, b, a, b].slice(0, submissionRateLimit.max);
    for (const instance of sent) expect((await send(instance)).status).toBe(200);
    const refused = await send(b);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
