import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openAdminScreen, test } from './fixtures.ts';

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, 'axe-core violations').toEqual([]);
}

/** The page is no wider than the screen: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('the Staff tab invites a member, who sets a password from the link @mobile', async ({
  adminPage: page,
  context,
}, testInfo) => {
  const username = `teacher-${testInfo.project.name}-${Date.now()}`;
  await page.goto('/admin');
  await openAdminScreen(page, 'Staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Role', { exact: true }).selectOption('office');
  await page.getByRole('button', { name: 'Add staff member' }).click();
  await expect(
    page.getByRole('heading', { name: `Invitation link for ${username}` }),
  ).toBeVisible();
  const link = await page.getByText(/\/admin\/invitation#/).textContent();
  await expect(page.getByRole('row', { name: new RegExp(username) })).toContainText('Invited');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  const invited = await context.newPage();
  await invited.goto(link!);
  await expect(
    invited.getByRole('heading', { level: 1, name: 'Choose your password' }),
  ).toBeVisible();
  await expectNoSidewaysScroll(invited);
  await expectAccessible(invited);
  await invited.getByLabel('New password').fill('a-long-password-of-mine');
  await invited.getByRole('button', { name: 'Set my password' }).click();
  await expect(invited.getByText('Your password is set.')).toBeVisible();
  const signIn = await invited.request.post('/api/auth/admin-login', {
    data: { username, password: 'a-long-password-of-mine' },
  });
  expect((await signIn.json()).role).toBe('office');
});

test('My account shows the sessions and the two-factor setup with a QR code @mobile', async ({
  adminPage: page,
}) => {
  await page.goto('/admin');
  await openAdminScreen(page, 'My account');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText('(this one)')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(page.getByLabel('Code from the app')).toBeVisible();
  // Turning it on asks for the password too, as turning it off does.
  await expect(page.getByLabel('Your password')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});
