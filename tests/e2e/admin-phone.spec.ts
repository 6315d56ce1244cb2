import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openDashboardTab, test } from './fixtures.ts';
import { adminPagePaths } from './page-paths.ts';

// Every admin screen of the route table, and every tab of a screen that has tabs, at 320, 375
// and 1280 px: no sideways scrolling and no axe violation. Screens and tabs are found, not
// listed, so the next one added is covered too.

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
  test(`every admin screen and tab fits ${width} px without sideways scrolling and is axe-clean`, async ({
    adminPage: page,
  }) => {
    test.setTimeout(480_000);
    await page.setViewportSize({ width, height: 800 });
    expect(adminPagePaths).toEqual(expect.arrayContaining(['/admin-login', '/admin/dashboard']));
    let tabsVisited = 0;
    for (const path of adminPagePaths) {
      await page.goto(path);
      await expect(page.locator('main').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Below 900 px the dashboard's tabs are behind the "Sections" button.
      const sections = page.getByRole('button', { name: /^Sections/ });
      if (await sections.isVisible()) await expectFitsAndAccessible(page, `${path} closed`, width);
      const tabs = page.getByRole('tablist', { includeHidden: true }).first().getByRole('tab', {
        includeHidden: true,
      });
      const count = (await page.getByRole('tablist', { includeHidden: true }).count())
        ? await tabs.count()
        : 0;
      if (count === 0) await expectFitsAndAccessible(page, path, width);
      for (let index = 0; index < count; index += 1) {
        const tab = tabs.nth(index);
        if (
          (await sections.isVisible()) &&
          (await sections.getAttribute('aria-expanded')) !== 'true'
        )
          await sections.click();
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expectFitsAndAccessible(page, `${path} ${await tab.textContent()}`, width);
        tabsVisited += 1;
      }
    }
    // The dashboard's tabs were found (eleven for an administrator today).
    expect(tabsVisited).toBeGreaterThanOrEqual(10);
  });
}

test('the dashboard tabs work by keyboard alone', async ({ adminPage: page }) => {
  await page.goto('/admin/dashboard');
  const tablist = page.getByRole('tablist', { name: 'Dashboard sections' });
  const tabs = tablist.getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const count = await tabs.count();
  expect(count).toBeGreaterThanOrEqual(8);
  // Tab reaches the selected tab; arrow keys move through every tab and back to the first.
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    if (await tabs.first().evaluate((element) => element === document.activeElement)) break;
  }
  await expect(tabs.first()).toBeFocused();
  for (let index = 1; index < count; index += 1) {
    await page.keyboard.press('ArrowDown');
    await expect(tabs.nth(index)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
  }
  await page.keyboard.press('ArrowDown');
  await expect(tabs.first()).toBeFocused();
});

test('on a phone the dashboard starts with its content, and the address keeps the section', async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/admin/dashboard');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toBeVisible();
  // The twenty tabs took 510 of 740 px above every screen; now a "Sections" button does.
  const sections = page.getByRole('button', { name: /^Sections/ });
  await expect(sections).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('tablist', { name: 'Dashboard sections' })).toBeHidden();
  // Measured from the button, not the top: an emergency alert another test posts may sit above.
  const buttonBottom = await sections.boundingBox().then((box) => (box ? box.y + box.height : 0));
  const panelTop = (await panel.boundingBox())?.y ?? Infinity;
  expect(panelTop - buttonBottom, 'px between the Sections button and the section').toBeLessThan(
    100,
  );

  // Choosing a section closes the menu, names it on the button and puts it in the address.
  await openDashboardTab(page, 'News');
  await expect(sections).toHaveAttribute('aria-expanded', 'false');
  await expect(sections).toContainText('News');
  await expect(page).toHaveURL(/\?tab=news$/);
  await expect(panel).toBeFocused();
  await openDashboardTab(page, 'Pages');
  await expect(page).toHaveURL(/\?tab=pages$/);

  // Back and forward move between the sections; a reload keeps the open one.
  await page.goBack();
  await expect(
    page.getByRole('tab', { name: 'News', exact: true, includeHidden: true }),
  ).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await page.reload();
  await expect(sections).toContainText('Pages');
  await expect(
    page.getByRole('tab', { name: 'Pages', exact: true, includeHidden: true }),
  ).toHaveAttribute('aria-selected', 'true');
});
