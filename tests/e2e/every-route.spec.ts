import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { publicPagePaths } from './page-paths.ts';

// Every public page, at desktop width and at 375 px: it answers 200, has exactly one h1, logs no
// error, fails no request, and axe-core finds no WCAG 2.2 AA violation. The list comes from the
// route table (page-paths.ts), so a page added later is checked without editing this file.

const publicPaths = publicPagePaths;

/** The news page also answers at these paths; its canonical URL is /news-events. */
const newsAliases = ['/school-notification', '/school-notifications'];
const canonicalPath = (route: string) => (newsAliases.includes(route) ? '/news-events' : route);

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, 'axe-core violations').toEqual([]);
}

test('the server renders every public route of the spec in its first HTML', async ({ request }) => {
  // sitemap.xml lists every page of the route table, then every published item's own page.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)]
    .map((match) => match[1]!)
    .filter((route) => !/^\/(news|notices|events|gallery)\/[^/]+$/.test(route));
  expect(pages.length).toBeGreaterThanOrEqual(50);
  for (const route of pages) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g)?.length, `${route}: one h1 before any script runs`).toBe(1);
  }
  // ...and each of them gets the page-by-page checks below.
  expect(publicPaths).toEqual(expect.arrayContaining(pages));
});

for (const route of publicPaths) {
  test(`${route} renders a complete, accessible page @mobile`, async ({ page }) => {
    const response = await page.goto(route, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCount(1);
    await expect(heading).not.toBeEmpty();
    await expectAccessible(page);
  });
}

test('every public route is linked from the header or the footer', async ({ page }) => {
  await page.goto('/');
  const linked = await page
    .locator('header a[href^="/"], footer a[href^="/"]')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  // Forgot Password is offered where it is needed: on the admin login page.
  await page.goto('/admin-login');
  await expect(page.getByRole('link', { name: /Forgot/ })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  linked.push('/forgot-password');
  // The pages behind the links in circular mails are reached from the mails.
  linked.push('/subscriptions/confirm', '/subscriptions/manage', '/subscriptions/acknowledge');
  const missing = publicPaths.filter((route) => !linked.includes(canonicalPath(route)));
  expect(missing).toEqual([]);
});

test('the hamburger menu reaches the pages on a phone @mobile', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout only');
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.locator('#mobile-menu');
  await expectAccessible(page);
  const groups = menu.getByRole('button');
  const count = await groups.count();
  expect(count).toBeGreaterThanOrEqual(5);
  const reachable = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    await groups.nth(index).click();
    for (const href of await menu
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      reachable.add(href);
    }
  }
  expect(reachable.size).toBeGreaterThanOrEqual(40);
  const lastLink = menu.locator('a[href^="/"]').last();
  const target = (await lastLink.getAttribute('href'))!;
  await lastLink.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('titles and descriptions are unique, canonical URLs use the public address', async ({
  request,
  baseURL,
}) => {
  const titles = new Map<string, string>();
  for (const route of publicPaths.filter((path) => !newsAliases.includes(path))) {
    const html = await (await request.get(route)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(title, `${route} title`).toBeTruthy();
    expect(description, `${route} description`).toBeTruthy();
    expect(canonical, `${route} canonical`).toBe(`${baseURL}${canonicalPath(route)}`);
    expect(html, `${route} Open Graph`).toContain('property="og:title"');
    expect(titles.get(title!), `${route} repeats the title of ${titles.get(title!)}`).toBe(
      undefined,
    );
    titles.set(title!, route);
  }
});
