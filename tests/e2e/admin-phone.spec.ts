import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { adminNavigation, expect, openAdminScreen, test } from './fixtures.ts';
import { adminPagePaths } from './page-paths.ts';

// Every admin screen of the route table (each screen has its own address) at 320, 375 and
// 1280 px, with the phone's menu closed and open: no sideways scrolling and no axe violation.
// Screens are found, not listed, so the next one added is covered too.

async function expectFitsAndAccessible(page: Page, label: string, width: number) {
  await page.waitForLoadState('networkidle');
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${label} at ${width} px`).toBeLessThanOrEqual(clientWidth);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    violations.map((violation) => `${label}: ${violation.id}`),
    'axe-core violations',
  ).toEqual([]);
}

for (const width of [320, 375, 1280]) {
  test(`every admin screen fits ${width} px without sideways scrolling and is axe-clean`, async ({
    adminPage: page,
  }) => {
    test.setTimeout(480_000);
    await page.setViewportSize({ width, height: 800 });
    expect(adminPagePaths).toEqual(
      expect.arrayContaining(['/admin-login', '/admin', '/admin/circulars', '/admin/calendar']),
    );
    let screensVisited = 0;
    for (const path of adminPagePaths) {
      await page.goto(path);
      await expect(page.locator('main').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectFitsAndAccessible(page, path, width);
      if (!(await adminNavigation(page).count())) continue;
      screensVisited += 1;
      // Below 900 px the navigation is behind the "Menu" button: open (the same on every
      // screen, so checked on the first), it must fit too.
      const menu = page.getByRole('button', { name: /^Menu/ });
      if (screensVisited === 1 && (await menu.isVisible())) {
        await menu.click();
        await expect(adminNavigation(page)).toBeVisible();
        await expectFitsAndAccessible(page, `${path} menu open`, width);
      }
    }
    // The screens were found (twenty-one for an administrator today).
    expect(screensVisited).toBeGreaterThanOrEqual(20);
  });
}

// The TC and emergency alert screens' forms, filled and refused, and their records open in a
// dialog (`/admin/tcs/<id>`, `/admin/alerts/<id>`): what the screen walk above never opens.
for (const width of [320, 375, 1280]) {
  test(`the TC and alert forms and record dialogs fit ${width} px and are axe-clean`, async ({
    adminPage: page,
    adminToken,
    request,
  }) => {
    const headers = { authorization: `Bearer ${adminToken}` };
    await page.setViewportSize({ width, height: 800 });
    const tcNumber = `AXE/TC/${width}/${Date.now()}`;
    const recorded = await request.post('/api/tcs', {
      headers,
      data: {
        number: tcNumber,
        admissionNumber: 'A-1',
        studentName: 'Kavya Rao',
        dateOfBirth: '2011-08-14',
        className: 'VI',
        leftOn: '2025-04-30',
        issuedOn: '2025-05-02',
      },
    });
    expect(recorded.status()).toBe(201);
    const tc = ((await recorded.json()) as { data: { id: string } }).data;
    // Withdrawn at once: circulars.spec.ts counts on its own alert being the one shown.
    const posted = await request.post('/api/alerts', {
      headers,
      data: {
        message: `Axe check ${width} px: buses leave at noon.`,
        severity: 'warning',
        expiresAt: new Date(Date.now() + 120_000).toISOString(),
      },
    });
    expect(posted.status()).toBe(201);
    const alert = ((await posted.json()) as { data: { id: string } }).data;
    await request.delete(`/api/alerts/${alert.id}`, { headers });

    try {
      await page.goto('/admin/tcs');
      const tcForm = page.getByRole('form', { name: 'Record a TC' });
      await tcForm.getByLabel('TC number').fill(tcNumber);
      await tcForm.getByLabel('Date of birth').fill('31/02/2011');
      await tcForm.getByLabel('Class').focus();
      await expectFitsAndAccessible(page, 'Record a TC, filled', width);

      await page.goto(`/admin/tcs/${tc.id}`);
      await expect(page.getByRole('dialog', { name: `TC ${tcNumber}` })).toBeVisible();
      await expectFitsAndAccessible(page, 'a TC open', width);

      await page.goto('/admin/alerts');
      const alertForm = page.getByRole('form', { name: 'Post an alert' });
      await alertForm.getByLabel('Message', { exact: true }).fill('Buses leave at noon.');
      await alertForm.getByLabel('Severity').selectOption('critical');
      await expectFitsAndAccessible(page, 'Post an alert, filled', width);

      await page.goto(`/admin/alerts/${alert.id}`);
      await expect(page.getByRole('dialog', { name: 'Emergency alert' })).toBeVisible();
      await expectFitsAndAccessible(page, 'an alert open', width);
    } finally {
      await request.delete(`/api/tcs/${tc.id}`, { headers });
    }
  });
}

test('the admin navigation works by keyboard alone', async ({ adminPage: page }) => {
  await page.goto('/admin');
  const links = adminNavigation(page).getByRole('link');
  await expect(links.first()).toHaveAttribute('aria-current', 'page');
  expect(await links.count()).toBeGreaterThanOrEqual(8);
  // Tab reaches the links; Enter on one opens its screen and marks its link as the open one.
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    if (await links.first().evaluate((element) => element === document.activeElement)) break;
  }
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const third = links.nth(2);
  await expect(third).toBeFocused();
  const address = await third.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${address}$`));
  await expect(third).toHaveAttribute('aria-current', 'page');
  await expect(links.first()).not.toHaveAttribute('aria-current', 'page');
});

test('on a phone each screen starts with its content, and the address keeps the screen', async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/admin');
  const content = page.locator('main');
  await expect(content).toBeVisible();
  // The twenty links took 510 of 740 px above every screen; now a "Menu" button does.
  const menu = page.getByRole('button', { name: /^Menu/ });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(adminNavigation(page)).toBeHidden();
  // Measured from the button, not the top: an emergency alert another test posts may sit above.
  const buttonBottom = await menu.boundingBox().then((box) => (box ? box.y + box.height : 0));
  const contentTop = (await content.boundingBox())?.y ?? Infinity;
  expect(contentTop - buttonBottom, 'px between the Menu button and the screen').toBeLessThan(100);

  // Choosing a screen closes the menu, names it on the button and puts it in the address.
  await openAdminScreen(page, 'News');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toContainText('News');
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(content).toBeFocused();
  await openAdminScreen(page, 'Pages');
  await expect(page).toHaveURL(/\/admin\/pages$/);

  // Back and forward move between the screens; a reload keeps the open one.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(menu).toContainText('News');
  await page.goForward();
  await page.reload();
  await expect(menu).toContainText('Pages');
  await expect(
    adminNavigation(page).getByRole('link', { name: 'Pages', exact: true, includeHidden: true }),
  ).toHaveAttribute('aria-current', 'page');
});
