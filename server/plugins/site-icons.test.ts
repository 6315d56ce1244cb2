import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoSchool } from '#contracts/demo-school.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';

const ctx = await buildTestApp();
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** Answers 200 with `contentType`, a long cache and an ETag that a second request can match. */
async function getFile(url: string, contentType: string) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type'], url).toBe(contentType);
  expect(response.headers['cache-control'], url).toMatch(/max-age=(\d{5,})/);
  const etag = String(response.headers.etag);
  expect(etag, url).toMatch(/^".+"$/);
  expect((await get(url, { 'if-none-match': etag })).statusCode, url).toBe(304);
  return response.rawPayload;
}

async function expectPng(bytes: Buffer, size: number, opaque = false) {
  const { format, width, height, hasAlpha } = await sharp(bytes).metadata();
  expect({ format, width, height }).toEqual({ format: 'png', width: size, height: size });
  if (opaque) {
    const { isOpaque } = await sharp(bytes).stats();
    expect(hasAlpha && !isOpaque, 'an opaque background').toBe(false);
  }
}

type Manifest = {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};

describe('the site icons', () => {
  it('a web app manifest in each language, whose every icon answers at its declared size', async () => {
    for (const [url, language, words, start] of [
      ['/manifest.webmanifest', 'en', demoSchool, '/'],
      [
        '/hi/manifest.webmanifest',
        'hi',
        { name: demoSchool.nameHi, shortName: demoSchool.shortNameHi },
        '/hi',
      ],
    ] as const) {
      const body = await getFile(url, 'application/manifest+json');
      const manifest = JSON.parse(body.toString('utf8')) as Manifest;
      expect(manifest).toMatchObject({
        name: words.name,
        short_name: words.shortName,
        lang: language,
        start_url: start,
        scope: '/',
        display: 'standalone',
        theme_color: demoSchool.colours.primary,
        background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      });
      expect(Object.values(demoSchool.colours)).toContain(manifest.background_color);
      const icons = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`);
      expect(icons).toEqual(
        expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
      );
      for (const icon of manifest.icons) {
        expect(icon.type).toBe('image/png');
        const size = Number(icon.sizes.split('x')[0]);
        await expectPng(await getFile(icon.src, 'image/png'), size, icon.purpose === 'maskable');
      }
    }
  });

  it('an apple-touch-icon of 180 px on an opaque background', async () => {
    await expectPng(await getFile('/apple-touch-icon.png', 'image/png'), 180, true);
  });

  it('a favicon.ico that holds the logo at 16, 32 and 48 px', async () => {
    const ico = await getFile('/favicon.ico', 'image/x-icon');
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)], 'reserved, type icon').toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let index = 0; index < count; index++) {
      const entry = 6 + 16 * index;
      const size = ico.readUInt8(entry) || 256;
      expect(ico.readUInt8(entry + 1) || 256, 'square').toBe(size);
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      expect(offset + length).toBeLessThanOrEqual(ico.length);
      await expectPng(ico.subarray(offset, offset + length), size);
      sizes.push(size);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('are linked from the head of every page, in its language', async () => {
    for (const [url, manifest] of [
      ['/', '/manifest.webmanifest'],
      ['/hi', '/hi/manifest.webmanifest'],
    ]) {
      const head = (await get(url!)).body.split('</head>')[0]!;
      expect(head, url).toContain(`<link rel="manifest" href="${manifest}"/>`);
      expect(head, url).toContain(
        `<meta name="theme-color" content="${demoSchool.colours.primary}"/>`,
      );
      expect(head, url).toMatch(
        /<link rel="icon" href="\/favicon\.ico" sizes="16x16 32x32 48x48"\/>/,
      );
      expect(head, url).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
    }
  });

  it('a missing file answers a short 404, not the "Page not found" page', async () => {
    for (const url of ['/missing.png', '/apple-touch-icon-precomposed.png', '/scripts/old.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/plain/);
      expect(response.body.length, url).toBeLessThan(100);
    }
    // A missing page still gets the page that helps the visitor on.
    expect((await get('/no-such-page')).body).toContain('Page not found');
  });
});
