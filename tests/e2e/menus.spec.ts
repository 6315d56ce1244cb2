import { demoSchool } from '../../contracts/demo-school.ts';
import { defaultMenus as defaultMenusOf } from '../../contracts/default-menus.ts';
import { expectAccessible } from './expect-accessible.ts';
import { expect, openAdminScreen, test, waitForHydration } from './fixtures.ts';

/** The demo school's menus, which the e2e server starts with. */
const defaultMenus = defaultMenusOf(demoSchool);

// Both tests change the menus, so they run one after the other; afterwards, even after a
// failure, the menus are put back as the site shipped them, so the other specs see the usual
// header. (A page added here stays: pages are never deleted, and a published one harms no spec.)
test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ request, adminToken }) => {
  const response = await request.put('/api/menus', {
    data: defaultMenus,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(response.status()).toBe(200);
});

/** The Parent Corner links the public should see after the edit below, in order. */
const parentCorner = [
  'Guidelines for Parents',
  'Parent Visiting Hours',
  'School Calendar',
  'News',
  'Events & Notices',
  'School Timing',
  'Leaving the school',
  'Attendance Policy',
];

test('staff add a page to the Parent Corner menu, and the public header shows it at desktop width and 375 px', async ({
  adminPage: page,
  browser,
}) => {
  // An axe scan and three pages on a machine the other test runs share.
  test.setTimeout(120_000);
  await page.goto('/admin');
  await openAdminScreen(page, 'Menus');
  await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
  await page.getByText(/^Parent Corner \(8 links\)/).click();
  await expectAccessible(page);

  // A link without a label is refused with the group and the link named; what was typed stays.
  await page.getByRole('button', { name: 'Add a link by address to Parent Corner' }).click();
  const newLabel = page.locator('#menus-header-4-items-8-label');
  await expect(newLabel).toBeFocused();
  await page.locator('#menus-header-4-items-8-path').fill('/withdrawal-policy');
  await page.getByRole('button', { name: 'Save menus' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Not saved: Main menu, group 5 (Parent Corner), link 9: Label is required.',
  );
  await expect(newLabel).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#menus-header-4-items-8-path')).toHaveValue('/withdrawal-policy');
  await page.getByRole('button', { name: 'Remove link 9 in Parent Corner' }).click();

  // The page is picked from the published pages, renamed, and moved up one place by keyboard.
  await page
    .getByLabel('Page to add to Parent Corner')
    .selectOption({ label: 'Withdrawal Policy (/withdrawal-policy)' });
  await page.getByRole('button', { name: 'Add page to Parent Corner' }).click();
  await expect(newLabel).toBeFocused();
  await expect(newLabel).toHaveValue('Withdrawal Policy');
  await newLabel.fill('Leaving the school');
  const moveUp = page.getByRole('button', {
    name: 'Move up Leaving the school in Parent Corner',
  });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  // The focus follows the link to its new place, so Enter again would move it further.
  await expect(
    page.locator('#menus-header-4-items-7').getByRole('button', { name: /^Move up/ }),
  ).toBeFocused();
  await expect(page.locator('#menus-header-4-items-7-label')).toHaveValue('Leaving the school');
  await expect(page.locator('#menus-header-4-items-8-label')).toHaveValue('Attendance Policy');
  await page.getByRole('checkbox', { name: 'Hidden Gallery' }).check();
  await page.getByRole('button', { name: 'Save menus' }).click();
  await expect(page.getByText('Menus saved.')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  // Desktop: the dropdown lists it before Attendance Policy, without the hidden Gallery.
  await page.goto('/school-timing');
  const group = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('button', { name: 'Parent Corner' }),
    });
  await group.getByRole('button', { name: 'Parent Corner' }).focus();
  await page.keyboard.press('Enter');
  await expect(group.getByRole('link')).toHaveText(parentCorner);
  await group.getByRole('link', { name: 'Leaving the school' }).click();
  await expect(page).toHaveURL(/\/withdrawal-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal Policy' })).toBeVisible();

  // A phone: the menu button, then the group, then the link.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const mobile = await phone.newPage();
  await mobile.goto('/');
  // A page of its own context, not the fixture's: its goto does not wait for the scripts, and the
  // menu button does nothing before them.
  await waitForHydration(mobile);
  await mobile.getByRole('button', { name: 'Menu' }).click();
  const panel = mobile.locator('#mobile-menu');
  await panel.getByRole('button', { name: 'Parent Corner' }).click();
  await expect(panel.getByRole('listitem').getByRole('link')).toHaveText(parentCorner);
  await panel.getByRole('link', { name: 'Leaving the school' }).click();
  await expect(mobile).toHaveURL(/\/withdrawal-policy$/);
  await phone.close();
});

test('staff add a page at the address they choose, publish it and put it in the Parent Corner menu', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const slug = `open-day-${Date.now()}`;
  await page.goto('/admin');
  await openAdminScreen(page, 'Pages');
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

  await openAdminScreen(page, 'Menus');
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
