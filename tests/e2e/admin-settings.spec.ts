import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { demoSchool } from '../../contracts/demo-school.ts';
import { e2eBaseUrl, e2ePort } from './e2e-env.ts';
import { expectAccessible } from './expect-accessible.ts';
import { expect, openAdminScreen, test } from './fixtures.ts';

// The school's settings are one row that every page reads. The desktop and phone runs of this
// file go at once on one server, so they take turns: a lock folder in the server's data folder,
// which every run starts without (playwright.config.ts). After each test, failed or not, the
// demo school's values come back for the other specs.
test.describe.configure({ mode: 'serial' });
const lock = path.resolve('.e2e-data', String(e2ePort), 'admin-settings-spec.lock');

async function takeTurn() {
  for (const started = Date.now(); Date.now() - started < 150_000;) {
    try {
      await mkdir(lock);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The other run of admin-settings.spec.ts kept the settings for 150 s.');
}

const restored = {
  phones: demoSchool.phones,
  colours: demoSchool.colours,
  logo: demoSchool.logo,
  pictures: demoSchool.pictures,
};

const putSettings = (request: APIRequestContext, token: string, data: object) =>
  request.put('/api/admin/settings', { data, headers: { authorization: `Bearer ${token}` } });

async function storedSettings(request: APIRequestContext, token: string) {
  const response = await request.get('/api/admin/settings', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { settings: typeof demoSchool };
}

test.beforeEach(async () => {
  test.setTimeout(240_000);
  await takeTurn();
});

test.afterEach(async ({ request, adminToken }) => {
  try {
    expect((await putSettings(request, adminToken, restored)).status()).toBe(200);
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
});

async function openSettings(page: Page) {
  await page.goto('/admin');
  await openAdminScreen(page, 'Settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

/**
 * A visitor's page in a browser of its own: the admin page's session script would also run in
 * the Contact page's map frame, where reading localStorage is an error. Other sites (the map)
 * answer empty, as the fixtures make them.
 */
async function visitorPage(browser: Browser, isMobile: boolean) {
  const context = await browser.newContext(
    isMobile ? { viewport: { width: 375, height: 812 }, isMobile, hasTouch: true } : {},
  );
  await context.route(
    (url) => !url.href.startsWith(e2eBaseUrl),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
  );
  return { visitor: await context.newPage(), close: () => context.close() };
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('the office changes the phone number in Contacts, and the footer shows it @mobile', async ({
  adminPage: page,
  browser,
  isMobile,
}) => {
  // Each run its own number, so a run never passes on the other's.
  const phone = test.info().project.name === 'mobile' ? '+91 98765 40002' : '+91 98765 40001';
  await openSettings(page);
  await expectNoSidewaysScroll(page);
  const contacts = page.getByRole('region', { name: 'Contacts' });
  const first = contacts.getByRole('textbox', { name: 'Phone 1' });
  await expect(first).toHaveValue(demoSchool.phones[0]!);

  // A wrong number is refused next to its field, and what was typed stays.
  await first.fill('call the office');
  await contacts.getByRole('button', { name: 'Save Contacts' }).click();
  await expect(contacts.getByRole('alert')).toContainText(
    'Not saved: Write the phone number with digits, e.g. +91 771 400 1234.',
  );
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toHaveValue('call the office');

  // One number only: the second is removed, the first corrected.
  await contacts.getByRole('button', { name: 'Remove phone 2' }).click();
  await expect(contacts.getByRole('textbox', { name: 'Phone 2' })).toHaveCount(0);
  await first.fill(phone);
  await contacts.getByRole('button', { name: 'Save Contacts' }).click();
  await expect(contacts.getByRole('status')).toHaveText('Saved. The website shows it now.');
  await expect(first).not.toHaveAttribute('aria-invalid');
  await expectNoSidewaysScroll(page);

  const { visitor, close } = await visitorPage(browser, isMobile);
  await visitor.goto(`${e2eBaseUrl}/contact`);
  const footer = visitor.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: phone })).toHaveAttribute(
    'href',
    `tel:${phone.replaceAll(' ', '')}`,
  );
  await expect(footer).not.toContainText(demoSchool.phones[1]!);
  await close();
});

test('an accent colour white text cannot be read on is named, and Save stays off @mobile', async ({
  adminPage: page,
  request,
  adminToken,
}) => {
  await openSettings(page);
  await expectAccessible(page);
  const colours = page.getByRole('region', { name: 'Colours' });
  const save = colours.getByRole('button', { name: 'Save colours' });
  await expect(save).toBeEnabled();

  await colours.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('#f59e0b');
  await expect(colours.getByRole('alert')).toContainText(
    'White text on accent colour is hard to read (2.1:1)',
  );
  await expect(save).toBeDisabled();
  await expectNoSidewaysScroll(page);

  // A readable one lets it be saved again.
  await colours.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('#9a3412');
  await expect(colours.getByRole('alert')).toHaveCount(0);
  await expect(save).toBeEnabled();

  // The server refuses the unreadable one too, naming the field.
  const refused = await putSettings(request, adminToken, { colours: { accent: '#f59e0b' } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()) as object).toMatchObject({
    errors: [{ field: 'colours.accent', message: expect.stringContaining('hard to read') }],
  });
  expect((await storedSettings(request, adminToken)).settings.colours.accent).toBe(
    demoSchool.colours.accent,
  );
});

test('the office uploads a PNG logo and the header on the home page shows it @mobile', async ({
  adminPage: page,
  request,
  adminToken,
}) => {
  await openSettings(page);
  const logo = page.getByRole('region', { name: 'Logo' });
  const file = logo.getByLabel('Upload a new logo');
  const save = logo.getByRole('button', { name: 'Save logo' });
  const unchanged = async () =>
    expect((await storedSettings(request, adminToken)).settings.logo).toEqual(demoSchool.logo);

  // Too large, or not an SVG, PNG or WebP: said in words, and nothing is saved.
  await file.setInputFiles({
    name: 'big-logo.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(1024 * 1024 + 1),
  });
  await expect(logo.getByRole('alert')).toHaveText(
    'The logo is too large: it must be at most 1 MB.',
  );
  await file.setInputFiles({
    name: 'logo.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(logo.getByRole('alert')).toHaveText('The logo must be an SVG, PNG or WebP picture.');
  // A file named .png that is no picture is refused by the media library.
  await file.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await save.click();
  await expect(logo.getByRole('alert')).toContainText('This file type is not accepted.');
  await unchanged();

  const png = await sharp({
    create: { width: 160, height: 160, channels: 4, background: '#0b4f6c' },
  })
    .png()
    .toBuffer();
  await file.setInputFiles({ name: `logo-${Date.now()}.png`, mimeType: 'image/png', buffer: png });
  await save.click();
  await expect(logo.getByRole('status')).toHaveText('Saved. The website shows it now.');
  const { settings } = await storedSettings(request, adminToken);
  expect(settings.logo).toMatchObject({ src: expect.stringMatching(/^\/uploads\//), width: 160 });
  await expect(logo.getByRole('img', { name: 'The current logo' })).toHaveAttribute(
    'src',
    settings.logo.src,
  );

  await page.goto('/');
  await expect(page.getByRole('banner').locator('img').first()).toHaveAttribute(
    'src',
    settings.logo.src,
  );
});

test('the office uploads an SVG logo: the site shows a drawing of it, never the SVG', async ({
  adminPage: page,
  request,
  adminToken,
}) => {
  await openSettings(page);
  const logo = page.getByRole('region', { name: 'Logo' });
  const file = logo.getByLabel('Upload a new logo');
  const save = logo.getByRole('button', { name: 'Save logo' });

  // One that links to a file elsewhere is refused with the reason, and nothing is saved.
  await file.setInputFiles({
    name: 'linked.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><image href="https://example.com/crest.png" width="100" height="100"/></svg>',
    ),
  });
  await save.click();
  await expect(logo.getByRole('alert')).toContainText('links to something outside itself');
  expect((await storedSettings(request, adminToken)).settings.logo).toEqual(demoSchool.logo);

  // The library draws it 512 px square and keeps no SVG: its script goes nowhere.
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="45" fill="#0b4f6c"/><script>alert(1)</script></svg>';
  await file.setInputFiles({
    name: `crest-${Date.now()}.svg`,
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(svg),
  });
  await save.click();
  await expect(logo.getByRole('status')).toHaveText('Saved. The website shows it now.');
  const { settings } = await storedSettings(request, adminToken);
  expect(settings.logo).toMatchObject({
    src: expect.stringMatching(/^\/uploads\/.+\.webp$/),
    width: 512,
    height: 512,
  });
  const served = await request.get(settings.logo.src);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect((await served.body()).includes('<svg')).toBe(false);

  await page.goto('/');
  await expect(page.getByRole('banner').locator('img').first()).toHaveAttribute(
    'src',
    settings.logo.src,
  );
});

test('the office chooses the campus picture from the media library and describes it', async ({
  adminPage: page,
  request,
  adminToken,
}) => {
  await openSettings(page);
  const pictures = page.getByRole('region', { name: 'Pictures' });
  const campus = pictures.getByRole('group', { name: 'Campus', exact: true });
  await campus.getByRole('button', { name: 'Choose from library for Campus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a picture' });
  // Searched: other specs upload to the library at the same time, newest first.
  await dialog.getByLabel('Search by name or alt text').fill('gallery-1');
  await dialog.getByRole('button', { name: 'Choose gallery-1.webp' }).click();
  await expect(dialog).toBeHidden();
  await campus.getByRole('textbox', { name: 'Description of Campus' }).fill('Sports day flags');
  await campus
    .getByRole('textbox', { name: 'Description in Hindi of Campus' })
    .fill('खेल दिवस के झंडे');
  await pictures.getByRole('button', { name: 'Save pictures' }).click();
  await expect(pictures.getByRole('status')).toHaveText('Saved. The website shows it now.');

  const { settings } = await storedSettings(request, adminToken);
  expect(settings.pictures.campus).toMatchObject({
    src: expect.stringMatching(/^\/uploads\//),
    alt: 'Sports day flags',
    altHi: 'खेल दिवस के झंडे',
  });
  expect(settings.pictures.library).toEqual(demoSchool.pictures.library);
});
