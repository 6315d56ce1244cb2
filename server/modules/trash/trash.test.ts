import { readdirSync } from 'node:fs';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { makeJpeg, makePdf } from '#server/test/fixtures/upload-files.ts';
import { openFileStorages } from '#server/storage/file-storages.ts';
import { removeOrphanFiles } from '#server/files/remove-orphan-files.ts';

// A delete moves the item to the trash (item-resource.ts); staff restore it at its address, and
// the daily job removes it for good after 30 days (trash-service.ts).
const ctx = await buildTestApp();
const api = contentApi(ctx);
const dayMs = 24 * 60 * 60 * 1000;

type Saved = { id: string; slug: string; fileUrl?: string };

async function notice(title: string, withFile = true): Promise<Saved> {
  const created = await api.sendForm(
    'POST',
    '/api/notices/add',
    { title, description: 'Bring the sports kit on Monday', date: '2026-11-20' },
    withFile ? { field: 'file', name: 'kit.pdf', bytes: makePdf() } : undefined,
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data;
}

async function trashList(): Promise<Array<{ id: string; kind: string; title: string }>> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/trash',
    headers: await ctx.authHeader(),
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
}

async function restore(entryId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/trash/${entryId}/restore`,
    headers: await ctx.authHeader(),
  });
}

const uploads = () => readdirSync(`${ctx.dataDir}/uploads`);
const audited = async () =>
  (await ctx.db.read.select().from(ctx.db.tables.auditLog)).map((e) => `${e.action} ${e.entity}`);

describe('the trash', () => {
  it('keeps a deleted notice and its file, and restores it at the same address', async () => {
    const saved = await notice('Sports kit list');
    const page = `/notices/${saved.slug}`;
    expect((await api.get(page)).statusCode).toBe(200);
    const filesBefore = uploads();

    const deleted = await api.sendJson('DELETE', `/api/notices/${saved.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await api.get(page)).statusCode).toBe(404);
    expect((await api.get('/api/notices')).json()).not.toContainEqual(
      expect.objectContaining({ id: saved.id }),
    );
    const [entry] = await trashList();
    expect(entry).toMatchObject({ kind: 'notices', title: 'Sports kit list' });
    // The file stays while in the trash, even through the sweep of a restart.
    const storages = await openFileStorages({ dataDir: ctx.dataDir });
    await removeOrphanFiles({
      db: ctx.db,
      storages: [storages.uploads],
      startedAt: new Date(Date.now() + dayMs),
      log: pino({ level: 'silent' }),
    });
    expect(uploads()).toEqual(filesBefore);
    // Nor can the media library delete it meanwhile.
    const [kept] = await ctx.db.read.select().from(ctx.db.tables.trash);
    // An item's record keeps the earlier release's shape (only pages add `related`), so the
    // entries written before pages had a trash are restored by this same code.
    expect(Object.keys(kept!.record as object).sort()).toEqual(['dates', 'fileIds', 'row', 'slug']);
    const [fileId] = (kept!.record as { fileIds: string[] }).fileIds;
    const inUse = await api.sendJson('DELETE', `/api/media/${fileId}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toContain('Notice "Sports kit list" (in the trash)');

    const restored = await restore(entry!.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await trashList()).toEqual([]);
    expect((await api.get(page)).statusCode).toBe(200);
    const [back] = (await api.get('/api/notices')).json().filter((n: Saved) => n.id === saved.id);
    expect(back).toMatchObject({ id: saved.id, slug: saved.slug, fileUrl: saved.fileUrl });
    expect((await api.get(saved.fileUrl!)).statusCode).toBe(200);
    expect(await audited()).toEqual(expect.arrayContaining(['delete notices', 'restore notices']));
    // Restored once: a second restore finds nothing.
    expect((await restore(entry!.id)).statusCode).toBe(404);
  });

  it('restores a holiday, an event and a news item through the original client’s deletes', async () => {
    const holiday = await api.sendJson('POST', '/api/leaves/apply', {
      title: 'Diwali break',
      description: '',
      date: '2026-11-08',
      endDate: '2026-11-10',
    });
    const event = await api.sendJson('POST', '/events', {
      title: 'Science fair',
      description: 'Hall A',
      date: '2026-12-04',
    });
    const news = await api.sendForm(
      'POST',
      '/api/latestnews',
      { title: 'Chess champions', date: '2026-11-02' },
      { field: 'image', name: 'board.jpg', bytes: await makeJpeg(800, 600) },
    );
    for (const [url, created] of [
      ['/api/leaves', holiday],
      ['/api/events', event],
      ['/api/latestnews', news],
    ] as const) {
      const { id } = created.json().data;
      expect((await api.sendJson('DELETE', `${url}/${id}`)).statusCode).toBe(200);
      expect(JSON.stringify((await api.get(url)).json())).not.toContain(id);
    }
    const entries = await trashList();
    expect(entries.slice(0, 3).map((e) => e.kind)).toEqual(['news', 'events', 'leaves']);
    for (const entry of entries.slice(0, 3)) expect((await restore(entry.id)).statusCode).toBe(200);
    expect((await api.get('/api/leaves')).json()).toContainEqual(
      expect.objectContaining({ title: 'Diwali break', endDate: '2026-11-10' }),
    );
    const eventSlug = event.json().data.slug;
    expect((await api.get(`/events/${eventSlug}`)).statusCode).toBe(200);
    expect((await api.get(`/news/${news.json().data.slug}`)).statusCode).toBe(200);
  });

  it('answers 409 when another item took the address meanwhile', async () => {
    const first = await notice('Annual day rehearsal', false);
    await api.sendJson('DELETE', `/api/notices/${first.id}`);
    const second = await notice('Annual day rehearsal', false);
    expect(second.slug).toBe(first.slug);
    const entry = (await trashList()).find((e) => e.title === 'Annual day rehearsal')!;
    const refused = await restore(entry.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`/notices/${first.slug} is now used by another item`);
    // Still in the trash, to restore once the address is free.
    expect((await trashList()).map((e) => e.id)).toContain(entry.id);
    await api.sendJson('DELETE', `/api/notices/${second.id}`);
    expect((await restore(entry.id)).statusCode).toBe(200);
    expect((await api.get(`/notices/${first.slug}`)).body).toContain('Annual day rehearsal');
  });

  it('removes entries older than 30 days for good, with their files, once a day', async () => {
    const saved = await notice('Old circular');
    const filesBefore = uploads();
    await api.sendJson('DELETE', `/api/notices/${saved.id}`);
    const entry = (await trashList()).find((e) => e.title === 'Old circular')!;
    const { trash } = ctx.app;
    // 29 days on: kept.
    expect(await trash.purgeDaily(new Date(Date.now() + 29 * dayMs))).toBe(0);
    expect((await trashList()).map((e) => e.id)).toContain(entry.id);
    // 31 days on: removed, and a second run the same day (another server) does nothing.
    const later = new Date(Date.now() + 31 * dayMs);
    expect(await trash.purgeDaily(later)).toBeGreaterThanOrEqual(1);
    expect(await trash.purgeDaily(later)).toBe(0);
    expect((await trashList()).map((e) => e.id)).not.toContain(entry.id);
    expect(uploads().length).toBeLessThan(filesBefore.length);
    expect((await api.get(saved.fileUrl!)).statusCode).toBe(404);
    expect(await audited()).toContain('purge trash');
  });

  it('is for the staff who may delete content: 401 signed out, 403 for the office', async () => {
    const saved = await notice('Staff only', false);
    await api.sendJson('DELETE', `/api/notices/${saved.id}`);
    const [entry] = await trashList();
    for (const [method, url] of [
      ['GET', '/api/admin/trash'],
      ['POST', `/api/admin/trash/${entry!.id}/restore`],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
    }
    await createAdminsRepository(ctx.db).create('office-clerk', 'office-password-123', 'office');
    const office = {
      authorization: `Bearer ${await ctx.login('office-clerk', 'office-password-123')}`,
    };
    for (const [method, url] of [
      ['GET', '/api/admin/trash'],
      ['POST', `/api/admin/trash/${entry!.id}/restore`],
    ] as const) {
      expect((await ctx.app.inject({ method, url, headers: office })).statusCode).toBe(403);
    }
    expect((await trashList()).map((e) => e.id)).toContain(entry!.id);
  });
});
