import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, openAdminScreen, test } from './fixtures.ts';

/** A 1x1 PNG, made here so the test needs no fixture files. */
const png = {
  name: 'cup.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

type Added = { id: string; slug: string; title: string };

/**
 * Two achievements of this test's own, in years and categories the demo's records do not
 * fill, each with a title no other test (nor this one in the other project) uses.
 */
async function addTwo(request: APIRequestContext, token: string, testInfo: TestInfo) {
  const stamp = `${Date.now()} ${testInfo.project.name}`;
  const add = async (fields: Record<string, string>): Promise<Added> => {
    const response = await request.post('/api/achievements', {
      headers: { authorization: `Bearer ${token}` },
      multipart: fields,
    });
    expect(response.status(), await response.text()).toBe(201);
    const { data } = (await response.json()) as { data: Added };
    return data;
  };
  const relay = await add({
    title: `E2E relay gold ${stamp}`,
    titleHi: `ई2ई रिले स्वर्ण ${stamp}`,
    names: 'Class 9 relay team',
    namesHi: 'कक्षा 9 की रिले टीम',
    category: 'sports',
    level: 'state',
    date: '2019-08-15',
    description: 'Four runners, one baton, first place.',
  });
  const painting = await add({
    title: `E2E painting prize ${stamp}`,
    names: 'Asha Verma (Class 6)',
    category: 'arts',
    level: 'district',
    date: '2018-01-20',
  });
  return { relay, painting };
}

async function remove(request: APIRequestContext, token: string, ...added: Added[]) {
  for (const { id } of added)
    await request.delete(`/api/achievements/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
}

/** The list under the filter (web/components/content/achievements-block.tsx). */
const achievementList = (page: Page) => page.locator('#achievement-list');

/** One year's part of the list: its heading and its categories. */
const yearPart = (page: Page, year: string) =>
  achievementList(page)
    .locator(':scope > div')
    .filter({ has: page.getByRole('heading', { name: year, exact: true }) });

test('/accolades lists achievements by year and category, each opening its page @mobile', async ({
  page,
  request,
  adminToken,
}, testInfo) => {
  const { relay, painting } = await addTwo(request, adminToken, testInfo);
  await page.goto('/accolades');

  // Years newest first.
  const years = (await achievementList(page).getByRole('heading', { level: 3 }).allTextContents())
    .map(Number)
    .filter((year) => year > 0);
  expect(years.length).toBeGreaterThanOrEqual(2);
  expect(years).toEqual([...years].sort((a, b) => b - a));

  // Each achievement under its year and its category, with its pupils, level and date.
  const sports2019 = yearPart(page, '2019')
    .locator(':scope > div')
    .filter({ has: page.getByRole('heading', { name: 'Sports', exact: true }) });
  const relayEntry = sports2019.getByRole('listitem').filter({ hasText: relay.title });
  await expect(relayEntry).toContainText('Class 9 relay team');
  await expect(relayEntry).toContainText('State level · 15 August 2019');
  await expect(
    yearPart(page, '2018').getByRole('link', { name: painting.title, exact: true }),
  ).toBeVisible();

  await relayEntry.getByRole('link', { name: relay.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/achievements/${relay.slug}$`));
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(relay.title);
  await expect(article.getByText('Class 9 relay team', { exact: true })).toBeVisible();
  await expect(article.getByText('Sports', { exact: true })).toBeVisible();
  await expect(article.getByText('State', { exact: true })).toBeVisible();
  await expect(article.getByText('15 August 2019', { exact: true })).toBeVisible();
  await expect(article.getByText('Four runners, one baton, first place.')).toBeVisible();
  await remove(request, adminToken, relay, painting);
});

test('the filter chooses a category and a year with JavaScript on @mobile', async ({
  page,
  request,
  adminToken,
}, testInfo) => {
  const { relay, painting } = await addTwo(request, adminToken, testInfo);
  await page.goto('/accolades');
  const filter = page.getByRole('form', { name: 'Choose achievements' });
  await filter.getByLabel('Category').selectOption({ label: 'Sports' });
  await filter.getByLabel('Year').selectOption('2019');
  await filter.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/accolades\?category=sports&year=2019#achievement-list$/);
  await expect(page.getByRole('link', { name: relay.title, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: painting.title, exact: true })).toHaveCount(0);
  await expect(page.getByText(/^Achievements shown: \d+ of \d+\./)).toBeVisible();
  // What was chosen stays chosen.
  await expect(filter.getByLabel('Category')).toHaveValue('sports');

  await page.getByRole('link', { name: 'Show all', exact: true }).click();
  await expect(page).toHaveURL(/\/accolades#achievement-list$/);
  await expect(page.getByRole('link', { name: painting.title, exact: true })).toBeVisible();
  await expect(page.getByText(/^Achievements shown:/)).toHaveCount(0);
  await expect(filter.getByLabel('Category')).toHaveValue('');
  await remove(request, adminToken, relay, painting);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // With JavaScript off, Chromium refuses the page's module scripts and preloads: expected here.
  test.afterEach(({ pageProblems }) => {
    const refused = pageProblems.filter((problem) =>
      /^failed request \S+\/assets\/[\w.-]+\.js$/.test(problem),
    );
    for (const problem of refused) pageProblems.splice(pageProblems.indexOf(problem), 1);
  });

  test('a parent filters the achievements in English and in Hindi @mobile', async ({
    page,
    request,
    adminToken,
  }, testInfo) => {
    const { relay, painting } = await addTwo(request, adminToken, testInfo);
    await page.goto('/accolades');
    const filter = page.getByRole('form', { name: 'Choose achievements' });
    await filter.getByLabel('Category').selectOption({ label: 'Arts' });
    await filter.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/accolades\?category=arts&year=#achievement-list$/);
    await expect(page.getByRole('link', { name: painting.title, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: relay.title, exact: true })).toHaveCount(0);

    // A year with nothing of the category says so, and offers everything again.
    await filter.getByLabel('Year').selectOption('2019');
    await filter.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByRole('link', { name: painting.title, exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Show all', exact: true }).click();
    await expect(page).toHaveURL(/\/accolades#achievement-list$/);
    await expect(page.getByRole('link', { name: relay.title, exact: true })).toBeVisible();

    // The Hindi page: its words, the Hindi the office wrote, links to the Hindi item pages.
    await page.goto('/hi/accolades');
    const hindiFilter = page.getByRole('form', { name: 'उपलब्धियाँ चुनें' });
    await hindiFilter.getByLabel('श्रेणी').selectOption({ label: 'खेलकूद' });
    await hindiFilter.getByLabel('वर्ष').selectOption('2019');
    await hindiFilter.getByRole('button', { name: 'दिखाएँ' }).click();
    await expect(page).toHaveURL(/\/hi\/accolades\?category=sports&year=2019#achievement-list$/);
    await expect(page.getByText(/^दिखाई गई उपलब्धियाँ: \d+ में से \d+।/)).toBeVisible();
    const hindiRelay = page.getByRole('link', {
      name: relay.title.replace('E2E relay gold', 'ई2ई रिले स्वर्ण'),
    });
    await expect(hindiRelay).toHaveAttribute('href', `/hi/achievements/${relay.slug}`);
    await expect(achievementList(page)).toContainText('कक्षा 9 की रिले टीम');
    await expect(achievementList(page)).toContainText('राज्य स्तर · 15 अगस्त 2019');
    await expect(page.getByRole('heading', { name: 'खेलकूद', exact: true })).toBeVisible();
    await remove(request, adminToken, relay, painting);
  });

  test('an unknown choice is no page', async ({ page }) => {
    const answer = await page.goto('/accolades?category=cooking');
    expect(answer?.status()).toBe(404);
  });
});

test('an admin adds an achievement with its category and level, and it is on /accolades @mobile', async ({
  adminPage: page,
  request,
  adminToken,
}, testInfo) => {
  const title = `E2E debate trophy ${Date.now()} ${testInfo.project.name}`;
  await page.goto('/admin');
  await openAdminScreen(page, 'Achievements');
  const form = page.getByRole('region', { name: 'Add Achievement' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Pupils or team', { exact: true }).fill('Debating society');
  await form.getByLabel('Category').selectOption({ label: 'Community' });
  await form.getByLabel('Level').selectOption({ label: 'National' });
  await form.getByLabel('Date', { exact: true }).fill('12/03/2021');
  await form.getByLabel('Picture').setInputFiles(png);
  await form.getByRole('button', { name: 'Add Achievement' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Achievement added successfully!' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();

  await page.goto('/accolades?category=community&year=2021');
  const entry = achievementList(page).getByRole('listitem').filter({ hasText: title });
  await expect(entry).toContainText('Debating society');
  await expect(entry).toContainText('National level · 12 March 2021');
  await expect(entry.locator('img')).toHaveCount(1);
  await expect(
    yearPart(page, '2021').getByRole('heading', { name: 'Community', exact: true }),
  ).toBeVisible();

  const listed = (await (await request.get('/api/achievements')).json()) as Added[];
  const added = listed.find((achievement) => achievement.title === title);
  expect(added).toBeDefined();
  await remove(request, adminToken, added!);
});
