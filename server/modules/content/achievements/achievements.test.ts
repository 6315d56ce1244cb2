import { describe, expect, it } from 'vitest';
import type { Achievement } from '#contracts/content/achievements.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { makeJpeg } from '#server/test/fixtures/upload-files.ts';

// Achievements as a content kind of the registry (docs/decisions/0031): written through the one
// item resource, so they get pages, the trash, the feed, the sitemap, search and media uses.

const ctx = await buildTestApp();
const api = contentApi(ctx);

const fields = {
  title: 'Gold at the state chess championship',
  titleHi: 'राज्य शतरंज प्रतियोगिता में स्वर्ण',
  names: 'Rohan Deshmukh, Class IX',
  namesHi: 'रोहन देशमुख, कक्षा 9',
  category: 'academic',
  level: 'state',
  date: '2026-11-10',
  description: 'Seven wins in seven rounds.',
};

async function add(extra: Record<string, string> = {}, picture = false) {
  const response = await api.sendForm(
    'POST',
    '/api/achievements',
    { ...fields, ...extra },
    picture ? { field: 'image', name: 'chess.jpg', bytes: await makeJpeg(1200, 800) } : undefined,
  );
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().message).toBe('Achievement added.');
  return response.json<{ data: Achievement }>().data;
}

describe('achievements', () => {
  it('refuses a visitor, and a bad category or level with words a clerk understands', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/achievements',
      payload: fields,
    });
    expect(anonymous.statusCode).toBe(401);

    const bad = await api.sendForm('POST', '/api/achievements', {
      ...fields,
      category: 'chess',
      level: 'galactic',
      names: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose a category.');
    expect(bad.body).toContain('Choose a level.');
    expect(bad.body).toContain('Pupils or team is required.');
  });

  it('saves every field, lists newest first and gives each its page in both languages', async () => {
    const older = await add({ title: 'Under-12 quiz runners-up', date: '2025-08-02' });
    const newer = await add({}, true);
    expect(newer).toMatchObject({
      ...fields,
      descriptionHi: null,
      slug: 'gold-at-the-state-chess-championship',
    });
    expect(newer.picture?.srcset).toContain('w');

    const list = (await api.get('/api/achievements')).json<Achievement[]>();
    expect(list.map((item) => item.id).slice(0, 2)).toEqual([newer.id, older.id]);

    for (const prefix of ['', '/hi']) {
      const page = await api.get(`${prefix}/achievements/${newer.slug}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(prefix ? 'रोहन देशमुख' : 'Rohan Deshmukh');
    }
  });

  it('drops the picture on request and shows the drawn card instead', async () => {
    const saved = await add({ title: 'Best delegate at the model UN' }, true);
    const updated = await api.sendForm('PUT', `/api/achievements/${saved.id}`, {
      ...fields,
      title: 'Best delegate at the model UN',
      removeFile: 'true',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.picture).toBeNull();
    const page = await api.get(`/achievements/${saved.slug}`);
    expect(page.body).toMatch(/og:image" content="[^"]*\/share-cards\//);
  });

  it('is in the news feed, the sitemap and site search', async () => {
    const saved = await add({
      title: 'Kabaddi team wins the district cup',
      names: 'Girls’ kabaddi team',
      category: 'sports',
      level: 'district',
    });
    const feed = (await api.get('/feed.xml')).body;
    expect(feed).toContain(`/achievements/${saved.slug}`);
    expect(feed).toContain('<category>Achievement</category>');
    expect((await api.get('/sitemap.xml')).body).toContain(`/achievements/${saved.slug}`);

    const found = await api.get(`/api/search?q=${encodeURIComponent('kabaddi')}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.body).toContain(`/achievements/${saved.slug}`);
  });

  it('goes to the trash with its picture and comes back at its address', async () => {
    const saved = await add({ title: 'Inter-house debate shield' }, true);
    const removed = await api.sendJson('DELETE', `/api/achievements/${saved.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await api.get(`/achievements/${saved.slug}`)).statusCode).toBe(404);

    const trash = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/trash',
      headers: await ctx.authHeader(),
    });
    const entry = trash
      .json<Array<{ id: string; kind: string; title: string }>>()
      .find((each) => each.title === 'Inter-house debate shield');
    expect(entry?.kind).toBe('achievements');

    const restored = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/trash/${entry!.id}/restore`,
      headers: await ctx.authHeader(),
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const page = await api.get(`/achievements/${saved.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/uploads/');
  });

  it('names its picture’s use in the media library', async () => {
    const saved = await add({ title: 'Art exhibition at the state museum' }, true);
    const media = await ctx.app.inject({
      method: 'GET',
      url: '/api/media',
      headers: await ctx.authHeader(),
    });
    expect(media.body).toContain(`Achievement \\"${saved.title}\\"`);
  });
});
