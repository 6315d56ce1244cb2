import { describe, expect, it } from 'vitest';
import { createResponseCache } from '../modules/cache/response-cache.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { contentApi } from '../test/content-api.ts';
import { makeJpeg } from '../test/fixtures/upload-files.ts';

const cache = createResponseCache();
const ctx = await buildTestApp({ cache });
const api = contentApi(ctx);

async function page(url: string): Promise<string> {
  const response = await api.get(url);
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe('a cached page after a write', () => {
  it('is rendered again when the write changed something it shows, and kept otherwise', async () => {
    await page('/news');
    await page('/gallery');
    expect(await page('/school-calendar?date=2026-12-12')).not.toContain('Winter carnival');
    expect(cache.size().entries).toBe(3);

    const event = await api.sendJson('POST', '/api/events', {
      title: 'Winter carnival',
      date: '2026-12-12',
    });
    expect(event.statusCode, event.body).toBe(201);
    // The calendar read the events; the news and the gallery did not.
    expect(cache.size().entries).toBe(2);
    expect(await page('/school-calendar?date=2026-12-12')).toContain('Winter carnival');

    const news = await api.sendForm(
      'POST',
      '/api/latestnews',
      {
        title: 'Carnival stalls allotted',
        description: 'Each house runs two.',
        date: '2026-12-01',
      },
      { field: 'image', name: 'stalls.jpg', bytes: await makeJpeg(800, 500) },
    );
    expect(news.statusCode, news.body).toBe(201);
    expect(cache.size().entries).toBe(2);
    expect(await page('/news')).toContain('Carnival stalls allotted');

    // Every page shows the menus.
    const menus = await ctx.app.inject({
      method: 'GET',
      url: '/api/menus',
      headers: await ctx.authHeader(),
    });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/menus',
      payload: menus.json(),
      headers: await ctx.authHeader(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(cache.size().entries).toBe(0);
  });

  it('waits for the new render on a reload, and the render replaces the page for everyone', async () => {
    await page('/news-events');
    const notice = await api.sendForm('POST', '/api/notices/add', {
      title: 'Class X results declared',
      date: '2026-12-02',
    });
    expect(notice.statusCode, notice.body).toBe(201);
    // Readers who ask while the one render runs may get the page as it was (single-render.ts);
    // a reload will not take it.
    const answers = await Promise.all([
      api.get('/news-events'),
      api.get('/news-events'),
      api.get('/news-events', { 'cache-control': 'max-age=0' }),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(answers[2]!.body).toContain('Class X results declared');
    expect(await page('/news-events')).toContain('Class X results declared');
  });
});
