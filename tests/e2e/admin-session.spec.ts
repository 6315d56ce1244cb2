import { e2eAdmin } from './e2e-env.ts';
import { adminNavigation, expect, test } from './fixtures.ts';

test('the home page renders the welcome heading and Apply Now @mobile', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
  // The school takes applications on the site (decision 0029): Apply Now leads to its form.
  const applyNow = page.getByRole('link', { name: /Apply Now/ }).first();
  await expect(applyNow).toHaveAttribute('href', '/admissions/apply');
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(e2eAdmin.username);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid username or password.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('log in, reload keeps the session, log out returns home and kills the token', async ({
  page,
  request,
}) => {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(e2eAdmin.username);
  await page.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  // Today, what needs doing, is the admin's first screen.
  await expect(adminNavigation(page).getByRole('link', { name: 'Today' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  expect(token).toBeTruthy();

  await page.reload();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`signed in as ${e2eAdmin.username}`)).toBeVisible();

  await page.getByRole('button', { name: 'LogOut' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test('the dashboard sends a visitor without a session to the login page', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('unknown paths get the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('the mobile menu expands one group at a time and closes on navigation @phone-only', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const about = page.getByRole('button', { name: 'About Us' });
  const facilities = page.getByRole('button', { name: 'Facilities' });
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await facilities.click();
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  await expect(facilities).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Hi-Tech Classes' }).click();
  await expect(page).toHaveURL(/\/hi-tech-classes$/);
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('the desktop menu opens with the keyboard and closes with Escape; a click keeps open what the pointer opened', async ({
  page,
}) => {
  await page.goto('/');
  const about = page.getByRole('button', { name: 'About Us' });
  await about.focus();
  await page.keyboard.press('Enter');
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'Our School' }).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(about).toHaveAttribute('aria-expanded', 'false');
  await expect(about).toBeFocused();

  await about.hover();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Our School' }).first().click();
  await expect(page).toHaveURL(/\/our-school$/);
});
