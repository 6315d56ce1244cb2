import { describe, expect, it } from 'vitest';
import { createResponseCache } from '#server/cache/response-cache.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { makeJpeg } from '#server/test/fixtures/upload-files.ts';

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
  it('is served as it was to readers while pages render, and new to the staff who saved', async () => {
    for (const url of ['/hi/news-events', '/news-events'])
      expect((await api.get(url)).body).not.toContain('Sports day moved');
    const notice = await api.sendForm('POST', '/api/notices/add', {
      title: 'Sports day moved',
      date: '2026-12-03',
    });
    expect(notice.statusCode, notice.body).toBe(201);
    const cookie = notice.headers['set-cookie'];
    expect(cookie).toMatch(/^fresh-pages=1; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax$/);
    // The Hindi list's render runs first, so the server is busy: the parent whose request starts
    // the English list's render does not wait for it, the clerk who saved does.
    const [hindi, parent, clerk] = await Promise.all([
      api.get('/hi/news-events'),
      api.get('/news-events'),
      api.get('/news-events', { cookie: 'fresh-pages=1' }),
    ]);
    expect(hindi.body).toContain('Sports day moved');
    expect(parent.body).not.toContain('Sports day moved');
    expect(clerk.body).toContain('Sports day moved');
    expect((await api.get('/news-events')).body).toContain('Sports day moved');
    // Reads set no cookie, nor does a refused write.
    expect((await api.get('/api/admin/news')).headers['set-cookie']).toBeUndefined();
    const refused = await api.sendForm('POST', '/api/notices/add', { title: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });
});

describe('an item page after a write of its kind', () => {
  const addEvent = async (title: string, date: string) => {
    const created = await api.sendJson('POST', '/api/events', { title, date });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().data as { id: string; slug: string };
  };

  it('leaves cached the API answers that list other things', async () => {
    cache.invalidate();
    for (const url of ['/api/posts', '/api/events', '/api/details/2027-02-14'])
      expect((await api.get(url)).statusCode, url).toBe(200);
    expect(cache.size().entries).toBe(3);
    await addEvent('Sports day', '2027-02-14');
    // The gallery's list stays; the events and the calendar's day are read again.
    expect(cache.size().entries).toBe(1);
    expect((await api.get('/api/events')).body).toContain('Sports day');
    expect((await api.get('/api/details/2027-02-14')).body).toContain('Sports day');
  });

  it('is rendered again only when the write changed the item or its neighbours', async () => {
    // Newest first: the spring fair's page links the older book fair and the newer science fair.
    const bookFair = await addEvent('Book fair', '2027-01-10');
    const springFair = await addEvent('Spring fair', '2027-01-20');
    const scienceFair = await addEvent('Science fair', '2027-01-30');
    cache.invalidate();
    const eventPages = async () => {
      const pages = [];
      for (const event of [bookFair, springFair, scienceFair])
        pages.push(await page(`/events/${event.slug}`));
      return pages;
    };
    await eventPages();
    expect(cache.size().entries).toBe(3);

    // A new event between the spring fair and the science fair: both their pages link it now;
    // the book fair's page shows nothing of it and stays cached.
    const artShow = await addEvent('Art show', '2027-01-25');
    expect(cache.size().entries).toBe(1);
    const [bookFairPage, springFairPage, scienceFairPage] = await eventPages();
    expect(bookFairPage).not.toContain('Art show');
    expect(springFairPage).toContain(`/events/${artShow.slug}`);
    expect(scienceFairPage).toContain(`/events/${artShow.slug}`);

    // A new title shows on the item's page and in its newer neighbour's link; the science fair's
    // page shows nothing of it.
    const renamed = await api.sendJson('PUT', `/api/events/${bookFair.id}`, {
      title: 'Book fair and author visit',
      date: '2027-01-10',
      slug: bookFair.slug,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(cache.size().entries).toBe(1);
    expect(await page(`/events/${bookFair.slug}`)).toContain('Book fair and author visit');
    expect(await page(`/events/${springFair.slug}`)).toContain('Book fair and author visit');

    // Deleted: its neighbours link each other again.
    const deleted = await api.sendJson('DELETE', `/api/events/${artShow.id}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    await eventPages();
    expect(await page(`/events/${scienceFair.slug}`)).toContain(`/events/${springFair.slug}`);
    expect(await page(`/events/${scienceFair.slug}`)).not.toContain('Art show');
  });
});

describe('the pages of the days a holiday over several days covers', () => {
  const days = ['2027-03-20', '2027-03-21', '2027-03-22', '2027-03-23', '2027-03-24'];
  const dayPages = days.flatMap((day) => [
    `/school-calendar?date=${day}`,
    `/hi/school-calendar?date=${day}`,
    `/api/details/${day}`,
    `/details/${day}`,
  ]);

  it('are all read again after a write of it, the first day and every other', async () => {
    cache.invalidate();
    await page('/gallery');
    for (const url of dayPages) expect(await page(url), url).not.toContain('Spring break');
    expect(cache.size().entries).toBeGreaterThan(days.length);

    const created = await api.sendJson('POST', '/api/leaves/apply', {
      title: 'Spring break',
      date: days[0],
      endDate: days.at(-1),
    });
    expect(created.statusCode, created.body).toBe(201);
    // Only the gallery, which shows no holiday, stays cached.
    expect(cache.size().entries).toBe(1);
    for (const url of dayPages) expect(await page(url), url).toContain('Spring break');

    // Shortened by two days: the two days it left show it no more.
    const shortened = await api.sendJson('PUT', `/api/leaves/${created.json().data.id}`, {
      title: 'Spring break',
      date: days[0],
      endDate: days[2],
    });
    expect(shortened.statusCode, shortened.body).toBe(200);
    for (const url of dayPages) {
      const shown = url.includes('03-23') || url.includes('03-24') ? 'not' : 'still';
      if (shown === 'not') expect(await page(url), url).not.toContain('Spring break');
      else expect(await page(url), url).toContain('Spring break');
    }
  });
});
