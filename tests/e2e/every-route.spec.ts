import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from '../../contracts/languages.ts';
import { publicPagePaths } from './page-paths.ts';
import { itemKinds, type ItemKind } from '../../contracts/content/content-kinds.ts';

// Every public page, at desktop width and at 375 px: it answers 200, has exactly one h1, logs no
// error, fails no request, and axe-core finds no WCAG 2.2 AA violation. The list comes from the
// route table and the demo's menus (page-paths.ts), so a page added later is checked without
// editing this file. Each page is there twice: in English and, under /hi/, in Hindi (decision
// 0025).

const publicPaths = publicPagePaths;

/** An item's own page (`/news/<slug>`, of any kind in the registry): item-pages.spec.ts's. */
function isItemPage(route: string): boolean {
  const [, kind, slug] = pathWithoutLanguage(route).split('/');
  return slug !== undefined && itemKinds.includes(kind as ItemKind);
}

/** The news page also answers at these paths; its canonical URL is /news-events. */
const newsAliases = ['/school-notification', '/school-notifications'];
const canonicalPath = (route: string) =>
  newsAliases.includes(pathWithoutLanguage(route))
    ? pathInLanguage('/news-events', languageOfPath(route))
    : route;

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
  // sitemap.xml lists every page of the route table, the published information pages (which the
  // catch-all serves), then every published item's own page.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)]
    .map((match) => match[1]!)
    .filter((route) => !isItemPage(route));
  // 49 pages in each language, the 39 information pages among them; the pages behind mailed
  // links are not listed (render-page.ts).
  expect(pages.length).toBeGreaterThanOrEqual(98);
  expect(pages, 'both languages').toEqual(expect.arrayContaining(['/hi', '/hi/contact']));
  for (const route of pages) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g)?.length, `${route}: one h1 before any script runs`).toBe(1);
  }
  // ...and each of them gets the page-by-page checks below.
  expect(publicPaths).toEqual(expect.arrayContaining(pages));
});

/**
 * At 375 px every English page, and the Hindi pages whose layout differs most (the home page's
 * sections, a form, the calendar's table). A Hindi page is the English page's layout with other
 * words: the desktop run checks every one of them, and hindi-pages.spec.ts reads them at 375 px.
 * This keeps the suite inside CI's time (each page with axe costs ~9 s of a worker there).
 */
const hindiAtPhoneWidth = ['/hi', '/hi/contact', '/hi/school-calendar', '/hi/search'];
const phoneTag = (route: string) =>
  languageOfPath(route) === 'en' || hindiAtPhoneWidth.includes(route) ? ' @mobile' : '';

for (const route of publicPaths) {
  test(`${route} renders a complete, accessible page${phoneTag(route)}`, async ({ page }) => {
    const response = await page.goto(route, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCount(1);
    await expect(heading).not.toBeEmpty();
    const language = languageOfPath(route);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const twins = page.locator('link[rel="alternate"][hreflang]');
    expect(
      await twins.evaluateAll((links) =>
        links.map(
          (link) =>
            `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href')!).pathname}`,
        ),
      ),
    ).toEqual([
      `en ${pathInLanguage(canonicalPath(route), 'en')}`,
      `hi ${pathInLanguage(canonicalPath(route), 'hi')}`,
      `x-default ${pathInLanguage(canonicalPath(route), 'en')}`,
    ]);
    await expectAccessible(page);
  });
}

test('every public route is linked from the header or the footer', async ({ page }) => {
  const linked: string[] = [];
  // Hindi pages link to Hindi pages: the Hindi home page reaches every Hindi twin.
  for (const home of ['/', '/hi']) {
    await page.goto(home);
    linked.push(
      ...(await page
        .locator('header a[href^="/"], footer a[href^="/"]')
        .evaluateAll((links) =>
          links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
        )),
    );
  }
  // Forgot Password is offered where it is needed: on the admin login page.
  await page.goto('/admin-login');
  await expect(page.getByRole('link', { name: /Forgot/ })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  // The search page is reached through the header's search form (a GET form, not a link).
  for (const language of ['en', 'hi'] as const) {
    await page.goto(pathInLanguage('/', language));
    await expect(page.locator('header form[role="search"]')).toHaveAttribute(
      'action',
      pathInLanguage('/search', language),
    );
    linked.push(pathInLanguage('/search', language));
  }
  // The pages behind the links in circular and admission mails are reached from the mails.
  for (const language of ['en', 'hi'] as const)
    for (const route of [
      '/forgot-password',
      '/subscriptions/confirm',
      '/subscriptions/manage',
      '/subscriptions/acknowledge',
      '/admissions/status',
    ])
      linked.push(pathInLanguage(route, language));
  const missing = publicPaths.filter((route) => !linked.includes(canonicalPath(route)));
  expect(missing).toEqual([]);
});

test('the hamburger menu reaches the pages on a phone @phone-only', async ({ page }) => {
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

test('titles and descriptions are unique in each language, canonical URLs use the public address', async ({
  request,
  baseURL,
}) => {
  const titles = new Map<string, string>();
  for (const route of publicPaths.filter(
    (path) => !newsAliases.includes(pathWithoutLanguage(path)),
  )) {
    const html = await (await request.get(route)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(title, `${route} title`).toBeTruthy();
    expect(description, `${route} description`).toBeTruthy();
    expect(canonical, `${route} canonical`).toBe(`${baseURL}${canonicalPath(route)}`);
    expect(html, `${route} Open Graph`).toContain('property="og:title"');
    // A page and its twin in the other language may share a title (an English page's own title
    // is content, shown on both until it is translated): hreflang tells them apart.
    const key = `${languageOfPath(route)} ${title}`;
    expect(titles.get(key), `${route} repeats the title of ${titles.get(key)}`).toBe(undefined);
    titles.set(key, route);
  }
});
