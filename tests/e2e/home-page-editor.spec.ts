import type { Page } from '@playwright/test';
import { expectAccessible } from './expect-accessible.ts';
import { expect, openAdminScreen, test } from './fixtures.ts';

// The home page is a page of the Pages tab (decision 0018): staff change a caption, drop a live
// band and preview the draft. Only the draft changes, and the test puts it back, so the public
// home page other specs read stays as it is.

async function openHome(page: Page) {
  await page.goto('/admin');
  await openAdminScreen(page, 'Pages');
  await page.getByLabel('Search pages').fill('home');
  await page.getByRole('button', { name: 'Edit Home' }).click();
  await expect(page.getByRole('heading', { name: /^Editing: Welcome to / })).toBeVisible();
}

test('staff change a slide caption and remove the calendar; the preview shows the draft', async ({
  adminPage: page,
  request,
  adminToken,
}) => {
  const headers = { authorization: `Bearer ${adminToken}` };
  const before = await request.get('/api/pages/home', { headers });
  expect(before.ok()).toBe(true);
  const { draft } = (await before.json()) as { draft: Record<string, unknown> };
  const { updatedAt: _at, updatedBy: _by, ...original } = draft;
  try {
    await openHome(page);
    await expect(page.getByRole('link', { name: '/', exact: true })).toHaveAttribute('href', '/');

    await page.getByText('Section 2: Life at Our Campus').click();
    await page.getByText('1. Slideshow').click();
    const pictures = page.getByRole('group', { name: /^Pictures, one at a time/ });
    const caption = pictures.getByRole('textbox', { name: 'Caption' }).first();
    await expect(caption).toHaveValue('Modern Secure and Safe Infrastructure');
    await caption.fill('Our new science block');
    await expect(
      pictures.getByRole('button', { name: 'Choose from library' }).first(),
    ).toBeVisible();
    await expectAccessible(page);

    // The calendar is a section of its own: removing the section removes the band.
    await page.getByRole('button', { name: 'Remove section 6' }).click();
    await expect(page.getByText('Section 6: Testimonials')).toBeVisible();

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved.')).toBeVisible();

    await page.goto('/admin/page-preview/home');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
    await expect(page.getByText('Our new science block').first()).toBeAttached();
    await expect(page.locator('#calendar')).toHaveCount(0);
    await expect(
      page.getByText('The six newest news stories appear here on the public page.'),
    ).toBeVisible();

    // The public page is the published one until staff publish.
    await page.goto('/');
    await expect(page.getByText('Modern Secure and Safe Infrastructure').first()).toBeAttached();
    await expect(page.locator('#calendar')).toHaveCount(1);
  } finally {
    const restored = await request.put('/api/pages/home', { headers, data: original });
    expect(restored.ok()).toBe(true);
  }
});
