import type { APIRequestContext } from '@playwright/test';
import { newPageInput } from '../../contracts/content/pages.ts';
import { adminNavigation, expect, openAdminScreen, test } from './fixtures.ts';

// Every admin screen and every open record has its own address (contracts/admin-addresses.ts):
// a link to one can be shared, a reload keeps it, back and forward move between them, and the
// old dashboard's `?tab=` links still lead to the right screen.

/** A circular taken offline at once: Today lists it among the drafts. */
async function offlineNotice(request: APIRequestContext, token: string, title: string) {
  const response = await request.post('/api/notices/add', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      description: 'Drafted for the office to finish.',
      date: '2026-11-20',
      unpublishAt: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test("a circular's address opens its form, after sign-in, a reload and back", async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  const title = `Winter uniform from Monday ${Date.now()}`;
  const id = await offlineNotice(request, adminToken, title);

  await page.goto(`/admin/circulars/${id}`);
  const dialog = page.getByRole('dialog', { name: 'Edit circular' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(adminNavigation(page).getByRole('link', { name: 'Circulars' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(title);

  // Closing goes back to the list's address; back opens the form again, forward closes it.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/circulars$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/admin/circulars/${id}$`));
  await expect(dialog).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/admin\/circulars$/);
  await expect(dialog).toBeHidden();

  // The Edit button puts the circular in the address.
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/circulars/${id}$`));
  await expect(dialog).toBeVisible();
});

test("a TC's address opens it, after a reload and back, and a stale one says so", async ({
  adminPage: page,
  adminToken,
  request,
}, testInfo) => {
  const number = `NS/TC/${Date.now()}/${testInfo.project.name}`;
  const recorded = await request.post('/api/tcs', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      number,
      admissionNumber: 'A-7',
      studentName: 'Ravi Kumar',
      dateOfBirth: '2012-03-09',
      className: 'VII',
      leftOn: '2026-04-30',
      issuedOn: '2026-05-04',
    },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  const { id } = ((await recorded.json()) as { data: { id: string } }).data;
  try {
    await page.goto(`/admin/tcs/${id}`);
    const dialog = page.getByRole('dialog', { name: `TC ${number}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Ravi Kumar')).toBeVisible();
    await expect(dialog.getByText('4 May 2026')).toBeVisible();
    await expect(adminNavigation(page).getByRole('link', { name: 'TCs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.reload();
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/admin\/tcs$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/admin/tcs/${id}$`));
    await expect(dialog).toBeVisible();
    await page.goForward();
    await expect(dialog).toBeHidden();

    // Each row links to its TC's address.
    await page.getByRole('link', { name: number, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/tcs/${id}$`));
    await expect(dialog).toBeVisible();

    await page.goto('/admin/tcs/no-such-tc');
    await expect(page.getByRole('alert')).toHaveText(/This address names no TC/);
  } finally {
    await request.delete(`/api/tcs/${id}`, { headers: { authorization: `Bearer ${adminToken}` } });
  }
});

test("an emergency alert's address opens it, after a reload and back", async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  const message = `Address test alert ${Date.now()}`;
  const headers = { authorization: `Bearer ${adminToken}` };
  const posted = await request.post('/api/alerts', {
    headers,
    data: { message, severity: 'info', expiresAt: new Date(Date.now() + 120_000).toISOString() },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id } = ((await posted.json()) as { data: { id: string } }).data;
  // Withdrawn at once: the public banner stays clear for the specs that post their own.
  expect((await request.delete(`/api/alerts/${id}`, { headers })).status()).toBe(200);

  await page.goto(`/admin/alerts/${id}`);
  const dialog = page.getByRole('dialog', { name: 'Emergency alert' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(message)).toBeVisible();
  await expect(dialog.getByText('Withdrawn')).toBeVisible();
  await page.reload();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/admin\/alerts$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/admin/alerts/${id}$`));
  await expect(dialog).toBeVisible();
  await page.goForward();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: message, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/alerts/${id}$`));
  await expect(dialog).toBeVisible();

  await page.goto('/admin/alerts/no-such-alert');
  await expect(page.getByRole('alert')).toHaveText(/This address names no alert/);
});

test('Today links each draft to its record', async ({ adminPage: page, adminToken, request }) => {
  const title = `Annual day costumes ${Date.now()}`;
  const id = await offlineNotice(request, adminToken, title);

  await page.goto('/admin');
  await expect(page).toHaveTitle(/^Today \| /);
  const drafts = page.getByRole('region', { name: /^Drafts/ });
  await drafts.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/circulars/${id}$`));
  await expect(page.getByRole('dialog', { name: 'Edit circular' })).toBeVisible();
});

test('back and forward move between screens, and a page stays open in the editor', async ({
  adminPage: page,
}) => {
  await page.goto('/admin');
  await openAdminScreen(page, 'Calendar');
  await expect(page).toHaveURL(/\/admin\/calendar$/);
  await expect(page.getByRole('region', { name: 'Create Event' })).toBeVisible();
  await openAdminScreen(page, 'Pages');
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await page.getByLabel('Search pages').fill('fee');
  await page.getByRole('button', { name: 'Edit Fee Structure' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/fee-structure$/);
  const editor = page.getByRole('heading', { name: 'Editing: Fee Structure' });
  await expect(editor).toBeVisible();

  await page.reload();
  await expect(editor).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  // The address changes before the list replaces the editor, whose tables any table would match
  // (a strict-mode error, never retried): wait for the list by its name.
  await expect(page.getByRole('table', { name: 'Information pages' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/calendar$/);
  await expect(adminNavigation(page).getByRole('link', { name: 'Calendar' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goForward();
  await expect(page).toHaveURL(/\/admin\/pages$/);
});

test('a page published under a new address keeps its editor there after a reload', async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  const slug = `bus-stops-${Date.now()}`;
  const created = await request.post('/api/pages', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: newPageInput(slug, 'Bus stops'),
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto(`/admin/pages/${slug}`);
  const editor = page.getByRole('heading', { name: 'Editing: Bus stops' });
  await expect(editor).toBeVisible();
  await page.getByLabel(/^Address \(/).fill(`${slug}-2027`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pages/${slug}-2027$`));
  await page.reload();
  await expect(editor).toBeVisible();
  // Published pages are in the sitemap, which every-route.spec.ts walks: this one goes again.
  const deleted = await request.delete(`/api/pages/${slug}-2027`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(deleted.status(), await deleted.text()).toBe(200);
});

test("the old dashboard's ?tab= links land on the screen's own address", async ({
  adminPage: page,
}) => {
  for (const [old, address, name] of [
    ['/admin/dashboard?tab=notice', '/admin/circulars', 'Circulars'],
    ['/admin/dashboard?tab=holidays', '/admin/calendar', 'Calendar'],
    [
      '/admin/dashboard?tab=school-information',
      '/admin/school-information',
      'Disclosure information',
    ],
    ['/admin/dashboard', '/admin', 'Today'],
  ] as const) {
    await page.goto(old);
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    await expect(adminNavigation(page).getByRole('link', { name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
});

test('on a phone the screens are behind the Menu button @phone-only', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/news');
  const menu = page.getByRole('button', { name: /^Menu/ });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toContainText('News');
  await expect(adminNavigation(page)).toBeHidden();
  // The screen's form starts within the first screenful.
  const form = page.getByRole('region', { name: 'Add News' });
  const formTop = (await form.boundingBox())?.y ?? Infinity;
  expect(formTop).toBeLessThan(page.viewportSize()!.height / 2);

  await menu.click();
  await expect(adminNavigation(page)).toBeVisible();
  await adminNavigation(page).getByRole('link', { name: 'Gallery', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/gallery$/);
  await expect(adminNavigation(page)).toBeHidden();
  await expect(menu).toContainText('Gallery');
  await expect(page.getByRole('region', { name: 'Create New Post' })).toBeVisible();
});
