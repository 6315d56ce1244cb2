import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eSetupPorts } from './e2e-env.ts';
import { expectAccessible } from './expect-accessible.ts';
import { waitForHydration } from './fixtures.ts';

// A school's first start (decision 0027): `npm start` on an empty data folder, no demo, no
// account given. The server prints the setup address; the person who installed it opens it,
// fills in the school and an account, and the site is the school's, in English and Hindi.
// Each test starts a built server of its own, so the suite's demo server is not touched.

test.describe.configure({ mode: 'parallel' });

type NewSite = { url: string; setupAddress: string; server: ChildProcess };

/**
 * Setting the site up is done once: it hashes the password and writes the school's pages. Alone on
 * a CI machine it answers in about 1.3 s; with this file's servers and browsers side by side on
 * two cores, it took up to 9 s before the shipped pages were checked without the schema.
 */
const setupTime = { timeout: 20_000 };

/** A built server on an empty data folder, and the setup address it printed. */
async function startNewSite(port: number): Promise<NewSite> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = `.e2e-data/${port}`;
  const server = spawn(
    'sh',
    ['-c', `rm -rf ${dataDir} && exec node ${process.env.DIST_DIR ?? 'dist'}/server/main.js`],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        BUILD_DIR: process.env.BUILD_DIR ?? 'build',
        PUBLIC_URL: url,
        LOG_LEVEL: 'warn',
        // A school's own first start: none of the suite's demo, account, mail or push.
        DATABASE_URL: '',
        REDIS_URL: '',
        DEMO: '',
        ADMIN_USERNAME: '',
        ADMIN_PASSWORD: '',
        SCHOOL_SETTINGS_FILE: '',
        SMTP_URL: '',
        VAPID_PUBLIC_KEY: '',
        VAPID_PRIVATE_KEY: '',
        VAPID_SUBJECT: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let printed = '';
  const setupAddress = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no setup address in: ${printed}`)), 60_000);
    server.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const address = /Setup:\s+(http\S+\/setup\?token=[\w-]+)/.exec(printed)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    });
    server.on('exit', (code) => reject(new Error(`the server stopped (${code}): ${printed}`)));
  });
  return { url, setupAddress, server };
}

const school = {
  name: 'Sunrise Public School',
  nameHi: 'सनराइज़ पब्लिक स्कूल',
  affiliationNumber: '1234567',
  schoolCode: '54321',
  street: 'Shankar Nagar Main Road',
  locality: 'Raipur',
  region: 'Chhattisgarh',
  postalCode: '492007',
  phone: '+91 771 400 1234',
  office: 'office@sunrise.example',
};
const account = { username: 'principal', password: 'mango lantern river chalk' };

/** A box of the setup form by its label (a required field's star is not part of its name). */
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillSetupForm(page: Page, postalCode: string) {
  await box(page, 'School name').fill(school.name);
  await box(page, 'School name in Hindi').fill(school.nameHi);
  await expect(box(page, 'Board')).toHaveValue('CBSE');
  await box(page, 'Affiliation number').fill(school.affiliationNumber);
  await box(page, 'School code').fill(school.schoolCode);
  await box(page, 'Street and area').fill(school.street);
  await box(page, 'Town or city').fill(school.locality);
  await box(page, 'State').fill(school.region);
  await box(page, 'PIN code').fill(postalCode);
  await box(page, 'Phone number').fill(school.phone);
  await box(page, 'Office e-mail').fill(school.office);
  await box(page, 'Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
}

/** What names the demo school: a new school's site shows none of it anywhere. */
const demoSchoolWords = ['Veda Vidya', 'VVIS', 'vvis', 'वेद विद्या', '3330999', 'vedavidya'];

/**
 * Every address the sitemap lists (both languages), the feed, the calendar and the manifests:
 * none names the demo school, and the new name is where the old one was.
 */
async function expectNothingOfTheDemo(browser: Browser, site: NewSite) {
  const context = await browser.newContext({ baseURL: site.url });
  const sitemap = await (await context.request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
  expect(paths.length, 'pages in the sitemap').toBeGreaterThan(90);
  const addresses = [
    ...paths,
    '/sitemap.xml',
    '/feed.xml',
    '/calendar.ics',
    '/manifest.webmanifest',
    '/hi/manifest.webmanifest',
    '/api/settings',
  ];
  const found: string[] = [];
  for (const address of addresses) {
    const response = await context.request.get(address);
    expect(response.status(), address).toBe(200);
    const body = await response.text();
    for (const word of demoSchoolWords) if (body.includes(word)) found.push(`${address}: ${word}`);
  }
  expect(found).toEqual([]);
  const home = await (await context.request.get('/')).text();
  // The name in the title, the structured data and the link preview's card.
  expect(home).toMatch(/<title>Sunrise Public School/);
  expect(home).toMatch(/"name":"Sunrise Public School"/);
  const manifest = await (await context.request.get('/manifest.webmanifest')).json();
  expect(manifest.name).toBe('Sunrise Public School');
  const card = await context.request.get('/share-cards/site.png');
  expect(card.headers()['content-type']).toBe('image/png');
  await context.close();
}

/** The site under the school's name in both languages, and its administrator signing in. */
async function expectTheSchoolsSite(browser: Browser, site: NewSite, hindiTown?: string) {
  // Plain browser with scripts (signing in needs them): this server is not the suite's, so
  // its fixtures do not apply.
  const context = await browser.newContext({ baseURL: site.url, javaScriptEnabled: true });
  const page = await context.newPage();
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByText('Welcome to Sunrise Public School').first()).toBeVisible();
  await page.goto('/hi');
  await waitForHydration(page);
  await expect(page.getByText('सनराइज़ पब्लिक स्कूल में आपका स्वागत').first()).toBeVisible();
  // The town in Devanagari where the setup gave it (the scripts-on test does), not in Latin letters.
  if (hindiTown) await expect(page).toHaveTitle(`सनराइज़ पब्लिक स्कूल | ${hindiTown}`);
  else await expect(page).toHaveTitle(/^सनराइज़ पब्लिक स्कूल/);
  await expect(page.locator('header').first()).toContainText(school.nameHi);
  await page.goto('/');
  await expect(page).toHaveTitle(/^Sunrise Public School/);
  await expect(page.locator('header').first()).toContainText('Sunrise Public School');
  await expect(page.locator('footer').first()).toContainText(school.phone);
  await page.goto('/sps');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('SPS');

  await page.goto('/admin-login');
  await waitForHydration(page);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // A new server's first sign-in loads the admin's code and checks the session: on a busy
  // two-core CI machine that took longer than the default five seconds.
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
  await context.close();
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });
  let site: NewSite;
  test.beforeAll(async () => {
    site = await startNewSite(e2eSetupPorts[0]);
  });
  test.afterAll(() => {
    site?.server.kill();
  });

  test('the printed address sets the site up, a mistake shown beside its field', async ({
    page,
    browser,
  }) => {
    const waiting = await page.goto(`${site.url}/`);
    expect(waiting?.status()).toBe(503);
    await expect(page.getByRole('heading', { name: 'This website is being set up' })).toBeVisible();

    await page.goto(site.setupAddress);
    await expect(page.getByRole('heading', { name: 'Set up your school website' })).toBeVisible();
    await fillSetupForm(page, '4920');
    await page.getByRole('button', { name: 'Set up the website' }).click();
    await expect(page.getByText('PIN code must be 6 digits.')).toBeVisible();
    await expect(box(page, 'School name')).toHaveValue(school.name);
    await expect(page.getByLabel('Password')).toHaveValue('');

    await box(page, 'PIN code').fill(school.postalCode);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Set up the website' }).click();
    await expect(page.getByRole('heading', { name: 'Your website is ready' })).toBeVisible(
      setupTime,
    );
    await expect(page.getByRole('link', { name: 'Sign in to the admin area' })).toHaveAttribute(
      'href',
      '/admin-login',
    );
    await page.getByRole('link', { name: 'Open the website' }).click();
    await expect(page.getByText('Welcome to Sunrise Public School').first()).toBeVisible();

    await expectTheSchoolsSite(browser, site);
  });
});

test.describe('with scripts', () => {
  let site: NewSite;
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for
  test.beforeAll(async ({}, worker) => {
    // At 375 px too (the mobile project), on a server of its own.
    site = await startNewSite(e2eSetupPorts[1] + (worker.project.name === 'mobile' ? 500 : 0));
  });
  test.afterAll(() => {
    site?.server.kill();
  });

  test('the printed address sets the site up, in Hindi too @mobile', async ({ page, browser }) => {
    await page.goto(site.setupAddress);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await expect(
      page.getByRole('heading', { name: 'अपने विद्यालय की वेबसाइट तैयार करें' }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'English' }).click();
    await waitForHydration(page);
    await page.getByText('Colours and admission form (optional)').click();
    await expectAccessible(page);
    await fillSetupForm(page, school.postalCode);
    await page.getByRole('textbox', { name: /^Town and state in Hindi/ }).fill('रायपुर, छत्तीसगढ़');
    await page.getByRole('button', { name: 'Set up the website' }).click();
    await expect(page.getByRole('heading', { name: 'Your website is ready' })).toBeVisible(
      setupTime,
    );
    await expect(page.getByText('The website now shows Sunrise Public School.')).toBeVisible();
    await expectAccessible(page);

    // The address is used up: the site is set up, and says so to anyone who opens it again.
    await page.goto(site.setupAddress);
    await expect(page.getByRole('heading', { name: 'Your website is ready' })).toBeVisible();
    await expectTheSchoolsSite(browser, site, 'रायपुर, छत्तीसगढ़');
    await expectNothingOfTheDemo(browser, site);
  });
});
