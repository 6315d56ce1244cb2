import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { makeJpeg, makePdf } from '#server/test/fixtures/upload-files.ts';

const ctx = await buildTestApp();
const api = contentApi(ctx);
const publicUrl = 'http://school.test';

/** Long enough to be folded, with a multi-byte character near the fold so splits are checked. */
const longTitle = `Annual Day, Prize Distribution; and Cultural Evening at the Main Auditorium – all welcome`;

function unfold(ics: string): string {
  return ics.replace(/\r\n[ \t]/g, '');
}

/** A small well-formedness check: every tag opened is closed in order, no stray ampersand. */
function assertWellFormedXml(xml: string): void {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  expect(body).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  const open: string[] = [];
  for (const [tag, closing, name, selfClosing] of body.matchAll(
    /<(\/?)([A-Za-z][\w:.-]*)(?:\s+[\w:.-]+="[^"<]*")*\s*(\/?)>/g,
  )) {
    if (selfClosing) continue;
    if (closing) expect(open.pop(), tag).toBe(name);
    else open.push(name!);
  }
  expect(open).toEqual([]);
  expect(body.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);
}

function rssItems(xml: string) {
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => ({
    title: /<title>(.*?)<\/title>/.exec(item!)?.[1],
    link: /<link>(.*?)<\/link>/.exec(item!)?.[1],
    category: /<category>(.*?)<\/category>/.exec(item!)?.[1],
    enclosure: /<enclosure url="([^"]*)" length="(\d+)" type="([^"]*)"\/>/.exec(item!)?.slice(1),
  }));
}

describe('calendar feed', () => {
  it('lists events and holidays as escaped, folded all-day events', async () => {
    expect(
      (
        await api.sendJson('POST', '/api/events', {
          title: longTitle,
          description: 'Gates open at 5 pm.\nBring your pass; seats are limited, come early.',
          date: '2025-12-31',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await api.sendJson('POST', '/api/leaves/apply', {
          title: 'Republic Day',
          description: '',
          date: '2026-01-26',
        })
      ).statusCode,
    ).toBe(201);

    const response = await api.get('/calendar.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = response.body;
    expect(ics.endsWith('\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(
      'SUMMARY:Annual Day\\, Prize Distribution\\; and Cultural Evening at the Main Auditorium – all welcome',
    );
    expect(unfold(ics)).toContain(
      'DESCRIPTION:Gates open at 5 pm.\\nBring your pass\\; seats are limited\\, come early.',
    );

    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Kolkata');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toMatch(/calendar$/);
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const byTitle = new Map(events.map((event) => [event.summary, event]));

    const annualDay = byTitle.get(longTitle)!;
    expect(annualDay.startDate.isDate).toBe(true);
    expect(annualDay.startDate.toString()).toBe('2025-12-31');
    expect(annualDay.endDate.toString()).toBe('2026-01-01');
    expect(annualDay.description).toBe(
      'Gates open at 5 pm.\nBring your pass; seats are limited, come early.',
    );
    expect(annualDay.component.getFirstPropertyValue('categories')).toBe('Event');
    expect(annualDay.component.getFirstPropertyValue('url')).toMatch(
      /^http:\/\/school\.test\/events\/annual-day-prize-distribution/,
    );

    const republicDay = byTitle.get('Republic Day')!;
    expect(republicDay.startDate.toString()).toBe('2026-01-26');
    expect(republicDay.endDate.toString()).toBe('2026-01-27');
    expect(republicDay.component.getFirstPropertyValue('categories')).toBe('Holiday');
    expect(republicDay.component.getFirstPropertyValue('url')).toBe(
      'http://school.test/school-calendar?date=2026-01-26',
    );
    expect(republicDay.component.getFirstPropertyValue('dtstamp')).toBeTruthy();

    const uids = events.map((event) => event.uid);
    expect(new Set(uids).size).toBe(2);
    expect(uids.every((uid) => uid.endsWith('@school.test'))).toBe(true);
    expect((await api.get('/calendar.ics')).body).toBe(ics);
  });
});

describe('news feed', () => {
  it('lists news, notices and events newest first with absolute links', async () => {
    const news = await api.sendForm(
      'POST',
      '/api/latestnews',
      { title: 'Science fair <winners> & guests', date: '2026-02-10' },
      { field: 'image', name: 'fair.jpg', bytes: await makeJpeg() },
    );
    expect(news.statusCode).toBe(201);
    const notice = await api.sendForm(
      'POST',
      '/api/notices/add',
      { title: 'Fee notice', description: 'Q4 fees "due"', date: '2026-03-01' },
      { field: 'file', name: 'fees.pdf', bytes: makePdf() },
    );
    expect(notice.statusCode).toBe(201);
    const { fileUrl, fileSize } = notice.json().data;

    const response = await api.get('/feed.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = response.body;
    assertWellFormedXml(xml);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`<link>${publicUrl}/news-events</link>`);
    expect(xml).toContain('Q4 fees &quot;due&quot;');

    const items = rssItems(xml);
    expect(items.map((item) => [item.title, item.category])).toEqual([
      ['Fee notice', 'Notice'],
      ['Science fair &lt;winners&gt; &amp; guests', 'News'],
      // Made by the calendar test of this file.
      [expect.stringContaining('Annual Day'), 'Event'],
    ]);
    expect(items.every((item) => item.link?.startsWith(`${publicUrl}/`))).toBe(true);
    // Each item links to its own page; a notice's attachment travels as the enclosure.
    expect(items[0]!.link).toBe(`${publicUrl}/notices/fee-notice`);
    expect(items[0]!.enclosure).toEqual([
      `${publicUrl}${fileUrl}`,
      String(fileSize),
      'application/pdf',
    ]);
    expect(items[1]!.link).toBe(`${publicUrl}/news/science-fair-winners-guests`);
    expect(items[2]!.link).toMatch(new RegExp(`^${publicUrl}/events/annual-day`));
  });

  it('dates every item by its publication, newest first, and names its last build', async () => {
    // Published first, an event next year; then a notice about a day already past.
    const event = await api.sendJson('POST', '/api/events', {
      title: 'Founders Day next year',
      date: '2030-01-15',
    });
    expect(event.statusCode).toBe(201);
    const notice = await api.sendForm('POST', '/api/notices/add', {
      title: 'Uniform reminder',
      description: 'Winter uniform from Monday.',
      date: '2020-01-06',
    });
    expect(notice.statusCode).toBe(201);
    const { notices } = ctx.db.tables;
    const [row] = await ctx.db.read
      .select({ publishedAt: notices.publishedAt, createdAt: notices.createdAt })
      .from(notices)
      .where(eq(notices.id, notice.json().data.id));
    const published = row!.publishedAt ?? row!.createdAt;

    const xml = (await api.get('/feed.xml')).body;
    assertWellFormedXml(xml);
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => ({
      title: /<title>(.*?)<\/title>/.exec(item!)?.[1],
      pubDate: /<pubDate>(.*?)<\/pubDate>/.exec(item!)?.[1],
    }));
    expect(items.slice(0, 2).map((item) => item.title)).toEqual([
      'Uniform reminder',
      'Founders Day next year',
    ]);
    // RFC 822 in the school's zone, to the second.
    expect(items[0]!.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0530$/);
    expect(Date.parse(items[0]!.pubDate!)).toBe(Math.floor(published.getTime() / 1000) * 1000);
    const times = items.map((item) => Date.parse(item.pubDate!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(/<lastBuildDate>(.*?)<\/lastBuildDate>/.exec(xml)?.[1]).toBe(items[0]!.pubDate);
  });
});

describe('feed caching', () => {
  it('answers 304 for a matching ETag and shows a write on the next read', async () => {
    for (const url of ['/calendar.ics', '/feed.xml']) {
      const first = await api.get(url);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await api.get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const feedEtag = String((await api.get('/feed.xml')).headers.etag);

    await api.sendJson('POST', '/api/events', { title: 'Sports Day', date: '2026-04-02' });
    await api.sendJson('POST', '/api/leaves/apply', { title: 'Good Friday', date: '2026-04-03' });

    const feed = await api.get('/feed.xml', { 'if-none-match': feedEtag });
    expect(feed.statusCode).toBe(200);
    expect(rssItems(feed.body)[0]!.title).toBe('Sports Day');
    const ics = (await api.get('/calendar.ics')).body;
    expect(ics).toContain('SUMMARY:Sports Day');
    expect(ics).toContain('SUMMARY:Good Friday');
  });
});
