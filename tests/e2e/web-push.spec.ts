import { spawn, type ChildProcess } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eBaseUrl, e2eMailSinkUrl, e2eNoPushPort, e2eSmtpPort } from './e2e-env.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

// Web push (decision 0022) as far as Chromium can go on this machine: the button on the page
// behind a mailed link when the site has VAPID keys (the suite's server) and none without them
// (a second server this spec starts), and the service worker served and registered for
// /subscriptions/. A real push subscription needs the browser's push service on the internet,
// which this machine cannot reach: that part is covered by the server test with a local push
// service (server/modules/circulars/web-push.test.ts), not faked here.

const noPushUrl = `http://127.0.0.1:${e2eNoPushPort}`;
// One worker for both tests: one server without push, started once.
test.describe.configure({ mode: 'serial' });
let noPushServer: ChildProcess | undefined;

test.beforeAll(async ({ request }) => {
  const dataDir = `.e2e-data/${e2eNoPushPort}`;
  noPushServer = spawn(
    'sh',
    ['-c', `rm -rf ${dataDir} && exec node ${process.env.DIST_DIR ?? 'dist'}/server/main.js`],
    {
      env: {
        ...process.env,
        PORT: String(e2eNoPushPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        BUILD_DIR: process.env.BUILD_DIR ?? 'build',
        DATABASE_URL: '',
        REDIS_URL: '',
        PUBLIC_URL: noPushUrl,
        LOG_LEVEL: 'warn',
        // A school of its own, so the new site starts set up (decision 0027).
        SCHOOL_SETTINGS_FILE: 'server/test/fixtures/school-settings.json',
        SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
        VAPID_PUBLIC_KEY: '',
        VAPID_PRIVATE_KEY: '',
        VAPID_SUBJECT: '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await expect
    .poll(async () => (await request.get(`${noPushUrl}/api/health`).catch(() => null))?.ok(), {
      timeout: 30_000,
      message: 'the server without web push to start',
    })
    .toBe(true);
});

test.afterAll(() => {
  noPushServer?.kill();
});

type Mail = { to: string[]; subject: string; raw: string };

/** Subscribes and confirms on `site`; answers the address of the page behind the mailed link. */
async function manageLink(request: APIRequestContext, site: string, email: string) {
  const asked = await request.post(`${site}/api/subscriptions`, {
    data: { email, audiences: ['primary'], mode: 'immediate' },
    headers: { origin: site },
  });
  expect(asked.status()).toBe(202);
  let text = '';
  await expect
    .poll(
      async () => {
        const mails = (await (
          await request.get(`${e2eMailSinkUrl}/mails?to=${encodeURIComponent(email)}`)
        ).json()) as Mail[];
        text = mails[0]?.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=') ?? '';
        return Boolean(text);
      },
      { timeout: 15_000, message: `the confirmation mail to ${email}` },
    )
    .toBe(true);
  const confirmToken = /\/subscriptions\/confirm\?token=([\w-]{43})/.exec(text)![1];
  const confirmed = await request.post(`${site}/api/subscriptions/confirm`, {
    data: { token: confirmToken },
    headers: { origin: site },
  });
  expect(confirmed.status()).toBe(200);
  return /https?:\/\/\S+\/subscriptions\/manage\?token=[\w-]{43}/.exec(text)![0];
}

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save my choice' });
const phoneButton = (page: Page) => page.getByRole('button', { name: 'Get alerts on this phone' });

test('a subscriber is offered alerts on the phone when the site has web push', async ({
  page,
  request,
  pageProblems,
}) => {
  await page.goto(await manageLink(request, e2eBaseUrl, `push-on-${Date.now()}@example.com`));
  await expect(saveButton(page)).toBeVisible();
  await expect(phoneButton(page)).toBeVisible();

  // The worker is same-origin JavaScript, and registers for the subscription pages only.
  const worker = await request.get(`${e2eBaseUrl}/push-worker.js`);
  expect(worker.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(await worker.text()).toContain("addEventListener('push'");
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/push-worker.js', {
      scope: '/subscriptions/',
    });
    return registration.scope;
  });
  expect(scope).toBe(`${e2eBaseUrl}/subscriptions/`);
  expect(pageProblems).toEqual([]);
});

test('no phone alerts without VAPID keys', async ({ page, request }) => {
  expect((await request.get(`${noPushUrl}/api/push/key`)).status()).toBe(404);
  // The fixture answers other sites locally; this one is ours (routes added later come first).
  await page.route(`${noPushUrl}/**`, (route) => route.continue());
  await page.goto(await manageLink(request, noPushUrl, `push-off-${Date.now()}@example.com`));
  await waitForHydration(page);
  await expect(saveButton(page)).toBeVisible();
  // The key's answer has come (404) once the page is idle: the button would be there by then.
  await page.waitForLoadState('networkidle');
  await expect(phoneButton(page)).toHaveCount(0);
});
