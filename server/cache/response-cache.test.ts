import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { createResponseCache } from './response-cache.ts';

const ctx = await buildTestApp();
const api = contentApi(ctx);

describe('public read cache', () => {
  it('answers 304 for a matching ETag and forgets everything on a write', async () => {
    const first = await api.get('/api/events');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await api.get('/api/events', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await api.sendJson('POST', '/api/events', { title: 'Diwali celebration', date: '2025-10-18' });
    const after = await api.get('/api/events', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual([expect.objectContaining({ title: 'Diwali celebration' })]);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('compresses a large cached answer once per coding, as the client accepts', async () => {
    for (let index = 0; index < 12; index += 1) {
      await api.sendJson('POST', '/api/events', {
        title: `Inter-house debate round ${index}`,
        description: 'Houses argue for and against homework on weekends. '.repeat(3),
        date: '2025-11-20',
      });
    }
    const plain = await api.get('/api/events');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [acceptEncoding, coding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      // Twice: the first answer fills the cache, the second comes from it.
      for (let round = 0; round < 2; round += 1) {
        const response = await api.get('/api/events', { 'accept-encoding': acceptEncoding });
        expect(response.headers['content-encoding']).toBe(coding);
        expect(decode(response.rawPayload).toString()).toBe(plain.body);
      }
    }
  });

  it('holds a large answer compressed only, and a small one as it is', () => {
    const cache = createResponseCache();
    const page = `<p>${'Annual sports day: relay heats, then the finals. '.repeat(200)}</p>`;
    cache.store('/page', page, 'text/html', cache.generation());
    expect(cache.size().bytes).toBeLessThan(page.length / 10);
    cache.store('/small', '{"ok":true}', 'application/json', cache.generation());
    expect(cache.size().entries).toBe(2);
    expect(cache.lookup('/small')?.body).toEqual({ plain: Buffer.from('{"ok":true}') });
  });

  it('drops on a write only the answers that depend on what it changed', () => {
    const cache = createResponseCache();
    const seen = cache.generation();
    cache.store('/news', 'news page', 'text/html', seen, {}, ['news', 'menus']);
    cache.store('/school-calendar', 'calendar', 'text/html', seen, {}, ['events', 'menus']);
    cache.store('/api/events', '[]', 'application/json', seen);
    cache.invalidate(['events']);
    expect(cache.lookup('/news')).toBeDefined();
    expect(cache.lookup('/school-calendar')).toBeUndefined();
    expect(cache.lookup('/api/events')).toBeUndefined();
    // Kept, marked: a page is served as it was while its one render runs (single-render.ts).
    expect(cache.peek('/school-calendar')).toMatchObject({ fresh: false });
    expect(cache.size()).toMatchObject({ entries: 1, stale: 2 });

    // An answer computed while something it read changed is not kept; one that read none of it is.
    cache.store('/school-calendar', 'calendar', 'text/html', seen, {}, ['events', 'menus']);
    cache.store('/gallery', 'gallery', 'text/html', seen, {}, ['posts', 'menus']);
    expect(cache.lookup('/school-calendar')).toBeUndefined();
    expect(cache.lookup('/gallery')).toBeDefined();

    cache.invalidate(['menus']);
    expect(cache.size().entries).toBe(0);
  });

  it('keeps query strings apart', async () => {
    const all = await api.get('/api/posts');
    const limited = await api.get('/api/posts?limit=1');
    expect(all.statusCode).toBe(200);
    expect(limited.statusCode).toBe(200);
    expect((await api.get('/api/posts?limit=0')).statusCode).toBe(400);
  });

  it('serves the OpenAPI document and its UI with a script policy of its own', async () => {
    const spec = await api.get('/api/docs/json');
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining(['/api/events', '/api/posts', '/api/disclosure/download']),
    );
    const page = await api.get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });
});
