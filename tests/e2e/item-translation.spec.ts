import { expect, openAdminScreen, test } from './fixtures.ts';

// Staff give a news item its Hindi beside the English (decision 0025): the list says what is left
// to translate, and the Hindi page shows the Hindi once it is there, the English (lang="en") before.

test('staff see a news item without Hindi in the list, add its Hindi, and the Hindi page shows it', async ({
  adminPage: page,
  browser,
}) => {
  const title = `E2E Hindi news ${Date.now()}`;
  await page.goto('/admin');
  await openAdminScreen(page, 'News');
  const form = page.getByRole('region', { name: 'Add News' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form
    .getByRole('textbox', { name: 'Description (optional)' })
    .fill('The library is open on Saturdays.');
  await form.getByLabel('Date').fill('20/01/2026');
  await form.getByLabel('Picture').setInputFiles({
    name: 'tiny.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await form.getByRole('button', { name: 'Add News' }).click();

  const item = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: title, exact: true }),
  });
  await expect(item.getByText('No Hindi', { exact: true })).toBeVisible();

  await item.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit news item' });
  // Marked Hindi: read in Hindi, and drawn with the site's Devanagari font, not as boxes.
  const hindiTitle = dialog.getByRole('textbox', { name: 'Title in Hindi (optional)' });
  await expect(hindiTitle).toHaveAttribute('lang', 'hi');
  await expect(dialog.getByLabel('Description in Hindi')).toHaveAttribute('lang', 'hi');
  await hindiTitle.fill('पुस्तकालय अब शनिवार को भी खुला');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(item.getByText('Hindi incomplete', { exact: true })).toBeVisible();

  const href = await item.getByRole('link', { name: `View page of ${title}` }).getAttribute('href');
  const visitor = await browser.newPage();
  await visitor.goto(`/hi${href}`);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'पुस्तकालय अब शनिवार को भी खुला' }),
  ).toHaveAttribute('lang', 'hi');
  // The description has no Hindi yet: the English, marked as English.
  await expect(visitor.getByText('The library is open on Saturdays.')).toHaveAttribute(
    'lang',
    'en',
  );
  await visitor.close();

  await item.getByRole('button', { name: `Edit ${title}` }).click();
  await dialog
    .getByLabel('Description in Hindi')
    .fill('पुस्तकालय हर शनिवार सुबह 9 से 12 बजे तक खुला रहेगा।');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(item.getByText('Hindi incomplete', { exact: true })).toHaveCount(0);
  await expect(item.getByText('No Hindi', { exact: true })).toHaveCount(0);

  page.once('dialog', (confirm) => confirm.accept());
  await item.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(item).toHaveCount(0);
});
