import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '#contracts/content/media.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';

// An SVG logo uploaded in Settings (into the media library, which keeps only a drawing of it)
// becomes the header's logo and the site's icons, as a PNG or WebP one does
// (server/plugins/site-icons.test.ts, server/school-settings-in-use.test.ts).
const ctx = await buildTestApp();
const api = contentApi(ctx);

/** A green square corner to corner: whatever part of it an icon shows is green. */
const crest = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#00a000"/></svg>',
);

async function centre(picture: Buffer) {
  const { width = 0, height = 0 } = await sharp(picture).metadata();
  const { data } = await sharp(picture)
    .extract({ left: width >> 1, top: height >> 1, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data];
}
const isGreen = ([r, g, b]: number[]) => r! < 30 && g! > 140 && b! < 30;

/** The PNG pictures a favicon.ico holds. */
function icoPngs(ico: Buffer): Buffer[] {
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    return ico.subarray(
      ico.readUInt32LE(entry + 12),
      ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
    );
  });
}

describe('an SVG logo', () => {
  it('saved in Settings, is the header’s logo and the favicon and apple-touch-icon are drawn from it', async () => {
    const before = await api.get('/apple-touch-icon.png');
    expect(isGreen(await centre(before.rawPayload))).toBe(false);

    const uploaded = await api.sendForm(
      'POST',
      '/api/media',
      { altText: 'Crest' },
      { field: 'file', name: 'crest.svg', bytes: crest },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const item = uploaded.json<{ data: MediaItem }>().data;
    const logo = { src: item.url, width: item.width!, height: item.height! };
    expect(logo).toMatchObject({ width: 512, height: 512 });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: await ctx.authHeader(),
      payload: { logo },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const home = await api.get('/');
    expect(home.body).toContain(`src="${item.url}"`);
    expect(home.body).not.toContain('src="/logo.svg"');

    const touch = await api.get('/apple-touch-icon.png');
    expect(touch.statusCode).toBe(200);
    expect(touch.headers['content-type']).toBe('image/png');
    expect(isGreen(await centre(touch.rawPayload))).toBe(true);

    const favicon = await api.get('/favicon.ico');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toBe('image/x-icon');
    const pngs = icoPngs(favicon.rawPayload);
    expect(pngs).toHaveLength(3);
    for (const png of pngs) {
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(isGreen(await centre(png))).toBe(true);
    }
  });
});
