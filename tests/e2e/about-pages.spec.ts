import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';

// The About Us pages read from the database (decision 0018), as a visitor uses them.

test('Why Choose Us downloads the brochure, a real PDF @mobile', async ({ page }) => {
  await page.goto('/why-vvis');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Brochure' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test("the Principal's letter and the home page sign with School information's name", async ({
  page,
  request,
}) => {
  const information = await (await request.get('/api/school-information')).json();
  const name: string = information.sections.general.principalName;
  await page.goto('/principal-message');
  await expect(page.getByRole('article').getByText(name, { exact: true })).toBeVisible();
  await page.goto('/');
  await expect(page.locator('#principal')).toContainText(name);
});

test('the faculty page shows the heads of department', async ({ page }) => {
  await page.goto('/faculty');
  const grid = page.getByRole('list', { name: 'Heads of department' });
  await expect(grid.getByRole('listitem')).toHaveCount(9);
  await expect(grid).toContainText('Mathematics');
});
