import { expect, openAdminScreen, test } from './fixtures.ts';

const png = {
  name: 'tiny.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** Tomorrow at 09:30 India time, as the admin's day and time boxes take it (day first). */
function tomorrowInIndia(): { day: string; shown: RegExp } {
  const india = new Date(Date.now() + 330 * 60_000 + 24 * 3_600_000);
  const [year, month, date] = india.toISOString().slice(0, 10).split('-');
  const shown = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    india,
  );
  return {
    day: `${date}/${month}/${year}`,
    shown: new RegExp(`Scheduled for ${shown}, 9:30\\s?am`, 'i'),
  };
}

test('@mobile staff schedule a news item: the list says when, the public sees nothing yet', async ({
  adminPage: page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const title = `Scheduled news ${Date.now()}`;
  const when = tomorrowInIndia();
  await page.goto('/admin');
  await openAdminScreen(page, 'News');

  const form = page.getByRole('region', { name: 'Add News' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Date', { exact: true }).fill('20/01/2026');
  await form.getByLabel('Picture').setInputFiles(png);
  const publishAt = form.getByRole('group', { name: /^Publish at \(India time\)/ });
  const publishDay = publishAt.getByLabel('Day', { exact: true });
  await publishDay.focus();
  await expect(publishDay).toBeFocused();
  await publishDay.fill(when.day);
  await publishAt.getByLabel('Time', { exact: true }).fill('9:30 am');
  await expect(publishAt.getByText(/^\w+day, \d+ \w+ \d{4} at 9:30\s?am$/)).toBeVisible();
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
  const editedAt = dialog.getByRole('group', { name: /^Publish at \(India time\)/ });
  await expect(editedAt.getByLabel('Day', { exact: true })).toHaveValue(when.day);
  await expect(editedAt.getByLabel('Time', { exact: true })).toHaveValue('09:30');
  await editedAt.getByLabel('Day', { exact: true }).fill('');
  await editedAt.getByLabel('Time', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(item).not.toContainText('Scheduled for');
  await expect.poll(titles).toContain(title);
  expect((await request.get(address!)).status()).toBe(200);

  page.once('dialog', (confirm) => void confirm.accept());
  await item.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  await expect(item).toHaveCount(0);
});
