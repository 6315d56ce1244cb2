import { expect, openDashboardTab, test } from './fixtures.ts';

const png = {
  name: 'tiny.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** Tomorrow at 09:30 India time, as a datetime-local field takes it. */
function tomorrowInIndia(): { field: string; shown: RegExp } {
  const india = new Date(Date.now() + 330 * 60_000 + 24 * 3_600_000);
  const day = india.toISOString().slice(0, 10);
  const shown = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    india,
  );
  return { field: `${day}T09:30`, shown: new RegExp(`Scheduled for ${shown}, 9:30\\s?am`, 'i') };
}

test('@mobile staff schedule a news item: the list says when, the public sees nothing yet', async ({
  adminPage: page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const title = `Scheduled news ${Date.now()}`;
  const when = tomorrowInIndia();
  await page.goto('/admin/dashboard');
  await openDashboardTab(page, 'News');

  const form = page.getByRole('region', { name: 'Add News' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Date', { exact: true }).fill('2026-01-20');
  await form.getByLabel('Picture').setInputFiles(png);
  const publishAt = form.getByLabel(/^Publish at \(India time\)/);
  await publishAt.focus();
  await expect(publishAt).toBeFocused();
  await publishAt.fill(when.field);
  await form.getByRole('button', { name: 'Add News' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'News added successfully!' }),
  ).toBeVisible();

  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(item).toContainText(when.shown);

  const titles = async () =>
    ((await (await request.get('/api/latestnews/')).json()) as Array<{ title: string }>).map(
      (news) => news.title,
    );
  expect(await titles()).not.toContain(title);
  const address = await item.getByRole('link', { name: /View page/ }).getAttribute('href');
  expect(address).toMatch(/^\/news\/scheduled-news-/);
  expect((await request.get(address!)).status()).toBe(404);

  // Edited to publish now (the field emptied): the public list and page show it.
  await item.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit news item' });
  await expect(dialog.getByLabel(/^Publish at \(India time\)/)).toHaveValue(when.field);
  await dialog.getByLabel(/^Publish at \(India time\)/).fill('');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(item).not.toContainText('Scheduled for');
  await expect.poll(titles).toContain(title);
  expect((await request.get(address!)).status()).toBe(200);

  page.once('dialog', (confirm) => void confirm.accept());
  await item.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  await expect(item).toHaveCount(0);
});
