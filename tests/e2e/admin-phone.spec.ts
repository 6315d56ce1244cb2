import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

/** Every tab of the dashboard an administrator sees, by its accessible name. */
const tabs = [
  'events',
  'notice',
  'gallery',
  'holidays',
  'Mandatory Disclosure',
  'School Information',
  'News',
  /^Inbox/,
  'Audit',
  'Staff',
  'My account',
];

for (const width of [320, 375, 1280]) {
  test(`every admin tab fits ${width} px without sideways scrolling and is axe-clean`, async ({
    adminPage: page,
  }) => {
    // Eleven tabs with an axe run each.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/dashboard');
    for (const name of tabs) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `${String(name)} at ${width} px`).toBeLessThanOrEqual(clientWidth);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        violations.map((violation) => `${String(name)}: ${violation.id}`),
        'axe-core violations',
      ).toEqual([]);
    }
  });
}
