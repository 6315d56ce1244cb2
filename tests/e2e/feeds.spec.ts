import { expect, test } from './fixtures.ts';

const feeds = [
  { href: '/calendar.ics', contentType: 'text/calendar; charset=utf-8', start: 'BEGIN:VCALENDAR' },
  {
    href: '/feed.xml',
    contentType: 'application/rss+xml; charset=utf-8',
    start: '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"',
  },
];

for (const path of ['/school-calendar', '/news-events']) {
  test(`the subscribe links on ${path} lead to working feeds`, async ({ page, request }) => {
    await page.goto(path);
    for (const feed of feeds) {
      const link = page.locator(`main a[href="${feed.href}"]`);
      await expect(link).toBeVisible();
      const response = await request.get((await link.getAttribute('href'))!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(feed.contentType);
      expect((await response.text()).slice(0, feed.start.length)).toBe(feed.start);
    }
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
    ).toHaveAttribute('href', '/feed.xml');
  });
}

for (const path of ['/', '/contact']) {
  test(`${path} carries the school's structured data in its pre-rendered HTML`, async ({
    page,
    request,
    baseURL,
  }) => {
    const html = await (await request.get(path)).text();
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);
    const school = blocks.find((block) => String(block['@type']).includes('School'))!;
    expect(school['@type']).toContain('School');
    expect(school).toMatchObject({
      url: `${baseURL}/`,
      address: { addressLocality: 'Bilaspur', addressRegion: 'Chhattisgarh', addressCountry: 'IN' },
      identifier: { value: expect.any(String) },
    });
    // The fixture fails the test on any console error, a CSP report included.
    await page.goto(path);
    // The home page also names the site search (web/lib/website-json-ld.ts).
    const website = blocks.find((block) => block['@type'] === 'WebSite');
    if (path === '/')
      expect(website).toMatchObject({
        potentialAction: { target: `${baseURL}/search?q={search_term_string}` },
      });
    else expect(website).toBeUndefined();
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(blocks.length);
  });
}
