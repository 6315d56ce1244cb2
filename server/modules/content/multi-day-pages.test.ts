import { describe, expect, it } from 'vitest';
import type { Event } from '#contracts/content/events.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { addDays, todayInKolkata } from '#server/lib/school-dates.ts';

const ctx = await buildTestApp();
const api = contentApi(ctx);

/** A page's text as a reader sees it: no tags, no React's text separators. */
async function textOf(url: string): Promise<string> {
  const response = await api.get(url);
  expect(response.statusCode, url).toBe(200);
  return response.body
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

async function create(url: string, body: object): Promise<Event> {
  const created = await api.sendJson('POST', url, body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ data: Event }>().data;
}

const winterBreak = {
  title: 'Winter break',
  titleHi: 'शीतकालीन अवकाश',
  date: '2026-12-23',
  endDate: '2026-12-31',
};

describe('the public pages of an entry over several days', () => {
  it('show a holiday on each day it spans, with its first and last day', async () => {
    await create('/api/leaves/apply', winterBreak);
    for (const page of ['/school-calendar', '/']) {
      const text = await textOf(`${page}?date=2026-12-27`);
      expect(text, page).toContain('Winter break');
      expect(text, page).toContain('23 December 2026 – 31 December 2026');
    }
    for (const page of ['/hi/school-calendar', '/hi']) {
      const text = await textOf(`${page}?date=2026-12-31`);
      expect(text, page).toContain('शीतकालीन अवकाश');
      expect(text, page).toContain('23 दिसंबर 2026 – 31 दिसंबर 2026');
    }
    expect(await textOf('/school-calendar?date=2027-01-01')).not.toContain('Winter break');

    // The month marks every day of the break as a holiday, and no day after it.
    const month = (await api.get('/school-calendar?month=2026-12')).body;
    const marked = [
      ...month.matchAll(/data-date="(\d{4}-\d\d-\d\d)"[^>]*aria-label="[^"]*, holiday"/g),
    ];
    expect(marked.map(([, date]) => date)).toEqual(
      Array.from({ length: 9 }, (_, index) => `2026-12-${23 + index}`),
    );
  });

  it('show an event over several days with its range on its page and in the list', async () => {
    const event = await create('/api/events', {
      title: 'Sports week',
      date: '2027-02-08',
      endDate: '2027-02-10',
    });
    const range = '8 February 2027 – 10 February 2027';
    expect(await textOf(`/events/${event.slug}`)).toContain(range);
    expect(await textOf('/news-events?show=events')).toContain(range);
    expect(await textOf(`/hi/events/${event.slug}`)).toContain('8 फ़रवरी 2027 – 10 फ़रवरी 2027');
    expect(await textOf('/school-calendar?date=2027-02-09')).toContain('Sports week');
  });

  it('keep an event that began before today with the upcoming ones until its last day', async () => {
    const today = todayInKolkata();
    await create('/api/events', {
      title: 'Book week',
      date: addDays(today, -2),
      endDate: addDays(today, 2),
    });
    await create('/api/events', { title: 'Old fair', date: addDays(today, -3) });
    const html = (await api.get('/news-events?show=events')).body;
    const past = html.indexOf('Past events (');
    expect(past).toBeGreaterThan(0);
    expect(html.indexOf('Book week')).toBeGreaterThan(0);
    expect(html.indexOf('Book week')).toBeLessThan(past);
    expect(html.indexOf('Old fair')).toBeGreaterThan(past);
  });

  it("give an ongoing event its first and last day in a page's upcoming events", async () => {
    const today = todayInKolkata();
    const [first, last] = [addDays(today, -1), addDays(today, 1)];
    await create('/api/events', { title: 'Science fair days', date: first, endDate: last });
    // The badge's format (upcoming-events-block.tsx): its first day alone would read as past.
    const day = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const shown = (date: string) => day.format(new Date(`${date}T00:00:00Z`));
    const text = await textOf('/academics-primary');
    expect(text).toContain('Science fair days');
    expect(text).toContain(`${shown(first)} – ${shown(last)}`);
  });
});
