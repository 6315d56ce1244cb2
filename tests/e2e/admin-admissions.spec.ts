import type { APIRequestContext, Page } from '@playwright/test';
import { admissionClassLabels, type ApplicationSummary } from '#contracts/admissions.ts';
import { classFigures } from './admission-figures.ts';
import { adminNavigation, expect, openAdminScreen, test } from './fixtures.ts';
import { officeSession, signInAs } from './office-session.ts';

// The office works through the demo's applications (server/demo/seed-demo-admissions.ts) on
// /admin/admissions: a child from the waiting list is offered a seat, and the class's seats left
// and the funnel follow.

/**
 * A child on the demo's waiting list: the desktop takes the nursery's, the phone class 6's. In
 * different classes, the two runs on one server never count each other's offer, and neither is
 * in the classes admissions-walkthrough.spec.ts counts seats of (1 and 4).
 */
async function waitingChild(request: APIRequestContext, token: string, phone: boolean) {
  const response = await request.get(
    `/api/admin/admissions/applications?stage=waitlisted&class=${phone ? '6' : 'nursery'}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: ApplicationSummary[] };
  expect(items.length, "the demo has a child on the class's waiting list").toBeGreaterThan(0);
  return items[0]!;
}

/** The page is no wider than the screen: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('the office offers a waiting child a seat, and the seats and funnel follow @mobile', async ({
  page,
  request,
  adminToken,
}, testInfo) => {
  const username = `office-${testInfo.project.name}-${Date.now()}`;
  const token = await officeSession(request, adminToken, username);
  const child = await waitingChild(request, token, testInfo.project.name === 'mobile');
  const classLabel = admissionClassLabels[child.class].en;
  await signInAs(page, token, username);

  await page.goto('/admin');
  // The office's screen; an editor's content and the administrator's staff are not.
  await expect(
    adminNavigation(page).getByRole('link', { name: 'Staff', includeHidden: true }),
  ).toHaveCount(0);
  await openAdminScreen(page, 'Admissions');
  const heading = page.getByRole('heading', { level: 1, name: 'Admissions' });
  await expect(heading).toBeInViewport();

  const filters = page.getByRole('group', { name: 'Filter applications' });
  await filters.getByLabel('Year').selectOption(child.year);
  await filters.getByLabel('Class').selectOption({ label: classLabel });
  await expect(page).toHaveURL(new RegExp(`year=${child.year}&class=${child.class}$`));
  const link = page.getByRole('link', { name: child.childName, exact: true });
  await expect(link).toBeVisible();
  const before = await classFigures(page, classLabel);
  expect(before.waiting).toBeGreaterThan(0);
  await expectNoSidewaysScroll(page);

  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: child.childName })).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Stage: On the waiting list' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Birth certificate' })).toContainText('Accepted');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Offer a seat' }).click();
  await expect(page.getByRole('heading', { name: 'Stage: Seat offered' })).toBeVisible();
  await expect(
    page.getByText(/^The parent has until \d{1,2} [A-Z][a-z]+ \d{4} to accept/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark admitted' })).toBeVisible();

  // Back to the same filtered list: one seat fewer, one more offered, one fewer waiting.
  await page.getByRole('link', { name: 'All applications' }).click();
  await expect(page).toHaveURL(new RegExp(`year=${child.year}&class=${child.class}$`));
  await expect(page.getByRole('row', { name: new RegExp(child.childName) })).toContainText(
    'Seat offered',
  );
  await expect
    .poll(() => classFigures(page, classLabel))
    .toMatchObject({
      left: before.left - 1,
      offered: before.offered + 1,
      waiting: before.waiting - 1,
    });
});

test('the office reads the admission settings and adds and deletes an interaction slot @mobile', async ({
  page,
  request,
  adminToken,
}, testInfo) => {
  const username = `office-slots-${testInfo.project.name}-${Date.now()}`;
  const token = await officeSession(request, adminToken, username);
  await signInAs(page, token, username);
  // Each project its own hour, as both run on one server at once.
  const time = testInfo.project.name === 'mobile' ? '11:30' : '10:30';

  await page.goto('/admin');
  await openAdminScreen(page, 'Admission settings');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Admission settings' }),
  ).toBeInViewport();
  await expect(page.getByText('Only an administrator can change these settings.')).toBeVisible();
  await expect(page.getByLabel('Registration fee (₹)')).toBeDisabled();
  await expect(page.getByLabel('Registration fee (₹)')).toHaveValue('500');
  await expect(page.getByRole('button', { name: /^Save the settings/ })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  const form = page.getByRole('form', { name: 'Add a slot' });
  await form.getByLabel('Date', { exact: true }).fill('15/12/2026');
  await form.getByLabel('Time').fill(time);
  await form.getByLabel('Place').fill('Room 4, main building');
  await form.getByLabel('Children in the slot').fill('6');
  await form.getByRole('button', { name: 'Add the slot' }).click();
  const row = page.getByRole('row', { name: new RegExp(`^15 December 2026, ${time}`) });
  await expect(row).toContainText('Room 4, main building');
  await expect(row).toContainText('0 of 6');

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Delete the slot on 15 December 2026 at ${time}` }).click();
  await expect(row).toHaveCount(0);
});
