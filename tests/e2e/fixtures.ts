import { test as base, expect, type Page } from '@playwright/test';
import { e2eAdmin } from './e2e-env.ts';

type Fixtures = {
  /** Console errors and failed same-origin requests of the page; the test fails if any remain. */
  pageProblems: string[];
  /** A page whose browser storage holds a live admin session. */
  adminPage: Page;
  /** Bearer token of a fresh admin session, for API calls. */
  adminToken: string;
};

export const test = base.extend<Fixtures>({
  pageProblems: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('status of 4'))
          problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('requestfailed', (request) => {
        if (
          request.url().startsWith(baseURL!) &&
          request.failure()?.errorText !== 'net::ERR_ABORTED'
        ) {
          problems.push(`failed request ${request.url()}`);
        }
      });
      // External sites (admission form, map) are outside this project: answer them locally.
      // A 204 keeps the page where it is, so the enquiry page's redirect stays observable; an
      // embedded frame (the map) gets an empty page, which ends its load (a 204 there sometimes
      // kept the network busy and 'networkidle' never came).
      await page.route(
        (url) => !url.href.startsWith(baseURL!),
        (route) => {
          const request = route.request();
          const leavesPage = request.isNavigationRequest() && request.frame() === page.mainFrame();
          return route.fulfill(
            leavesPage
              ? { status: 204, body: '' }
              : { status: 200, contentType: 'text/html', body: '' },
          );
        },
      );
      await use(problems);
      expect(problems, 'console errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],

  adminToken: async ({ request }, use) => {
    const response = await request.post('/api/auth/admin-login', { data: e2eAdmin });
    expect(response.status()).toBe(200);
    const { token } = (await response.json()) as { token: string };
    await use(token);
    await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  },

  adminPage: async ({ page, adminToken }, use) => {
    await page.addInitScript(
      ([token, username]) => {
        if (!localStorage.getItem('adminToken')) {
          localStorage.setItem('adminToken', token);
          localStorage.setItem('adminUsername', username);
        }
      },
      [adminToken, e2eAdmin.username] as const,
    );
    await use(page);
  },
});

export { expect };
