import { describe, expect, it } from 'vitest';
import { createResponseCache } from '#server/cache/response-cache.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';

// Every answer to staff is no-store, set in one place (server/plugins/access-control.ts), and a
// staff member's request never fills the public caches. The routes come from the route table as
// registered, so a route added later is covered without editing this test.
const cache = createResponseCache();
const ctx = await buildTestApp({ cache });
const { app } = ctx;
const someId = '00000000-0000-4000-8000-000000000000';

/** Every staff read, with its parameters filled in. The test admin is an administrator: all of them. */
const staffReads = app.routeTable
  .filter((route) => route.method === 'GET' && route.access !== undefined)
  .filter((route) => route.access !== 'public')
  .map((route) => route.url.replace(':id', someId).replace(/:\w+/g, 'x'));

describe('answers to staff', () => {
  it('cover the reads the review found cached', () => {
    for (const url of [
      '/api/admin/subscriptions',
      '/api/pages',
      '/api/admin/news',
      '/api/media',
      '/api/menus',
      '/api/alerts',
      '/api/admin/circulars/delivery',
    ])
      expect(staffReads).toContain(url);
  });

  it.each(staffReads)('GET %s with a session is no-store', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: await ctx.authHeader() });
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(staffReads)('GET %s without a session (401) is no-store', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('a public page or read fetched with a staff session', () => {
  it.each(['/', '/hi', '/api/school-information', '/api/disclosure'])(
    '%s is no-store and not kept in the public cache; without a session it is',
    async (url) => {
      cache.invalidate();
      const staff = await app.inject({ method: 'GET', url, headers: await ctx.authHeader() });
      expect(staff.statusCode).toBe(200);
      expect(staff.headers['cache-control']).toBe('no-store');
      expect(staff.headers.etag).toBeUndefined();
      expect(cache.size().entries).toBe(0);
      const visitor = await app.inject({ method: 'GET', url });
      expect(visitor.headers['cache-control']).toBe('no-cache');
      expect(cache.size().entries).toBe(1);
    },
  );
});
