import { expect, openAdminScreen, test } from './fixtures.ts';
import { expectAccessible } from './expect-accessible.ts';

// Staff translate a page in the admin (contracts/content/translation.ts): the Hindi tab of the
// page editor shows every text with its English, and the Hindi preview draws each part in Hindi
// once all its texts are translated, in English (lang="en") until then.

test('staff translate a page into Hindi and preview it, part by part, on a phone', async ({
  adminPage: page,
  context,
}) => {
  // One run (desktop project) at phone width: both projects at once would edit the same draft.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin');
  await openAdminScreen(page, 'Pages');
  await page.getByLabel('Search pages').fill('timing');
  const row = page.getByRole('row', { name: /School Timing/ });
  await expect(row.getByRole('cell', { name: 'Complete' })).toBeVisible();
  await row.getByRole('button', { name: 'Edit School Timing' }).click();

  await page.getByRole('button', { name: 'हिन्दी (Hindi)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hindi complete' })).toBeVisible();
  await expectAccessible(page);

  const hours = page.getByRole('group', { name: /Section 1: School hours/ });
  await hours.getByRole('textbox', { name: 'Title in Hindi' }).fill('स्कूल खुलने का समय');
  // The school office's note loses its Hindi: that block is shown in English until it is back.
  const facts = page.getByRole('group', { name: /Section 1, block 1 \(Key facts\)/ });
  await facts.getByRole('textbox', { name: 'Items › 1 › Note in Hindi' }).fill('');
  await expect(facts).toContainText('1 to translate');
  await expect(
    page.getByRole('status').filter({ hasText: 'Hindi incomplete: 8 of 9 parts translated' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();

  const preview = await context.newPage();
  await preview.goto('/admin/page-preview/school-timing?lang=hi');
  await expect(preview.getByText('Draft preview in Hindi')).toBeVisible();
  await expect(preview.getByRole('heading', { level: 1, name: 'विद्यालय का समय' })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'स्कूल खुलने का समय' })).toBeVisible();
  const english = preview.locator('main div[lang="en"]').filter({ hasText: 'School office' });
  await expect(english).toContainText('Monday to Friday, for fees, certificates and enquiries.');
  await expect(preview.getByText('विद्यार्थियों का आगमन; गेट सुबह 9:00 बजे बंद हो जाते हैं')).toBeVisible();
  await preview.close();

  // The list says what is left to translate.
  await page.getByRole('button', { name: 'Back to all pages' }).click();
  await page.getByLabel('Search pages').fill('timing');
  await expect(
    page
      .getByRole('row', { name: /School Timing/ })
      .getByRole('cell', { name: 'Incomplete: 8 of 9 parts' }),
  ).toBeVisible();
});
