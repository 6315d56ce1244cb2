import { expect, openAdminScreen, test } from './fixtures.ts';

// A clerk deletes a notice by mistake and brings it back from the Trash tab: the notice's page
// answers again at its address (server/modules/trash/).
test('a deleted notice is restored from the Trash tab and its page is back', async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  const title = `Sports kit list ${Date.now()}`;
  const created = await request.post('/api/notices/add', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { title, description: 'Bring the sports kit on Monday.', date: '2026-11-20' },
  });
  expect(created.status()).toBe(201);
  const { slug } = ((await created.json()) as { data: { slug: string } }).data;
  const address = `/notices/${slug}`;
  expect((await request.get(address)).status()).toBe(200);

  await page.goto('/admin');
  await openAdminScreen(page, 'Circulars');
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe(
      'Move this circular to the trash? You can restore it from Trash for 30 days.',
    );
    await dialog.accept();
  });
  await item.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Circular moved to the trash.' }),
  ).toBeVisible();
  await expect(item).toHaveCount(0);
  expect((await request.get(address)).status()).toBe(404);

  await openAdminScreen(page, 'Trash');
  await expect(
    page.getByText('Deleted items are kept here for 30 days, then removed for good.'),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Notice');
  await row.getByRole('button', { name: `Restore ${title}`, exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `"${title}" is back on the website.` }),
  ).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

// A page staff added goes to the trash from its editor and comes back from the Trash tab at its
// address (server/modules/pages/page-trash.ts).
test('a deleted page is restored from the Trash tab and answers at its address again', async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  const stamp = Date.now();
  const slug = `sports-day-${stamp}`;
  const title = `Sports Day ${stamp}`;
  const headers = { authorization: `Bearer ${adminToken}` };
  const created = await request.post('/api/pages', {
    headers,
    data: { slug, title, description: title, hero: { title }, sections: [] },
  });
  expect(created.status()).toBe(201);
  expect((await request.post(`/api/pages/${slug}/publish`, { headers, data: {} })).status()).toBe(
    200,
  );
  expect((await request.get(`/${slug}`)).status()).toBe(200);

  await page.goto('/admin');
  await openAdminScreen(page, 'Pages');
  await page.getByLabel('Search pages').fill(slug);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: `Editing: ${title}` })).toBeVisible();
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe(
      'Move this page to the trash? Its address stops working; you can restore it from Trash for 30 days.',
    );
    await dialog.accept();
  });
  await page.getByRole('button', { name: 'Delete page', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Page moved to the trash.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  expect((await request.get(`/${slug}`)).status()).toBe(404);

  await openAdminScreen(page, 'Trash');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Page');
  await row.getByRole('button', { name: `Restore ${title}`, exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `"${title}" is back on the website.` }),
  ).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto(`/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
