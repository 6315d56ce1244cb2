import { expect, test } from './fixtures.ts';
import { publicPagePaths } from './page-paths.ts';
import { sitemapItemPaths } from './sitemap-items.ts';

// Phones are where parents read the site: no page may be wider than a 320 px or 375 px screen
// (a page that scrolls sideways hides its right edge). Pages come from the route table, items
// from the sitemap, so new ones are covered without editing this file.
for (const width of [320, 375]) {
  test(`every page fits a ${width} px wide screen`, async ({ page, request }) => {
    // About 110 pages, each waited for until hydrated: minutes on a busy two-core machine.
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height: 800 });
    const items = await sitemapItemPaths(request);
    const kinds = new Map(items.map((path) => [path.split('/')[1], path]));
    const tooWide: string[] = [];
    for (const route of [...publicPagePaths, ...kinds.values()]) {
      await page.goto(route);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) tooWide.push(`${route}: ${scrollWidth} px`);
    }
    expect(tooWide).toEqual([]);
  });
}
