import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { multipartFromParts, type MultipartPart } from '#server/test/fixtures/multipart.ts';
import { makeJpeg, makePdf, makePng } from '#server/test/fixtures/upload-files.ts';

const ctx = await buildTestApp();
const api = contentApi(ctx);

type Photo = { id: string; alt: string; url: string; thumbnail: string };
type Album = { id: string; slug: string; images: Photo[]; coverId: string | null; image: unknown };

const photo = (fileName: string, bytes: Buffer, name = 'images'): MultipartPart => ({
  name,
  value: bytes,
  fileName,
});

async function send(method: 'POST' | 'PUT', url: string, parts: MultipartPart[]) {
  const body = multipartFromParts(parts);
  return ctx.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(await ctx.authHeader()) },
  });
}

/** What a save could leave behind: posts, photos, file rows and stored files. */
async function snapshot() {
  const { posts, postPhotos, files } = ctx.db.tables;
  const { existsSync, readdirSync } = await import('node:fs');
  const folder = `${ctx.dataDir}/uploads`;
  return {
    posts: await ctx.db.read.$count(posts),
    photos: await ctx.db.read.$count(postPhotos),
    files: await ctx.db.read.$count(files),
    stored: existsSync(folder) ? readdirSync(folder).length : 0,
  };
}

async function annualDay() {
  const created = await send('POST', '/api/posts', [
    { name: 'title', value: 'Annual Day 2026' },
    {
      name: 'photos',
      value: JSON.stringify([
        { upload: 0, alt: 'Welcome dance' },
        { upload: 1, alt: 'Prize giving', cover: true },
        { upload: 2, alt: 'Chief guest' },
      ]),
    },
    photo('welcome-dance.jpg', await makeJpeg()),
    photo('prize-giving.png', await makePng()),
    photo('chief-guest.jpg', await makeJpeg(800, 600)),
  ]);
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as Album;
}

describe('gallery albums', () => {
  it('takes several photos at once, in order, each with its alt text and a chosen cover', async () => {
    const album = await annualDay();
    expect(album.images.map((image) => image.alt)).toEqual([
      'Welcome dance',
      'Prize giving',
      'Chief guest',
    ]);
    expect(album.coverId).toBe(album.images[1]!.id);
    expect(album.image).toMatchObject({ url: album.images[1]!.url });
    for (const image of album.images) expect(image.thumbnail).toMatch(/^\/uploads\/.+\.webp/);
    const listed = (await api.get('/api/posts')).json().data as Album[];
    expect(listed.find((post) => post.id === album.id)?.images).toHaveLength(3);
    // Every photo is a use of its file in the media library.
    const media = (await api.get('/api/media?kind=image', await ctx.authHeader())).json();
    const uses = (name: string) =>
      (media.items as Array<{ name: string; uses: Array<{ label: string }> }>)
        .filter((item) => item.name.startsWith(name))
        .flatMap((item) => item.uses.map((use) => use.label));
    for (const name of ['welcome-dance', 'prize-giving', 'chief-guest'])
      expect(uses(name)).toEqual(['Gallery post "Annual Day 2026"']);
  });

  it('refuses a save with one bad file, naming it, and keeps nothing of it', async () => {
    const before = await snapshot();
    const refused = await send('POST', '/api/posts', [
      { name: 'title', value: 'Sports Day' },
      photo('race.jpg', await makeJpeg()),
      photo('timetable.pdf', await makePdf()),
    ]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toMatch(/^timetable\.pdf: This file type is not accepted/);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a list naming a photo that was not sent, storing nothing', async () => {
    const before = await snapshot();
    const refused = await send('POST', '/api/posts', [
      { name: 'title', value: 'Sports Day' },
      { name: 'photos', value: JSON.stringify([{ upload: 0 }, { upload: 1 }]) },
      photo('race.jpg', await makeJpeg()),
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ field: 'photos' })]);
    expect(await snapshot()).toEqual(before);
  });

  it('adds, removes and reorders photos, edits alt text and moves the cover', async () => {
    const album = await annualDay();
    const [dance, prizes, guest] = album.images as [Photo, Photo, Photo];
    const before = await snapshot();
    const updated = await send('PUT', `/api/posts/${album.id}`, [
      { name: 'title', value: 'Annual Day 2026' },
      {
        name: 'photos',
        value: JSON.stringify([
          { id: guest.id, alt: 'Our chief guest, Dr Rao', cover: true },
          { upload: 0, alt: 'Group photo' },
          { id: dance.id },
        ]),
      },
      photo('group-photo.jpg', await makeJpeg()),
    ]);
    expect(updated.statusCode, updated.body).toBe(200);
    const saved = updated.json().data as Album;
    expect(saved.images.map((image) => image.alt)).toEqual([
      'Our chief guest, Dr Rao',
      'Group photo',
      'Welcome dance',
    ]);
    expect(saved.images[0]!.id).toBe(guest.id);
    expect(saved.coverId).toBe(guest.id);
    expect(saved.images.some((image) => image.id === prizes.id)).toBe(false);
    // One file in (the group photo), one out (the prizes): as many files as before.
    expect(await snapshot()).toEqual(before);

    // The removed cover's place goes to the first photo.
    const fewer = await send('PUT', `/api/posts/${album.id}`, [
      { name: 'title', value: 'Annual Day 2026' },
      { name: 'photos', value: JSON.stringify([{ id: dance.id }, { id: saved.images[1]!.id }]) },
    ]);
    expect(fewer.json().data).toMatchObject({ coverId: dance.id });

    // A photo of another album cannot be taken into this one.
    const other = await annualDay();
    const stolen = await send('PUT', `/api/posts/${album.id}`, [
      { name: 'title', value: 'Annual Day 2026' },
      { name: 'photos', value: JSON.stringify([{ id: other.images[0]!.id }]) },
    ]);
    expect(stolen.statusCode).toBe(400);
  });

  it("keeps the original client's one picture: `image` on create, replaced on update", async () => {
    const created = await send('POST', '/api/posts', [
      { name: 'title', value: 'Science Exhibition' },
      photo('science.jpg', await makeJpeg(), 'image'),
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json().data as Album;
    expect(post.images).toHaveLength(1);
    expect(post.coverId).toBe(post.images[0]!.id);
    const replaced = await send('PUT', `/api/posts/${post.id}`, [
      { name: 'title', value: 'Science Exhibition' },
      photo('models.png', await makePng(), 'image'),
    ]);
    const after = replaced.json().data as Album;
    expect(after.images).toHaveLength(1);
    expect(after.images[0]!.id).not.toBe(post.images[0]!.id);
    // New photos in `images` without a list are added after the current ones.
    const added = await send('PUT', `/api/posts/${post.id}`, [
      { name: 'title', value: 'Science Exhibition' },
      photo('more.jpg', await makeJpeg()),
    ]);
    expect((added.json().data as Album).images).toHaveLength(2);
  });

  it('moves an album to the trash with every photo and brings it back whole', async () => {
    const album = await annualDay();
    expect((await api.sendJson('DELETE', `/api/posts/${album.id}`)).statusCode).toBe(200);
    const trash = (await api.get('/api/admin/trash', await ctx.authHeader())).json();
    const entry = (trash as Array<{ id: string; title: string }>).find(
      (item) => item.title === 'Annual Day 2026',
    );
    expect(entry).toBeDefined();
    const restored = await api.sendJson('POST', `/api/admin/trash/${entry!.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    const listed = (await api.get('/api/posts')).json().data as Album[];
    expect(listed.find((post) => post.id === album.id)?.images.map((image) => image.id)).toEqual(
      album.images.map((image) => image.id),
    );
  });
});
