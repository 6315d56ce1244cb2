import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedDemoContent } from '#server/demo/seed-demo-content.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';

const ctx = await buildTestApp();
const origin = 'http://school.test';
const silent = { info: () => {} } as never;

/** The `content` of `<meta property="<name>" content="…">`, unescaped as a client reads it. */
function metaContent(html: string, name: string): string | undefined {
  const escaped = name.replace(/[.:]/g, '\\$&');
  const content = new RegExp(`<meta property="${escaped}" content="([^"]*)"`).exec(html)?.[1];
  return content
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

type LinkedData = { '@type': string | string[]; url?: string; mainEntityOfPage?: string };

const linkedData = (html: string): LinkedData[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json!) as LinkedData,
  );

/** Every page the sitemap lists, as paths: the fixed pages and every item's, in both languages. */
async function sitemapPaths(): Promise<string[]> {
  const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(sitemap.statusCode).toBe(200);
  return [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
    loc!.replace(/&amp;/g, '&').slice(origin.length),
  );
}

describe('link previews of every public page', () => {
  it('answer 200 with the type and size each page declares, in both languages', async () => {
    await seedDemoContent(ctx.app.content, silent, new Date('2025-11-20T06:00:00Z'));
    const paths = await sitemapPaths();
    for (const prefix of [
      '/notices/',
      '/events/',
      '/news/',
      '/gallery/',
      '/hi/notices/',
      '/hi/events/',
    ])
      expect(
        paths.some((path) => path.startsWith(prefix)),
        prefix,
      ).toBe(true);
    expect(paths).toContain('/');
    expect(paths).toContain('/hi');

    const checked = new Map<string, string>();
    for (const path of paths) {
      const page = await ctx.app.inject({ method: 'GET', url: path });
      expect(page.statusCode, path).toBe(200);
      const image = metaContent(page.body, 'og:image');
      expect(image, `${path}: og:image`).toMatch(new RegExp(`^${origin}/`));
      const declared = {
        type: metaContent(page.body, 'og:image:type'),
        width: Number(metaContent(page.body, 'og:image:width')),
        height: Number(metaContent(page.body, 'og:image:height')),
      };
      expect(declared.type, `${path}: og:image:type`).toMatch(/^image\/(png|jpeg)$/);
      expect(metaContent(page.body, 'og:image:alt'), `${path}: og:image:alt`).toBeTruthy();

      const key = `${image} ${JSON.stringify(declared)}`;
      if (!checked.has(key)) {
        // A preview client follows a redirect (/images/share.png leads to the site card).
        let answer = await ctx.app.inject({ method: 'GET', url: image!.slice(origin.length) });
        if (answer.statusCode === 301)
          answer = await ctx.app.inject({ method: 'GET', url: String(answer.headers.location) });
        expect(answer.statusCode, `${path}: ${image}`).toBe(200);
        expect(answer.headers['content-type'], `${path}: ${image}`).toBe(declared.type);
        const { width, height, format } = await sharp(answer.rawPayload).metadata();
        expect({ width, height, format }, `${path}: ${image}`).toEqual({
          width: declared.width,
          height: declared.height,
          format: declared.type === 'image/png' ? 'png' : 'jpeg',
        });
        checked.set(key, path);
      }

      // A Hindi page's structured data names Hindi addresses: its own, or the Hindi home page.
      if (path.startsWith('/hi')) {
        for (const data of linkedData(page.body)) {
          const named = data.mainEntityOfPage ?? data.url;
          const school = [data['@type']].flat().includes('School');
          expect(named, `${path}: JSON-LD url`).toBe(school ? `${origin}/hi` : `${origin}${path}`);
        }
      }
    }
    // The school's image, drawn cards and pictures' JPEGs were all among them.
    expect([...checked.keys()].some((key) => key.includes('.png '))).toBe(true);
    expect([...checked.keys()].some((key) => key.includes('.jpg '))).toBe(true);
    // Some two hundred pages rendered, on a machine shared with other test runs.
  }, 600_000);
});
