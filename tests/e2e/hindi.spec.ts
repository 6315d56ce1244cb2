import { honeypotField } from '../../contracts/inbox.ts';
import { expectAccessible } from './expect-accessible.ts';
import { expect, test } from './fixtures.ts';

// The public site in Hindi (decision 0025): every page's twin under /hi/, a language
// switch that keeps the page, the calendar's Hindi names, and the self-hosted Devanagari font on a
// machine that has none of its own. Routes, lang and hreflang of every page: every-route.spec.ts;
// widths: page-width.spec.ts.

test('the switch keeps the page, works without JavaScript and is remembered on the home page', async ({
  page,
}) => {
  await page.goto('/contact');
  const toHindi = page.getByRole('link', { name: 'हिन्दी', exact: true });
  await expect(toHindi).toHaveAttribute('href', '/hi/contact');
  await expect(toHindi).toHaveAttribute('lang', 'hi');
  await toHindi.click();
  await expect(page).toHaveURL(/\/hi\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('link', { name: 'मुख पृष्ठ', exact: true })).toBeVisible();
  // Links on a Hindi page stay in Hindi (the admin stays English).
  const internal = await page
    .locator('header a[href^="/"], footer a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(internal.filter((href) => !/^\/(hi|admin)/.test(href) && href !== '/contact')).toEqual([]);
  await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveAttribute(
    'href',
    '/contact',
  );

  // The English home page offers the remembered Hindi with a link; it does not redirect.
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'हिन्दी में पढ़ें' })).toHaveAttribute('href', '/hi');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the switch is a real link to the twin page', async ({ page }) => {
    await page.goto('/school-timing');
    await page.getByRole('link', { name: 'हिन्दी', exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/school-timing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // The page's own text is the English content, marked so for screen readers.
    await expect(page.locator('main')).toHaveAttribute('lang', 'en');
  });
});

test('only Hindi pages load the Hindi catalogue; they load the Devanagari font', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/contact', { waitUntil: 'networkidle' });
  expect(fetched.filter((path) => /\/assets\/hindi-catalogues-[\w-]+\.js$/.test(path))).toEqual([]);
  fetched.length = 0;
  await page.goto('/hi/contact', { waitUntil: 'networkidle' });
  expect(
    fetched.filter((path) => /\/assets\/hindi-catalogues-[\w-]+\.js$/.test(path)),
  ).toHaveLength(1);
  expect(fetched.filter((path) => /noto-sans-devanagari.+\.woff2$/.test(path))).toHaveLength(1);
});

for (const timezoneId of ['America/Los_Angeles', 'Asia/Kolkata']) {
  test.describe(`Hindi calendar, browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('shows Hindi month and day names on the right dates', async ({ page }) => {
      await page.goto('/hi/school-calendar?date=2026-03-11', { waitUntil: 'networkidle' });
      const grid = page.getByRole('grid', { name: 'मार्च 2026' });
      await expect(grid).toBeVisible();
      await expect(grid.locator('th').first()).toHaveAttribute('abbr', 'रविवार');
      await expect(grid.locator('th span[aria-hidden]').first()).toHaveText('रवि');
      await expect(page.getByRole('heading', { name: 'बुधवार, 11 मार्च 2026' })).toBeVisible();
      await expect(page.getByRole('gridcell', { selected: true })).toHaveText('11');
      // 1 March 2026 is a Sunday: the first cell of the first week.
      await expect(grid.locator('tbody tr').first().locator('td').first()).toHaveText('1');
      // A month drawn in the browser (after hydration) says the same.
      await page.getByRole('link', { name: 'अगला महीना' }).click();
      await expect(page.getByRole('grid', { name: 'अप्रैल 2026' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^बुधवार, 1 अप्रैल 2026/ })).toBeVisible();
      await page.getByRole('link', { name: /^शनिवार, 4 अप्रैल 2026/ }).click();
      await expect(page.getByRole('heading', { name: 'शनिवार, 4 अप्रैल 2026' })).toBeVisible();
    });
  });
}

test('Devanagari is drawn with the site font, not as boxes', async ({ page }, testInfo) => {
  await page.goto('/hi', { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replaceAll('"', '') === 'Noto Sans Devanagari')
      .map((face) => face.status),
  );
  expect(loaded).toContain('loaded');
  // The same word in two stacks that differ only by the site font. Without it (or with it not
  // loaded) both fall back to monospace, which on this machine (no Devanagari font of its own)
  // draws one box per letter: the same picture and width. With it, the letters are shaped.
  const word = page.locator('[data-test-word]');
  await page.evaluate(() => {
    for (const family of ['"Noto Sans Devanagari", monospace', 'monospace']) {
      const span = document.createElement('span');
      span.dataset.testWord = family;
      span.style.cssText = `font: 32px ${family}; display: inline-block; background: #fff`;
      span.textContent = 'विद्यालय';
      document.body.prepend(span);
    }
  });
  const [withoutFont, withFont] = [word.first(), word.last()];
  const shots = [await withFont.screenshot(), await withoutFont.screenshot()];
  await testInfo.attach('with the site font', { body: shots[0]!, contentType: 'image/png' });
  await testInfo.attach('without it', { body: shots[1]!, contentType: 'image/png' });
  const width = (span: typeof withFont) =>
    span.evaluate((element) => element.getBoundingClientRect().width);
  expect(Math.abs((await width(withFont)) - (await width(withoutFont)))).toBeGreaterThan(10);
  expect(shots[0]!.equals(shots[1]!)).toBe(false);
  await testInfo.attach('Hindi home page', {
    body: await page.locator('header').screenshot(),
    contentType: 'image/png',
  });
});

test('the contact page speaks Hindi: its title, form labels and button', async ({ page }) => {
  await page.goto('/hi/contact');
  await expect(page).toHaveTitle(/^संपर्क करें \|/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('संपर्क करें');
  const form = page.getByRole('form', { name: 'हमें संदेश भेजें' });
  for (const label of ['पहला नाम', 'उपनाम', 'ई-मेल', 'विषय', 'संदेश'])
    await expect(form.getByRole('textbox', { name: label, exact: true })).toBeVisible();
  // The server answers a Hindi page in Hindi. The honeypot is filled, so the message is
  // answered as any other but not stored (the Inbox tests count theirs).
  await form.getByRole('textbox', { name: 'पहला नाम', exact: true }).fill('आशा');
  await form.getByRole('textbox', { name: 'उपनाम', exact: true }).fill('वर्मा');
  await form.getByRole('textbox', { name: 'ई-मेल', exact: true }).fill('asha@example.com');
  await form.getByRole('textbox', { name: 'विषय', exact: true }).fill('बस का मार्ग');
  await form.getByRole('textbox', { name: 'संदेश', exact: true }).fill('क्या बस सरकंडा आती है?');
  await form
    .locator(`input[name="${honeypotField}"]`)
    .evaluate((input: HTMLInputElement) => (input.value = 'x'));
  await form.getByRole('button', { name: 'संदेश भेजें' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'संदेश भेज दिया गया' });
  await expect(sent).toContainText('हम 24 घंटे के भीतर उत्तर देंगे।');
});

test('a notice in Hindi: Hindi breadcrumb, date, links and the Hindi staff wrote', async ({
  page,
  request,
  adminToken,
}, testInfo) => {
  // A demo circular staff wrote in Hindi too (server/demo/demo-content.ts).
  await page.goto('/hi/notices/parent-teacher-meeting');
  const breadcrumb = page.getByRole('navigation', { name: 'आप यहाँ हैं' });
  await expect(breadcrumb.getByRole('link', { name: 'मुख पृष्ठ' })).toHaveAttribute('href', '/hi');
  await expect(breadcrumb.getByRole('link', { name: 'सूचनाएँ' })).toHaveAttribute(
    'href',
    '/hi/news-events?show=notices',
  );
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('अभिभावक-शिक्षक बैठक');
  await expect(title).toHaveAttribute('lang', 'hi');
  const date = await page.locator('article time').getAttribute('datetime');
  const hindiMonths = [
    'जनवरी',
    'फ़रवरी',
    'मार्च',
    'अप्रैल',
    'मई',
    'जून',
    'जुलाई',
    'अगस्त',
    'सितंबर',
    'अक्टूबर',
    'नवंबर',
    'दिसंबर',
  ];
  const [year, month, day] = date!.split('-').map(Number);
  await expect(page.locator('article time')).toHaveText(
    `${day} ${hindiMonths[month! - 1]} ${year}`,
  );
  await expect(page.getByRole('link', { name: 'सभी सूचनाएँ देखें' })).toBeVisible();
  await expectAccessible(page);

  // One without Hindi shows its English, marked so screen readers read it as English (every
  // demo item has its Hindi, so staff add one in English only).
  const englishOnly = `Board practical viva ${testInfo.project.name} ${Date.now()}`;
  const created = await request.post('/api/events', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { title: englishOnly, description: 'Viva for the science practicals.', date: date! },
  });
  expect(created.status()).toBe(201);
  const { slug } = ((await created.json()) as { data: { slug: string } }).data;
  await page.goto(`/hi/events/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishOnly);
});

test("an English page's link to Hindi draws its Devanagari with the site font", async ({
  page,
}) => {
  await page.goto('/news-events', { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  // Last in the English stack, the face was never used: a system font before it claimed the
  // letters and drew boxes (web/styles/global.css).
  const status = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replaceAll('"', '') === 'Noto Sans Devanagari')
      .map((face) => face.status),
  );
  expect(status).toContain('loaded');
  await expect(page.getByRole('link', { name: 'हिन्दी', exact: true }).first()).toHaveCSS(
    'font-family',
    /^"Noto Sans Devanagari"/,
  );
});
