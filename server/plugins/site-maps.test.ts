import { describe, expect, it } from 'vitest';
import { newPageInput } from '#contracts/content/pages.ts';
import { seedDemoContent } from '#server/demo/seed-demo-content.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';

const publicUrl = 'http://school.test';
const ctx = await buildTestApp({ publicUrl });
const silent = { info: () => {} } as never;

const canonicalOf = (html: string) =>
  html.match(/<link rel="canonical" href="([^"]*)"\/?>/)?.[1]?.replaceAll('&amp;', '&');

describe('sitemap.xml', () => {
  // Renders every listed page (some 200): it takes a while on a busy machine.
  it(
    'lists only pages whose canonical address is the one listed, none of them noindex',
    { timeout: 300_000 },
    async () => {
      await seedDemoContent(ctx.app.content, silent, new Date('2025-11-20T06:00:00Z'));
      const sitemap = (await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
        match[1]!.replaceAll('&amp;', '&'),
      );
      expect(listed.length).toBeGreaterThan(100);
      expect(listed).toEqual(
        expect.arrayContaining([`${publicUrl}/`, `${publicUrl}/hi/news-events`]),
      );
      const wrong: string[] = [];
      for (const url of listed) {
        const response = await ctx.app.inject({ method: 'GET', url: url.slice(publicUrl.length) });
        const canonical = canonicalOf(response.body);
        if (response.statusCode !== 200) wrong.push(`${url}: status ${response.statusCode}`);
        if (canonical !== url) wrong.push(`${url}: canonical ${canonical}`);
        if (/<meta name="robots" content="[^"]*noindex/.test(response.body))
          wrong.push(`${url}: noindex`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('lists a page staff published, in both languages, and not one still a draft', async () => {
    const api = contentApi(ctx);
    const locs = async () => (await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    await api.sendJson('POST', '/api/pages', newPageInput('annual-day-2026', 'Annual Day'));
    await api.sendJson('POST', '/api/pages', newPageInput('sports-week', 'Sports Week'));
    await api.sendJson('POST', '/api/pages/annual-day-2026/publish', {});
    const sitemap = await locs();
    expect(sitemap).toContain(`<loc>${publicUrl}/annual-day-2026</loc>`);
    expect(sitemap).toContain(`<loc>${publicUrl}/hi/annual-day-2026</loc>`);
    expect(sitemap).not.toContain('sports-week');
    // The pages named after the school's abbreviation are served by the catch-all too.
    expect(sitemap).toContain(`<loc>${publicUrl}/why-vvis</loc>`);
  });
});
