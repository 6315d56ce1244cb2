import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sceneJpeg } from '#server/demo/scene-image.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi, snapshot } from '#server/test/content-api.ts';
import * as files from '#server/test/fixtures/upload-files.ts';

const ctx = await buildTestApp();
const api = contentApi(ctx);
const auth = await ctx.authHeader();
const disclosureFields = { title: 'Upload test', description: '' };

const upload = (
  name: string,
  bytes: Buffer,
  url = '/api/disclosure/addDisclosure',
  field = 'file',
  fields: Record<string, string> = disclosureFields,
) => api.sendForm('POST', url, fields, { field, name, bytes }, auth);

describe('accepted files', async () => {
  const valid: Array<[string, Buffer]> = [
    ['photo.jpg', await files.makeJpeg()],
    ['photo.JPEG', await files.makeJpeg()],
    ['chart.png', await files.makePng()],
    ['banner.webp', await files.makeWebp()],
    ['anim.gif', await files.makeGif()],
    ['modern.avif', await files.makeAvif()],
    ['report.pdf', files.makePdf()],
    ['old-form.doc', files.makeDoc()],
    ['circular.docx', files.makeDocx()],
  ];
  for (const [name, bytes] of valid) {
    it(`stores ${name}`, async () => {
      const response = await upload(name, bytes);
      expect(response.statusCode, response.body).toBe(201);
    });
  }
});

describe('hostile files are refused and nothing is stored', async () => {
  const news = { title: 'x', date: '2025-01-01' };
  const hostile: Array<{
    name: string;
    bytes: Buffer;
    status: number;
    url?: string;
    field?: string;
    fields?: Record<string, string>;
  }> = [
    { name: 'notice.pdf', bytes: files.htmlPage, status: 415 },
    { name: 'page.html', bytes: files.htmlPage, status: 415 },
    { name: 'logo.svg', bytes: files.svgWithScript, status: 415 },
    {
      name: 'logo.svg',
      bytes: files.svgWithScript,
      status: 415,
      url: '/api/posts',
      field: 'image',
      fields: { title: 'x' },
    },
    { name: 'polyglot.pdf', bytes: files.pdfHtmlPolyglot, status: 415 },
    { name: 'sneaky.pdf', bytes: files.pdfWithLeadingHtml, status: 415 },
    { name: 'script.js', bytes: Buffer.from('alert(1)'), status: 415 },
    { name: 'empty.pdf', bytes: Buffer.alloc(0), status: 400 },
    { name: 'photo.png', bytes: await files.makeJpeg(), status: 415 },
    { name: 'report.docx', bytes: files.makePdf(), status: 415 },
    { name: 'report.pdf', bytes: files.makeDoc(), status: 415 },
    {
      name: 'notes.docx',
      bytes: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]),
      status: 415,
    },
    { name: 'bomb.docx', bytes: files.makeDocxBomb(), status: 413 },
    {
      name: 'big.pdf',
      bytes: Buffer.concat([files.makePdf(), Buffer.alloc(20 * 1024 * 1024)]),
      status: 413,
    },
    {
      name: 'big.jpg',
      bytes: Buffer.concat([await files.makeJpeg(), Buffer.alloc(10 * 1024 * 1024)]),
      status: 413,
      url: '/api/latestnews',
      field: 'image',
      fields: news,
    },
    {
      name: 'huge.png',
      bytes: files.makeHugePngHeader(),
      status: 413,
      url: '/api/latestnews',
      field: 'image',
      fields: news,
    },
    {
      name: 'report.pdf',
      bytes: files.makePdf(),
      status: 415,
      url: '/api/latestnews',
      field: 'image',
      fields: news,
    },
    { name: '../../etc/report.pdf', bytes: files.makePdf(), status: 400 },
    { name: '..\\\\report.pdf', bytes: files.makePdf(), status: 400 },
    { name: 'report\u0000.pdf', bytes: files.makePdf(), status: 400 },
    { name: 'report.pdf\u0000.html', bytes: files.makePdf(), status: 400 },
  ];

  it('counts the corpus', () => {
    console.info(`upload corpus: ${hostile.length} hostile files`);
  });

  for (const file of hostile) {
    it(`${JSON.stringify(file.name)} -> ${file.status}`, async () => {
      const before = await snapshot(ctx);
      const started = Date.now();
      const response = await upload(file.name, file.bytes, file.url, file.field, file.fields);
      expect(response.statusCode, response.body).toBe(file.status);
      expect(response.json().message).toBeTruthy();
      if (file.status === 415) expect(response.json().message).toMatch(/PDF|JPEG/);
      if (file.status === 413) expect(response.json().message).toMatch(/limit|100 MB/);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(await snapshot(ctx)).toEqual(before);
    });
  }

  it('a declared body over the limit is 413 with the limit, before reading it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/latestnews',
      payload: 'x',
      headers: {
        ...auth,
        'content-type': 'multipart/form-data; boundary=abc',
        'content-length': String(500 * 1024 * 1024),
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is too large. The limit is 10 MB.');
  });
});

describe('photos lose their metadata', () => {
  it('EXIF and GPS are absent from every served variant', async () => {
    const withGps = await sharp({
      create: { width: 2000, height: 1500, channels: 3, background: '#3a7' },
    })
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Cam 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const response = await upload('class-photo.jpg', withGps, '/api/posts', 'image', {
      title: 'Class photo',
    });
    const { image } = response.json().data;
    const urls = image.srcset.split(', ').map((entry: string) => entry.split(' ')[0]);
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      const served = await api.get(url);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['content-disposition']).toMatch(/^inline;/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
    }
  });

  it('measures the thumbnail of a 12-megapixel photo', async () => {
    // A drawn scene with coarse texture, so detail survives the shrink to 400 px as in a photo.
    const scene = await sceneJpeg(
      { kind: 'sports', sky: '#87ceeb', ground: '#4caf50', accent: '#c62828', label: 'Sports Day' },
      4000,
      3000,
    );
    const texture = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .resize(4000, 3000)
      .png()
      .toBuffer();
    const noise = await sharp(scene)
      .composite([{ input: texture, blend: 'overlay' }])
      .jpeg({ quality: 90 })
      .toBuffer();
    expect((await sharp(noise).metadata()).width).toBe(4000);
    const response = await upload('phone.jpg', noise, '/api/posts', 'image', {
      title: 'Phone photo',
    });
    expect(response.statusCode).toBe(201);
    const thumbnail = await api.get(response.json().data.thumbnail);
    const { width } = await sharp(thumbnail.rawPayload).metadata();
    expect(width).toBe(400);
    console.info(
      `thumbnail of a 4000x3000 JPEG (${noise.length} bytes): ${thumbnail.rawPayload.length} bytes`,
    );
  });
});
