import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { sitemapItemPaths } from './sitemap-items.ts';
import { itemKinds } from '../../contracts/content/content-kinds.ts';

test('one page of each kind of item is complete and accessible, at desktop width and on a phone @mobile', async ({
  page,
  request,
}) => {
  const items = await sitemapItemPaths(request);
  const kinds = new Map(items.map((path) => [path.split('/')[1], path]));
  expect([...kinds.keys()].sort()).toEqual([...itemKinds].sort());
  for (const route of kinds.values()) {
    const response = await page.goto(route, { waitUntil: 'networkidle' });
    expect(response?.status(), route).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(route)}`),
    );
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations.map((violation) => `${route} ${violation.id}`)).toEqual([]);
  }
});

test('a parent follows a notice from the list to its page, moves to the next one and copies the link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/news-events?show=notices');
  const first = page.getByRole('main').getByRole('listitem').getByRole('link').first();
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveURL(/\/notices\/[a-z0-9-]+$/);
  const address = page.url();

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  const previous = page.getByRole('link', { name: /^Previous/ });
  const previousTitle = (await previous.textContent())!.replace(/^Previous\s*/, '').trim();
  await previous.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(previousTitle);
  await page.getByRole('link', { name: 'Back to all notices' }).click();
  await expect(page).toHaveURL(/\/news-events\?show=notices$/);
});

test('a link preview finds the title, picture and address in the first HTML of a news item', async ({
  request,
  baseURL,
}) => {
  const [news] = (await sitemapItemPaths(request)).filter((path) => path.startsWith('/news/'));
  const html = await (await request.get(news!)).text();
  const meta = (property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]+)"`).exec(html)?.[1];
  expect(meta('og:type')).toBe('article');
  expect(meta('og:url')).toBe(`${baseURL}${news}`);
  expect(meta('og:title')).toBeTruthy();
  const image = await request.get(meta('og:image')!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
  expect(html).toContain('"@type":"NewsArticle"');
});

test('a notice without a picture is previewed by its card, kept a year since its address changes with its title', async ({
  request,
}) => {
  const [notice] = (await sitemapItemPaths(request)).filter((path) => path.startsWith('/notices/'));
  const html = await (await request.get(notice!)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image).toMatch(new RegExp(`/share-cards${notice}-[0-9a-f]{8}\\.png$`));
  const card = await request.get(image!);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  expect(card.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
