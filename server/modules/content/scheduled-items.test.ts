import { demoSchool } from '#contracts/demo-school.ts';
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openPostgresDatabase } from '#server/db/postgres-database.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { createLocalChannel, createResponseCache } from '#server/cache/response-cache.ts';
import { multipartBody } from '#server/test/fixtures/multipart.ts';
import { makeJpeg } from '#server/test/fixtures/upload-files.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { webBuildDir } from '#server/test/web-build.ts';
import { fireDueSchedules } from './scheduled-publishing.ts';

// Two instances on one database, their caches told of each other's writes as the PostgreSQL
// channel does between servers (postgres-channel.ts); on SQLite they share the connection.
const database = await createTestDatabase();
const channel = createLocalChannel();
const admin = { username: 'schedule-admin', password: 'schedule-password-1' };
const startInstance = async () =>
  buildApp({
    school: demoSchool,
    config: {
      publicUrl: 'https://school.test',
      buildDir: webBuildDir(),
      dataDir: database.dataDir,
    },
    db: database.databaseUrl ? await openPostgresDatabase(database.databaseUrl) : database.db,
    cache: createResponseCache({ channel }),
  });
const [a, b] = [await startInstance(), await startInstance()];
await createAdminsRepository(database.db).create(admin.username, admin.password);
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  await database.dispose();
});

const token = (
  await a.inject({ method: 'POST', url: '/api/auth/admin-login', payload: admin })
).json<{ token: string }>().token;
const auth = { authorization: `Bearer ${token}` };

/** An instant as the admin form sends it: India time with its offset. */
const inIndia = (date: Date) =>
  new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 19) + '+05:30';
const hour = 3_600_000;
/** A whole second `ms` from now: the form's times have no fractions. */
const fromNow = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 1000) * 1000);

async function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  image = true,
) {
  const body = multipartBody(
    fields,
    image ? { field: 'image', name: 'photo.jpg', bytes: await makeJpeg() } : undefined,
  );
  return a.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...auth } });
}

const get = (app: typeof a, url: string) => app.inject({ method: 'GET', url });
const auditLines = async (entityId: string) =>
  (
    await database.db.read
      .select()
      .from(database.db.tables.auditLog)
      .where(
        and(
          eq(database.db.tables.auditLog.entityId, entityId),
          like(database.db.tables.auditLog.summary, '%as scheduled%'),
        ),
      )
  ).map((row) => row.summary);

describe('scheduled publishing of items', () => {
  it('hides a scheduled news item until its time, then shows it everywhere; unpublishAt hides it again', async () => {
    const at = fromNow(hour);
    const created = await send('POST', '/api/latestnews', {
      title: 'Science fair results',
      date: '2026-11-20',
      publishAt: inIndia(at),
    });
    expect(created.statusCode).toBe(201);
    const { id, slug } = created.json<{ data: { id: string; slug: string } }>().data;

    // Cached while it is scheduled: the list page is stored without it.
    for (const app of [a, b]) {
      expect((await get(app, '/news')).body).not.toContain('Science fair results');
      expect((await get(app, '/news')).body).not.toContain('Science fair results');
    }
    expect((await get(b, '/api/latestnews')).json()).toEqual([]);
    expect((await get(b, `/news/${slug}`)).statusCode).toBe(404);
    expect((await get(a, '/feed.xml')).body).not.toContain('Science fair results');
    expect((await get(a, '/sitemap.xml')).body).not.toContain(`/news/${slug}`);
    const staff = await a.inject({ method: 'GET', url: '/api/admin/news', headers: auth });
    expect(staff.json()).toEqual([
      expect.objectContaining({ id, status: 'scheduled', publishAt: at.toISOString() }),
    ]);

    await fireDueSchedules(a.content, new Date(at.getTime() - 1000));
    expect((await get(b, '/news')).body).not.toContain('Science fair results');

    await fireDueSchedules(a.content, at);
    // The other instance's cached list is gone too: it renders the item now.
    expect((await get(b, '/news')).body).toContain('Science fair results');
    expect((await get(b, '/api/latestnews')).json()).toEqual([expect.objectContaining({ id })]);
    expect((await get(b, `/news/${slug}`)).statusCode).toBe(200);
    expect(await auditLines(id)).toEqual(['Published as scheduled: Science fair results']);

    const offlineAt = new Date(at.getTime() + hour);
    const updated = await send(
      'PUT',
      `/api/latestnews/${id}`,
      { title: 'Science fair results', date: '2026-11-20', unpublishAt: inIndia(offlineAt) },
      false,
    );
    expect(updated.statusCode).toBe(200);
    expect((await get(b, `/news/${slug}`)).statusCode).toBe(200);
    await fireDueSchedules(b.content, offlineAt);
    expect((await get(a, '/news')).body).not.toContain('Science fair results');
    expect((await get(a, '/api/latestnews')).json()).toEqual([]);
    expect((await get(a, `/news/${slug}`)).statusCode).toBe(404);
    const after = await a.inject({ method: 'GET', url: '/api/admin/news', headers: auth });
    expect(after.json()).toEqual([expect.objectContaining({ id, status: 'unpublished' })]);
  });

  it('keeps a scheduled event and gallery post out of the calendar, the feeds and the gallery until live', async () => {
    const at = fromNow(4 * hour);
    const event = await a.inject({
      method: 'POST',
      url: '/api/events',
      headers: auth,
      payload: { title: 'Founders Day', date: '2026-12-09', publishAt: inIndia(at) },
    });
    expect(event.statusCode).toBe(201);
    const eventId = event.json<{ data: { id: string } }>().data.id;
    const post = await send('POST', '/api/posts', { title: 'Art show', publishAt: inIndia(at) });
    expect(post.statusCode).toBe(201);
    const hidden = async () => ({
      event: (await get(b, `/api/events/${eventId}`)).statusCode,
      day: (await get(b, '/api/details/2026-12-09')).json().events.length,
      month: (await get(b, '/api/calendar?month=2026-12')).json().events,
      ics: (await get(b, '/calendar.ics')).body.includes('Founders Day'),
      posts: (await get(b, '/api/posts')).json().data.length,
    });
    expect(await hidden()).toEqual({ event: 404, day: 0, month: [], ics: false, posts: 0 });
    await fireDueSchedules(b.content, at);
    expect(await hidden()).toEqual({
      event: 200,
      day: 1,
      month: ['2026-12-09'],
      ics: true,
      posts: 1,
    });
  });

  it('refuses an unpublish time not after the publish time, naming the field', async () => {
    const at = inIndia(fromNow(hour));
    const refused = await send('POST', '/api/latestnews', {
      title: 'Backwards',
      date: '2026-11-20',
      publishAt: at,
      unpublishAt: at,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'unpublishAt' })]);
    const event = await a.inject({
      method: 'POST',
      url: '/api/events',
      headers: auth,
      payload: { title: 'Odd', date: '2026-12-01', publishAt: 'tomorrow' },
    });
    expect(event.statusCode).toBe(400);
    expect(event.json().errors).toEqual([expect.objectContaining({ field: 'publishAt' })]);
  });

  it('numbers a scheduled notice and queues its alerts once when two instances fire it together', async () => {
    const { subscribers, outbox, notices } = database.db.tables;
    const now = new Date();
    await database.db.write((tx) =>
      tx.insert(subscribers).values({
        id: randomUUID(),
        email: 'parent@example.com',
        audiences: ['all'],
        mode: 'immediate',
        confirmedAt: now,
        createdAt: now,
        updatedAt: now,
      }),
    );
    const at = fromNow(2 * hour);
    const created = await send(
      'POST',
      '/api/notices/add',
      { title: 'Winter uniform', date: '2026-11-24', publishAt: inIndia(at) },
      false,
    );
    expect(created.statusCode).toBe(201);
    const { id, slug } = created.json<{ data: { id: string; slug: string } }>().data;
    const queued = () => database.db.read.select().from(outbox).where(eq(outbox.noticeId, id));
    expect(await queued()).toEqual([]);
    expect((await get(a, '/api/notices')).json()).toEqual([]);
    expect((await get(a, `/notices/${slug}`)).statusCode).toBe(404);

    await Promise.all([fireDueSchedules(a.content, at), fireDueSchedules(b.content, at)]);

    const [row] = await database.db.read.select().from(notices).where(eq(notices.id, id));
    expect(row!.circularNumber).toMatch(/\/2026-27\/\d{3}$/);
    expect(await queued()).toHaveLength(1);
    const lines = await auditLines(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(row!.circularNumber!);
    expect((await get(b, `/notices/${slug}`)).body).toContain(row!.circularNumber!);

    // Gone offline and back again: still the same number, and no second alert.
    const back = await send(
      'PUT',
      `/api/notices/${id}`,
      { title: 'Winter uniform', date: '2026-11-24', unpublishAt: inIndia(new Date(0)) },
      false,
    );
    expect(back.statusCode).toBe(200);
    expect((await get(a, `/notices/${slug}`)).statusCode).toBe(404);
    await send('PUT', `/api/notices/${id}`, { title: 'Winter uniform', date: '2026-11-24' }, false);
    expect((await get(a, `/notices/${slug}`)).statusCode).toBe(200);
    const [again] = await database.db.read.select().from(notices).where(eq(notices.id, id));
    expect(again!.circularNumber).toBe(row!.circularNumber);
    expect(await queued()).toHaveLength(1);
  });

  it('takes a published page offline at its unpublish time', async () => {
    const at = fromNow(3 * hour);
    expect((await get(a, '/school-uniform')).statusCode).toBe(200);
    const scheduled = await a.inject({
      method: 'POST',
      url: '/api/pages/school-uniform/unpublish',
      headers: auth,
      payload: { at: inIndia(at) },
    });
    expect(scheduled.json()).toMatchObject({
      message: 'Unpublishing scheduled.',
      data: { unpublishAt: at.toISOString() },
    });
    expect((await get(b, '/school-uniform')).statusCode).toBe(200);
    await Promise.all([fireDueSchedules(a.content, at), fireDueSchedules(b.content, at)]);
    expect((await get(b, '/school-uniform')).statusCode).toBe(404);
    const staff = await a.inject({
      method: 'GET',
      url: '/api/pages/school-uniform',
      headers: auth,
    });
    expect(staff.json()).toMatchObject({ status: 'draft', published: null, unpublishAt: null });
  });
});
