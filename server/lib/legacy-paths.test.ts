import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { rewriteLegacyPath } from './legacy-paths.ts';

const ctx = await buildTestApp();
const { app } = ctx;

describe('legacy paths of the original client', () => {
  it('are rewritten to the API route they stand for, and nothing else is', () => {
    expect(rewriteLegacyPath('/api/latestnews/')).toBe('/api/latestnews');
    expect(rewriteLegacyPath('/events')).toBe('/api/events');
    expect(rewriteLegacyPath('/events?x=1')).toBe('/api/events?x=1');
    expect(rewriteLegacyPath('/details/2026-01-26')).toBe('/api/details/2026-01-26');
    for (const url of ['/events/annual-day', '/news-events', '/api/events', '/detailsx/1'])
      expect(rewriteLegacyPath(url)).toBe(url);
  });

  it('keep the checks of the route they reach: a write without a token is refused', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/events',
      payload: { title: 'x', description: '', date: '2026-01-01' },
    });
    expect(anonymous.statusCode).toBe(401);
    const created = await app.inject({
      method: 'POST',
      url: '/events',
      payload: { title: 'Science Exhibition', description: '', date: '2026-01-01' },
      headers: await ctx.authHeader(),
    });
    expect(created.statusCode).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/events' })).json()).toHaveLength(1);
    // The event's own page is not an alias.
    const page = await app.inject({ method: 'GET', url: '/events/science-exhibition' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.statusCode).toBe(200);
  });
});
