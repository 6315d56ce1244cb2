import { describe, expect, it } from 'vitest';
import type { MediaInUse, MediaItem, MediaList } from '#contracts/content/media.ts';
import type { PageInput, PageVersions } from '#contracts/content/pages.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { createSessionsRepository } from '#server/modules/auth/sessions-repository.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { makeJpeg, makePdf, htmlPage } from '#server/test/fixtures/upload-files.ts';

const ctx = await buildTestApp();
const api = contentApi(ctx);
const slug = 'hi-tech-classes';

async function upload(name: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const response = await api.sendForm('POST', '/api/media', fields, { field: 'file', name, bytes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: MediaItem }>().data;
}

async function list(query = ''): Promise<MediaList> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/media${query}`,
    headers: await ctx.authHeader(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MediaList>();
}

const deleteFile = async (id: string, body?: object) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/media/${id}`,
    headers: await ctx.authHeader(),
    ...(body && { payload: body }),
  });

/** Publishes the page with one more section holding an image block and a document link. */
async function usePage(image: MediaItem, document: MediaItem): Promise<void> {
  const current = await ctx.app.inject({
    method: 'GET',
    url: `/api/pages/${slug}`,
    headers: await ctx.authHeader(),
  });
  const { updatedAt: _at, updatedBy: _by, ...draft } = current.json<PageVersions>().draft;
  const page: PageInput = {
    ...draft,
    sections: [
      ...draft.sections,
      {
        type: 'section',
        id: 'media-test',
        title: 'Our library',
        blocks: [
          {
            type: 'image',
            image: {
              src: image.url,
              alt: image.altText,
              width: image.width!,
              height: image.height!,
            },
            decorative: false,
          },
          { type: 'document', title: 'Book list', href: document.url },
        ],
      },
    ],
  };
  const saved = await api.sendJson('PUT', `/api/pages/${slug}`, page);
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await api.sendJson('POST', `/api/pages/${slug}/publish`, {});
  expect(published.statusCode, published.body).toBe(200);
}

describe('media library', () => {
  it('lists an upload newest first, finds it by name and alt text, and saves edited alt text', async () => {
    await upload('older-notice.pdf', makePdf('older'));
    const image = await upload('library-photo.jpg', await makeJpeg(1000, 600), {
      altText: 'Pupils reading in the library',
    });
    expect(image).toMatchObject({ kind: 'image', width: 1000, height: 600, uses: [] });
    expect(image.url).toMatch(new RegExp(`^/uploads/${image.id}-w1000\\.webp$`));

    const all = await list();
    expect(all.items[0]!.id).toBe(image.id);
    expect((await list('?q=READING')).items.map((item) => item.id)).toEqual([image.id]);
    expect((await list('?q=library-photo&kind=document')).items).toEqual([]);

    const edited = await api.sendJson('PUT', `/api/media/${image.id}`, {
      altText: 'The school library at noon',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ data: MediaItem }>().data.altText).toBe('The school library at noon');
    expect((await list('?q=at noon')).items.map((item) => item.id)).toEqual([image.id]);
  });

  it('replaces a file keeping its id and address, serves the new bytes there, and removes the old bytes', async () => {
    const document = await upload('fees.pdf', makePdf('Fees 2025'));
    const before = await api.get(document.url);
    expect(before.body).toContain('Fees 2025');
    // The bare address is asked about again each time: the same address will serve new bytes.
    expect(before.headers['cache-control']).toBe('public, no-cache');

    const replaced = await api.sendForm(
      'PUT',
      `/api/media/${document.id}`,
      {},
      { field: 'file', name: 'fees-new.pdf', bytes: makePdf('Fees 2026') },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json<{ data: MediaItem }>().data;
    expect(after.id).toBe(document.id);
    expect(after.name).toBe('fees-new.pdf');

    const served = await api.get(document.url, { 'if-none-match': String(before.headers.etag) });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('Fees 2026');
    expect(served.body).not.toContain('Fees 2025');
    // The old bytes are gone from storage: only the new name is left for this id.
    const { readdirSync } = await import('node:fs');
    const stored = readdirSync(`${ctx.dataDir}/uploads`).filter((name) =>
      name.startsWith(document.id),
    );
    expect(stored).toHaveLength(1);
    expect(`/uploads/${stored[0]}`).toBe(after.url);

    const wrongType = await api.sendForm(
      'PUT',
      `/api/media/${document.id}`,
      {},
      { field: 'file', name: 'photo.jpg', bytes: await makeJpeg() },
    );
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().errors[0].field).toBe('file');
  });

  it('versions the addresses items show, so they are cached for a year and fetched anew after a replace', async () => {
    const image = await upload('sports-day.jpg', await makeJpeg(900, 600));
    const created = await api.sendForm(
      'POST',
      '/api/latestnews',
      { title: 'Sports day ribbons', date: '2026-01-15' },
      { field: 'image', name: 'ribbons.jpg', bytes: await makeJpeg() },
    );
    expect(created.statusCode, created.body).toBe(201);
    const versioned = created.json().data.image as string;
    expect(versioned).toMatch(/\?v=1$/);
    expect((await api.get(versioned)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await api.get(image.url)).headers['cache-control']).toBe('public, no-cache');
  });

  it('lists the uses of a file in a page block and a news item, and refuses to delete it while used', async () => {
    const image = await upload('playground.jpg', await makeJpeg(800, 500), {
      altText: 'The playground',
    });
    const document = await upload('book-list.pdf', makePdf('Books'));
    await usePage(image, document);

    const pageUse = (await list('?q=book-list')).items[0]!.uses;
    expect(pageUse).toEqual([
      expect.objectContaining({
        kind: 'page',
        label: expect.stringMatching(/› Our library › Document link$/),
        adminHref: `/admin/pages/${slug}`,
        publicHref: `/${slug}`,
        holdsFile: false,
      }),
    ]);
    const page = await api.get(`/${slug}`);
    expect(page.body).toContain(image.url);
    expect(page.body).toContain('alt="The playground"');

    // Delete: refused until confirmed, then done; the page's link now finds nothing.
    const refused = await deleteFile(document.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<MediaInUse>()).toMatchObject({ blocked: false, uses: pageUse });
    const confirmed = await deleteFile(document.id, { confirm: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await api.get(document.url)).statusCode).toBe(404);

    const news = await api.sendForm(
      'POST',
      '/api/latestnews',
      { title: 'New playground opens', date: '2026-02-01' },
      { field: 'image', name: 'playground.jpg', bytes: await makeJpeg() },
    );
    const newsImage = news.json().data.picture.url as string;
    const newsFileId = newsImage.slice('/uploads/'.length, '/uploads/'.length + 36);
    const newsFile = (await list()).items.find((item) => item.id === newsFileId)!;
    expect(newsFile.uses).toEqual([
      {
        kind: 'news',
        label: 'News "New playground opens"',
        adminHref: `/admin/news/${news.json().data.id}`,
        publicHref: `/news/${news.json().data.slug}`,
        holdsFile: true,
      },
    ]);
    const held = await deleteFile(newsFileId, { confirm: true });
    expect(held.statusCode).toBe(409);
    expect(held.json<MediaInUse>()).toMatchObject({ blocked: true });
    expect(held.json<MediaInUse>().message).toContain('New playground opens');
    expect((await api.get(newsImage)).statusCode).toBe(200);
  });

  it('serves a replaced image at the address a page holds, at the nearest width', async () => {
    const image = await upload('hall.jpg', await makeJpeg(1200, 800), { altText: 'The hall' });
    const replaced = await api.sendForm(
      'PUT',
      `/api/media/${image.id}`,
      {},
      { field: 'file', name: 'hall-2.png', bytes: await makeJpeg(600, 300) },
    );
    expect(replaced.statusCode).toBe(415);
    const ok = await api.sendForm(
      'PUT',
      `/api/media/${image.id}`,
      {},
      { field: 'file', name: 'hall-2.jpg', bytes: await makeJpeg(600, 300) },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const served = await api.get(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(Number(served.headers['content-length'])).toBe(ok.json().data.byteSize);
    expect(ok.json().data.altText).toBe('The hall');
  });

  it('names the problem with a bad upload, and refuses writes without the content role', async () => {
    const bad = await api.sendForm(
      'POST',
      '/api/media',
      {},
      {
        field: 'file',
        name: 'page.pdf',
        bytes: htmlPage,
      },
    );
    expect(bad.statusCode).toBe(415);
    expect(bad.json().errors).toEqual([{ field: 'file', message: expect.stringMatching(/PDF/) }]);
    const missing = await api.sendForm('POST', '/api/media', { altText: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('file');

    const file = { field: 'file', name: 'x.pdf', bytes: makePdf() };
    const unsigned = await api.sendForm('POST', '/api/media', {}, file, {});
    expect(unsigned.statusCode).toBe(401);
    const office = await createAdminsRepository(ctx.db).create(
      'media-office',
      'media-office-password',
      'office',
    );
    const { token } = await createSessionsRepository(ctx.db).start(office.id, {
      userAgent: 'test',
      address: '::1',
    });
    const asOffice = { authorization: `Bearer ${token}` };
    expect((await api.sendForm('POST', '/api/media', {}, file, asOffice)).statusCode).toBe(403);
    const read = await ctx.app.inject({ method: 'GET', url: '/api/media', headers: asOffice });
    expect(read.statusCode).toBe(403);
  });

  it("refuses to delete the school's logo or a picture of the settings while they use it", async () => {
    const logo = await upload('crest.jpg', await makeJpeg(300, 300), { altText: 'Crest' });
    const campus = await upload('campus.jpg', await makeJpeg(800, 500), { altText: 'Campus' });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: await ctx.authHeader(),
      payload: {
        logo: { src: logo.url, width: 300, height: 300 },
        pictures: {
          campus: { src: campus.url, width: 800, height: 500, alt: 'Campus', altHi: 'परिसर' },
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const uses = (await list()).items.find((item) => item.id === campus.id)!.uses;
    expect(uses).toEqual([
      {
        kind: 'settings',
        label: 'Settings › Pictures › Campus',
        adminHref: '/admin/settings',
        publicHref: '/',
        holdsFile: true,
      },
    ]);
    for (const file of [logo, campus]) {
      const refused = await deleteFile(file.id, { confirm: true });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json<MediaInUse>().blocked).toBe(true);
    }
  });
});
