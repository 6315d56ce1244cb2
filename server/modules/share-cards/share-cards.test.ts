import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ItemKind } from '#contracts/content/item-paths.ts';
import { shareCardPath, type SharePreviewSource } from '#contracts/content/share-cards.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { makeJpeg } from '#server/test/fixtures/upload-files.ts';
import { renderShareCard } from './share-card-image.ts';

let renders = 0;
const ctx = await buildTestApp({
  renderShareCard: (card, look) => {
    renders += 1;
    return renderShareCard(card, look);
  },
});
const api = contentApi(ctx);
const cardFolder = path.join(ctx.dataDir, 'share-cards');

/** The stored cards of one item: their names start with its id. */
const storedCards = (id: string) =>
  readdirSync(cardFolder).filter((name) => name.startsWith(`${id}-`));

/** An item's card address, with the school as its settings are now. */
async function cardPath(kind: ItemKind, slug: string, source: SharePreviewSource) {
  return shareCardPath(kind, slug, source, (await api.get('/api/settings')).json());
}

/** og:image of a page, as the site's absolute address less the origin. */
async function ogImage(pagePath: string): Promise<string | undefined> {
  const page = await api.get(pagePath);
  expect(page.statusCode).toBe(200);
  const content = /<meta property="og:image" content="http:\/\/school\.test([^"]+)"\/>/.exec(
    page.body,
  )?.[1];
  return content;
}

async function publishNotice(title: string) {
  const created = await api.sendForm('POST', '/api/notices/add', {
    title,
    description: 'Fees for the third quarter are due.',
    date: '2026-10-01',
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ data: { id: string; slug: string } }>().data;
}

describe('share cards', () => {
  it('are stored when a notice without a picture is published, and its page names the card', async () => {
    const rendersBefore = renders;
    const notice = await publishNotice('Fee notice for the third quarter');

    // Stored before anyone asked for it.
    expect(renders - rendersBefore).toBe(1);
    const [stored] = storedCards(notice.id);
    expect(stored).toBeDefined();
    const { width, height, format } = await sharp(path.join(cardFolder, stored!)).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });

    const cardUrl = await cardPath('notices', notice.slug, {
      title: 'Fee notice for the third quarter',
    });
    expect(cardUrl).toMatch(new RegExp(`^/share-cards/notices/${notice.slug}-[0-9a-f]{8}\\.png$`));
    expect(await ogImage(`/notices/${notice.slug}`)).toBe(cardUrl);
    const card = await api.get(cardUrl);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(card.rawPayload.equals(readFileSync(path.join(cardFolder, stored!)))).toBe(true);
    expect(renders - rendersBefore).toBe(1);
  });

  it('get a new address when the title changes; the old one answers 404 and its file is gone', async () => {
    const notice = await publishNotice('Sports Day');
    const oldUrl = await cardPath('notices', notice.slug, { title: 'Sports Day' });
    const oldCard = await api.get(oldUrl);
    expect(oldCard.statusCode).toBe(200);
    const [oldFile] = storedCards(notice.id);

    const updated = await api.sendForm('PUT', `/api/notices/${notice.id}`, {
      title: 'Sports Day moved to Friday',
      description: 'Same place.',
      date: '2026-10-02',
    });
    expect(updated.statusCode).toBe(200);
    const newUrl = await cardPath('notices', notice.slug, { title: 'Sports Day moved to Friday' });
    expect(newUrl).not.toBe(oldUrl);
    expect(await ogImage(`/notices/${notice.slug}`)).toBe(newUrl);
    expect((await api.get(oldUrl)).statusCode).toBe(404);
    const newCard = await api.get(newUrl);
    expect(newCard.statusCode).toBe(200);
    // The new title is drawn.
    expect(newCard.rawPayload.equals(oldCard.rawPayload)).toBe(false);
    const files = storedCards(notice.id);
    expect(files).toHaveLength(1);
    expect(files).not.toContain(oldFile);

    // Deleting the item removes its card, as it removes its uploads.
    expect((await api.sendJson('DELETE', `/api/notices/${notice.id}`)).statusCode).toBe(200);
    expect(storedCards(notice.id)).toEqual([]);
    expect((await api.get(newUrl)).statusCode).toBe(404);
  });

  it('a missing stored card is made once by the route, even for concurrent requests', async () => {
    const created = await api.sendJson('POST', '/api/events', {
      title: 'Annual Day: a celebration of our students’ talents, music, dance and drama',
      description: 'In the school hall.',
      date: '2027-02-10',
    });
    const event = created.json<{ data: { id: string; slug: string; title: string } }>().data;
    const cardUrl = await cardPath('events', event.slug, { title: event.title });
    // As for an item published before cards were stored, or a store that lost the file.
    for (const name of storedCards(event.id)) rmSync(path.join(cardFolder, name));

    const rendersBefore = renders;
    const answers = await Promise.all([api.get(cardUrl), api.get(cardUrl), api.get(cardUrl)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(renders - rendersBefore).toBe(1);
    const [stored] = storedCards(event.id);
    const madeAt = statSync(path.join(cardFolder, stored!)).mtimeMs;

    const again = await api.get(cardUrl);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    expect(renders - rendersBefore).toBe(1);
    expect(statSync(path.join(cardFolder, stored!)).mtimeMs).toBe(madeAt);
    const { width, height } = await sharp(again.rawPayload).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
  });

  it('are not drawn for an item with its own picture: its preview is that picture as a JPEG', async () => {
    const rendersBefore = renders;
    const created = await api.sendForm(
      'POST',
      '/api/posts',
      { title: 'Science Exhibition', content: 'Models by class 8' },
      { field: 'image', name: 'science.jpg', bytes: await makeJpeg() },
    );
    const post = created.json<{ data: { id: string; slug: string } }>().data;
    expect(renders).toBe(rendersBefore);
    expect(storedCards(post.id)).toEqual([]);
    const pictureUrl = await ogImage(`/gallery/${post.slug}`);
    expect(pictureUrl).toMatch(new RegExp(`^/share-cards/gallery/${post.slug}-[0-9a-f]{8}\\.jpg$`));
    const picture = await api.get(pictureUrl!);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    const { width, height, format } = await sharp(picture.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    const cardUrl = await cardPath('gallery', post.slug, { title: 'Science Exhibition' });
    expect((await api.get(cardUrl)).statusCode).toBe(404);
    expect(renders).toBe(rendersBefore);

    // Its picture removed, the post gets a card.
    const removed = await api.sendForm('PUT', `/api/posts/${post.id}`, {
      title: 'Science Exhibition',
      content: 'Models by class 8',
      removeImage: 'true',
    });
    expect(removed.statusCode).toBe(200);
    expect(storedCards(post.id).filter((name) => name.endsWith('.png'))).toHaveLength(1);
    expect(await ogImage(`/gallery/${post.slug}`)).toBe(cardUrl);
    expect((await api.get(pictureUrl!)).statusCode).toBe(404);
  });

  it('get new addresses when the school’s name or colours change in Settings; the old ones answer 404', async () => {
    const notice = await publishNotice('Parent-teacher meeting');
    const page = `/notices/${notice.slug}`;
    const oldUrl = (await ogImage(page))!;
    expect(oldUrl).toBe(
      await cardPath('notices', notice.slug, { title: 'Parent-teacher meeting' }),
    );
    const oldCard = await api.get(oldUrl);
    expect(oldCard.statusCode).toBe(200);

    const saved = await api.sendJson('PUT', '/api/admin/settings', {
      name: 'Kestrel Ridge Academy',
      colours: { primary: '#7a1f1f', primaryDark: '#4a1010' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const rendersBefore = renders;
    const newUrl = (await ogImage(page))!;
    expect(newUrl).not.toBe(oldUrl);
    expect(newUrl).toMatch(new RegExp(`^/share-cards/notices/${notice.slug}-[0-9a-f]{8}\\.png$`));
    const newCard = await api.get(newUrl);
    expect(newCard.statusCode).toBe(200);
    expect(newCard.headers['content-type']).toBe('image/png');
    expect(newCard.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Drawn for the new look when first asked for: the school's new dark colour in the corner.
    expect(renders - rendersBefore).toBe(1);
    const { data } = await sharp(newCard.rawPayload)
      .extract({ left: 20, top: 20, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const wanted = [0x4a, 0x10, 0x10];
    expect([...data].every((value, index) => Math.abs(value - wanted[index]!) <= 12)).toBe(true);
    expect((await api.get(oldUrl)).statusCode).toBe(404);
  });

  it('answer 404 for a wrong hash, an unknown item and names that are not cards', async () => {
    const notice = await publishNotice('Holiday homework');
    const rendersBefore = renders;
    for (const url of [
      `/share-cards/notices/${notice.slug}-00000000.png`,
      `/share-cards/notices/${notice.slug}.png`,
      await cardPath('notices', 'no-such-notice', { title: 'Holiday homework' }),
      await cardPath('events', notice.slug, { title: 'Holiday homework' }),
      '/share-cards/events/..%2f..%2fschool.db',
      '/share-cards/teachers/x.png',
    ]) {
      const response = await api.get(url);
      expect([400, 404], url).toContain(response.statusCode);
    }
    expect(renders).toBe(rendersBefore);
  });
});
