import { describe, expect, it } from 'vitest';
import { seedDemoContent } from '../demo/seed-demo-content.ts';
import { buildTestApp } from '../test/build-test-app.ts';

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
});
