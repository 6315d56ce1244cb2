import { expect, openAdminScreen, test } from './fixtures.ts';

test('a clerk enters a break over several days once, and the calendar shows each day', async ({
  adminPage: page,
  adminToken,
  request,
}) => {
  const title = `E2E break ${Date.now()}`;
  await page.goto('/admin');
  await openAdminScreen(page, 'Calendar');
  const form = page.getByRole('region', { name: 'Add A Holiday' });

  // A last day before the first is refused with the reason.
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description', { exact: true }).fill('The school is closed.');
  await form.getByLabel('Date').fill('15/03/2027');
  await form.getByLabel('Last day (for several days)').fill('10/03/2027');
  await form.getByRole('button', { name: 'Add Holiday' }).click();
  await expect(page.getByText('The end date is before the start date.').first()).toBeVisible();

  await form.getByLabel('Last day (for several days)').fill('19/03/2027');
  await form.getByRole('button', { name: 'Add Holiday' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Holiday added successfully!' }),
  ).toBeVisible();
  await expect(page.getByText('15 March 2027 – 19 March 2027').first()).toBeVisible();

  await page.goto('/school-calendar?date=2027-03-17');
  const panel = page.locator('[aria-live="polite"]').filter({ hasText: title });
  await expect(panel).toContainText('15 March 2027 – 19 March 2027');

  const leaves = (await (await request.get('/api/leaves')).json()) as Array<{
    id: string;
    title: string;
  }>;
  const created = leaves.find((leave) => leave.title === title)!;
  const removed = await request.delete(`/api/leaves/${created.id}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(removed.ok()).toBe(true);
});
