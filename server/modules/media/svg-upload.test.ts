import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '#contracts/content/media.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi, snapshot } from '#server/test/content-api.ts';
import { htmlPage, makeHugePngHeader, makeJpeg } from '#server/test/fixtures/upload-files.ts';

// The media library takes an SVG as a picture and keeps only a drawing of it: a browser would run
// what an SVG's scripts say (server/files/rasterise-svg.ts).
const ctx = await buildTestApp();
const api = contentApi(ctx);
const uploadsFolder = path.join(ctx.dataDir, 'uploads');
// One sign-in: each is an audit entry, and the refusals below must leave no trace.
const auth = await ctx.authHeader();

const svg = (body: string, size = 'width="100" height="100"') =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${size}>${body}</svg>`);
/** A red disc on a clear background. */
const crest = svg('<circle cx="50" cy="50" r="40" fill="#ff0000"/>');
/** An SVG that shows a picture embedded in it, as drawing programs save one. */
const embedding = (type: string, picture: Buffer) =>
  svg(
    `<image width="100" height="100" xlink:href="data:image/${type};base64,${picture.toString('base64')}"/>`,
  );

const send = (method: 'POST' | 'PUT', url: string, name: string, bytes: Buffer) =>
  api.sendForm(method, url, { altText: 'Crest' }, { field: 'file', name, bytes }, auth);

async function upload(name: string, bytes: Buffer): Promise<MediaItem> {
  const response = await send('POST', '/api/media', name, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: MediaItem }>().data;
}

/** Every stored file of an upload: its names start with its id. */
const storedFiles = (id: string) =>
  readdirSync(uploadsFolder)
    .filter((name) => name.startsWith(id))
    .map((name) => ({ name, bytes: readFileSync(path.join(uploadsFolder, name)) }));

/** The served picture, with its format and the colour and opacity of a pixel. */
async function served(url: string) {
  const response = await api.get(url);
  expect(response.statusCode, url).toBe(200);
  const bytes = response.rawPayload;
  const { data, info } = await sharp(bytes)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
  ];
  return { response, bytes, info, pixel };
}

describe('an SVG in the media library', () => {
  it('is stored and served as a drawn picture, 512 px on its longer side, transparency kept', async () => {
    const item = await upload('crest.svg', crest);
    expect(item).toMatchObject({
      kind: 'image',
      name: 'crest.webp',
      contentType: 'image/webp',
      width: 512,
      height: 512,
    });

    const { response, bytes, info, pixel } = await served(item.url);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect({ width: info.width, height: info.height }).toEqual({ width: 512, height: 512 });
    const [r, g, b, alpha] = pixel(256, 256);
    expect(r).toBeGreaterThan(240);
    expect(g! + b!).toBeLessThan(20);
    expect(alpha).toBe(255);
    expect(pixel(4, 4)[3], 'a clear corner').toBe(0);

    // The SVG's bytes are nowhere: not stored, not served.
    const files = storedFiles(item.id);
    expect(files.map((file) => file.name).sort()).toEqual([
      `${item.id}-w400.webp`,
      `${item.id}-w512.webp`,
    ]);
    for (const file of files) expect(file.bytes.includes('<svg'), file.name).toBe(false);
    // An address of the file's id under any name answers with the drawing (decision 0021).
    const asSvg = await api.get(`/uploads/${item.id}.svg`);
    expect(asSvg.headers['content-type']).toBe('image/webp');
    expect(asSvg.rawPayload.includes('<svg')).toBe(false);
  });

  it('may show a picture embedded in it', async () => {
    const photo = await sharp({
      create: { width: 50, height: 50, channels: 3, background: '#0000ff' },
    })
      .jpeg()
      .toBuffer();
    const item = await upload('photo-crest.svg', embedding('jpeg', photo));
    const [r, g, b] = (await served(item.url)).pixel(256, 256);
    expect(b).toBeGreaterThan(200);
    expect(r! + g!).toBeLessThan(40);
  });

  it('keeps its proportions: a wide logo is 512 px wide', async () => {
    const wide = svg('<rect width="400" height="100" fill="#0000ff"/>', 'viewBox="0 0 400 100"');
    const item = await upload('banner.svg', wide);
    expect({ width: item.width, height: item.height }).toEqual({ width: 512, height: 128 });
  });

  it('with a script is drawn, and nothing of the script is left', async () => {
    const scripted = svg(
      '<script>alert(document.cookie)</script><rect width="100" height="100" fill="#00ff00" onload="alert(1)"/>',
    );
    const item = await upload('scripted.svg', scripted);
    const { response, bytes } = await served(item.url);
    expect(response.headers['content-type']).toBe('image/webp');
    for (const word of ['<svg', 'script', 'alert', 'onload'])
      expect(bytes.includes(word), word).toBe(false);
  });

  it('replaces a picture of the library, keeping its address', async () => {
    const photo = await upload('crest.jpg', await makeJpeg(300, 300));
    const replaced = await send('PUT', `/api/media/${photo.id}`, 'crest.svg', crest);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<{ data: MediaItem }>().data).toMatchObject({
      id: photo.id,
      width: 512,
      contentType: 'image/webp',
    });
    const { pixel } = await served(photo.url);
    expect(pixel(256, 256)[0]).toBeGreaterThan(240);
  });

  it('is refused with the reason when it points outside itself, is broken, or is not what its name says; nothing is stored', async () => {
    const refusals: Array<[string, Buffer, number, RegExp]> = [
      [
        'linked.svg',
        svg('<image href="https://example.com/crest.png" width="100" height="100"/>'),
        400,
        /links to something outside itself \(https:\/\/example\.com\/crest\.png\)/,
      ],
      [
        'linked-file.svg',
        svg('<image xlink:href="file:///etc/passwd" width="100" height="100"/>'),
        400,
        /links to something outside itself \(file:\/\/\/etc\/passwd\)/,
      ],
      [
        'styled.svg',
        svg('<rect width="100" height="100" style="fill:url(http://example.com/a.svg#g)"/>'),
        400,
        /outside itself/,
      ],
      [
        'entity.svg',
        Buffer.from(
          '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
        ),
        400,
        /declares entities/,
      ],
      [
        'broken.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width='),
        400,
        /could not be read/,
      ],
      ['empty-size.svg', svg('', 'width="0" height="0"'), 400, /could not be read/],
      ['page.svg', htmlPage, 400, /could not be read/],
      ['crest.png', crest, 415, /PNG/],
      ['huge.svg', svg(`<!-- ${'x'.repeat(10 * 1024 * 1024)} -->`), 413, /The limit is 10 MB/],
      // A small file may embed a vast picture: held to the pictures' pixel limit before drawing.
      ['vast.svg', embedding('png', makeHugePngHeader()), 413, /The limit is 40 megapixels/],
      ['nested.svg', embedding('png', crest), 400, /could not be read/],
      [
        'unencoded.svg',
        svg('<image href="data:image/png,%89PNG" width="100" height="100"/>'),
        400,
        /outside itself/,
      ],
    ];
    for (const [name, bytes, status, message] of refusals) {
      const before = await snapshot(ctx);
      const response = await send('POST', '/api/media', name, bytes);
      expect(response.statusCode, name).toBe(status);
      expect(response.json().message, name).toMatch(message);
      expect(response.json().errors, name).toEqual([
        { field: 'file', message: expect.any(String) },
      ]);
      expect(await snapshot(ctx), name).toEqual(before);
    }
  });

  it('is still refused by the other upload fields, which keep their files as sent', async () => {
    const response = await api.sendForm(
      'POST',
      '/api/posts',
      { title: 'Crest' },
      { field: 'image', name: 'crest.svg', bytes: crest },
    );
    expect(response.statusCode).toBe(415);
  });
});
