import type { Page } from '@playwright/test';
import { expectAccessible } from './expect-accessible.ts';
import { expect, test } from './fixtures.ts';
import { attachDocuments, choose, english, hindi, type Words } from './admission-form.ts';

// A parent applies for admission on the site's own form (decision 0029): the first step says
// whether the class is open and the child fits its age rule, the form goes with its documents,
// a refused form keeps what was typed, and the status link opens the application. The demo's
// 2027-28 round is open from 15 November (server/demo/seed-demo-admissions.ts).

/** Each run from an address of its own: the form allows 5 sendings per address in 10 minutes. */
const ownAddress = (last: number) => ({ 'x-forwarded-for': `198.51.100.${last}` });

/** `axe`: check the refused form and the acknowledgement with axe-core, which needs scripts. */
async function applyOnce(page: Page, words: Words, childName: string, axe = false) {
  await page.goto(words.apply);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A child too young for class 1 is told so before typing anything else.
  await choose(page, words, '01/02/2023');
  await expect(page.getByText(words.tooYoung)).toBeVisible();
  await expect(page.getByRole('button', { name: words.submit })).toHaveCount(0);

  // Six on 31 March 2027: the form opens.
  await choose(page, words, '14/06/2020');
  await expect(page.getByText(words.open)).toBeVisible();
  const form = page.locator('form[method="post"]');
  await form.getByLabel(words.gender).selectOption({ label: words.girl });
  await form.getByLabel(words.parentName).fill('Sunita Rao');
  await form.getByRole('textbox', { name: words.phone, exact: true }).fill('+91 98260 12345');
  await form
    .getByRole('textbox', { name: words.email, exact: true })
    .fill('sunita.rao@mail.example');
  await form.getByLabel(words.address).fill('12 Shanti Nagar, Raipur');
  await attachDocuments(page, words);
  await form.getByLabel(words.consent).check();

  // Sent without the child's name: refused, every typed value kept, the files asked for again.
  await form.getByRole('button', { name: words.submit }).click();
  await expect(page.getByText(words.required)).toBeVisible();
  await expect(page.getByText(words.filesAgain)).toBeVisible();
  await expect(form.getByLabel(words.parentName)).toHaveValue('Sunita Rao');
  await expect(form.getByRole('textbox', { name: words.email, exact: true })).toHaveValue(
    'sunita.rao@mail.example',
  );
  await expect(form.getByLabel(words.address)).toHaveValue('12 Shanti Nagar, Raipur');
  await expect(form.getByLabel(words.consent)).toBeChecked();
  if (axe) await expectAccessible(page);

  await form.getByLabel(words.childName).fill(childName);
  await attachDocuments(page, words);
  await form.getByRole('button', { name: words.submit }).click();

  // The acknowledgement: the number and the status link.
  await expect(page.getByRole('heading', { name: words.received })).toBeVisible();
  const number = page
    .locator('dt', { hasText: words.number })
    .locator('xpath=following-sibling::dd[1]');
  await expect(number).toHaveText(/\/ADM\/2027-28\/\d{4}$/);
  const numberText = await number.innerText();
  if (axe) await expectAccessible(page);
  const link = page.getByRole('link', { name: /\/admissions\/status\?token=/ });
  const address = await link.getAttribute('href');
  expect(address).toContain(words.apply.replace('apply', 'status?token='));

  // The status link opens the application in plain words, no acknowledgement again.
  await page.goto(address!);
  await expect(page.getByText(words.stage, { exact: true })).toBeVisible();
  await expect(page.getByText(numberText, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: words.received })).toHaveCount(0);
  // A new application waits for its documents to be checked: no time to meet to pick yet.
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a parent applies in Hindi on a phone and opens the status link @mobile', async ({
    page,
  }, testInfo) => {
    await page.setExtraHTTPHeaders(ownAddress(testInfo.project.name === 'mobile' ? 41 : 40));
    await applyOnce(page, hindi, `Ira Rao ${testInfo.project.name}`);
  });
});

test('a parent applies with scripts running', async ({ page }) => {
  await page.setExtraHTTPHeaders(ownAddress(42));
  await applyOnce(page, english, 'Kabir Rao', true);
});
