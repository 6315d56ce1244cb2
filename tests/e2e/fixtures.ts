import { test as base, expect, type Page, type Response } from '@playwright/test';
import { e2eAdmin } from './e2e-env.ts';

/**
 * Waits until React has hydrated the page (web/lib/mark-hydrated.ts). Its scripts load after the
 * first paint, after the load event that `goto` waits for; until then a menu or a tab that needs
 * JavaScript does nothing.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The admin's navigation: a link per screen (web/components/layout/admin-shell.tsx). */
export const adminNavigation = (page: Page) =>
  page.getByRole('navigation', { name: 'Admin screens', includeHidden: true });

/**
 * Opens a screen of the admin from its navigation. On a phone the links sit behind the "Menu"
 * button (web/components/layout/admin-shell.tsx), which this presses first when it is shown.
 */
export async function openAdminScreen(page: Page, name: string | RegExp): Promise<void> {
  // Hidden behind the button, the links are out of the accessibility tree that getByRole reads.
  const navigation = adminNavigation(page);
  await navigation.waitFor({ state: 'attached' });
  const menu = page.getByRole('button', { name: /^Menu/ });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true')
    await menu.click();
  const link = navigation.getByRole('link', {
    name,
    exact: typeof name === 'string',
    includeHidden: true,
  });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
}

type Fixtures = {
  /** Console errors and failed same-origin requests of the page; the test fails if any remain. */
  pageProblems: string[];
  /** A page whose browser storage holds a live admin session. */
  adminPage: Page;
  /** Bearer token of a fresh admin session, for API calls. */
  adminToken: string;
};

export const test = base.extend<Fixtures>({
  // goto and reload answer once the page is hydrated, when the page runs JavaScript and is ours.
  page: async ({ page, javaScriptEnabled, baseURL }, use) => {
    const settle = async (response: Response | null) => {
      const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
      if (javaScriptEnabled !== false && html && response!.url().startsWith(baseURL!))
        await waitForHydration(page);
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => settle(await goto(url, options));
    page.reload = async (options) => settle(await reload(options));
    await use(page);
  },

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
