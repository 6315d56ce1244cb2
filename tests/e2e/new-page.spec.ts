import { defaultMenus } from '../../contracts/default-menus.ts';
import { expectAccessible } from './expect-accessible.ts';
import { expect, test } from './fixtures.ts';

// The menus go back to the site's own afterwards, even after a failure (the page stays: pages
// are never deleted, and a published one harms no other spec).
test.afterEach(async ({ request, adminToken }) => {
  const response = await request.put('/api/menus', {
    data: defaultMenus,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(response.status()).toBe(200);
});

test('staff add a page at the address they choose, publish it and put it in the Parent Corner menu', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const slug = `open-day-${Date.now()}`;
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'Pages' }).click();
  const form = page.getByRole('form', { name: 'New page' });
  await expectAccessible(page);

  // An address another part of the site uses is refused, and what was typed stays.
  await form.getByLabel('Title').fill('Open Day');
  await form.getByLabel('Address').fill('contact');
  await form.getByRole('button', { name: 'Add page' }).click();
  await expect(form.getByText('This address is used by another part of the site.')).toBeVisible();
  await expect(form.getByLabel('Address')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Title')).toHaveValue('Open Day');

  await form.getByLabel('Address').fill(slug);
  await form.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByText('Status: draft')).toBeVisible();
  // Nobody outside sees a draft.
  expect((await page.request.get(`/${slug}`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Page published.')).toBeVisible();

  await page.getByRole('tab', { name: 'Menus' }).click();
  await page.getByText(/^Parent Corner \(8 links\)/).click();
  await page
    .getByLabel('Page to add to Parent Corner')
    .selectOption({ label: `Open Day (/${slug})` });
  await page.getByRole('button', { name: 'Add page to Parent Corner' }).click();
  await page.getByRole('button', { name: 'Save menus' }).click();
  await expect(page.getByText('Menus saved.')).toBeVisible();

  await page.goto('/');
  const group = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Parent Corner' }) });
  await group.getByRole('button', { name: 'Parent Corner' }).click();
  await group.getByRole('link', { name: 'Open Day' }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Open Day' })).toBeVisible();
});
