import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { adminNavigation, expect, test } from './fixtures.ts';

// Compliance as a new user tries it: Today, the admin's first screen, names what lapses and leads
// to the compliance screen, which leads to the screen that fixes each item; TCs are recorded one at a time or by CSV in the admin,
// and verified on /view-issued-tcs, also without JavaScript.

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

test('Today leads to the compliance screen, which links each item to the screen that fixes it', async ({
  adminPage: page,
}) => {
  // Today, the first screen, names the lapsing certificate and leads to the compliance screen.
  await page.goto('/admin');
  const certificates = page.getByRole('region', { name: 'Certificates and disclosure' });
  await expect(
    certificates.getByRole('link', { name: 'Water, health and sanitation certificates' }),
  ).toBeVisible();
  await certificates.getByRole('link', { name: /Appendix IX items not filled in$/ }).click();
  await expect(page).toHaveURL(/\/admin\/compliance$/);
  await expect(
    adminNavigation(page).getByRole('link', { name: 'Compliance checks' }),
  ).toHaveAttribute('aria-current', 'page');
  const summary = page.getByRole('list', { name: 'Summary' });
  await expect(summary).toContainText('items not filled in');
  await expect(page.getByText('Pupil–teacher ratio:')).toContainText('At most 30 : 1');
  // The demo water certificate lapses within 60 days.
  await expect(
    page.getByText(/Water, health and sanitation certificates: valid until/),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Check links now' }).click();
  await expect(page.getByText(/^Last checked .*: \d+ checked in \d+ ms\./)).toBeVisible();
  // The demo school's admissions address is under .example, which never resolves, and many
  // pages link to it: it is listed once, in plain words, with the places that use it, the
  // technical reason folded under "Details".
  const broken = page.getByRole('list', { name: 'Broken links and documents' });
  const addresses = await broken.locator(':scope > li > span').allInnerTexts();
  expect(new Set(addresses).size).toBe(addresses.length);
  const admissions = broken
    .locator(':scope > li')
    .filter({ hasText: 'https://admissions.vedavidya.example/register' });
  await expect(admissions).toHaveCount(1);
  await expect(admissions).toContainText(
    'The site admissions.vedavidya.example could not be found: check the address.',
  );
  await expect(admissions).toContainText(/Used in \d+ places:/);
  await expect(admissions.getByText(/ENOTFOUND|EAI_AGAIN/)).toBeHidden();
  await admissions.getByText('Details').click();
  await expect(admissions.getByText(/ENOTFOUND|EAI_AGAIN/)).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('list', { name: 'Items not filled in' })
    .getByRole('link', {
      name: 'No objection certificate (NOC) issued by the State Government',
      exact: true,
    })
    .click();
  await expect(page).toHaveURL(/\/admin\/school-information$/);
  await expect(
    adminNavigation(page).getByRole('link', { name: 'Disclosure information' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a TC recorded in the admin verifies on the public page without JavaScript', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  const number = `E2E/TC/${Date.now()}`;
  await page.goto('/admin/tcs');
  const form = page.getByRole('form', { name: 'Record a TC' });
  await form.getByLabel('TC number').fill(number);
  await form.getByLabel('Admission number').fill('E2E-1');
  await form.getByLabel('Student name').fill('Test Pupil');
  await form.getByLabel('Date of birth').fill('04/03/2012');
  await form.getByLabel('Class').fill('VI');
  await form.getByLabel('Date of leaving').fill('1/5/2025');
  await form.getByLabel('Date of issue').fill('06.05.2025');
  const scan = Buffer.from('%PDF-1.4\n% scanned TC\n%%EOF\n');
  await form
    .getByLabel('Scanned TC (PDF, optional)')
    .setInputFiles({ name: 'tc-scan.pdf', mimeType: 'application/pdf', buffer: scan });
  await form.getByRole('button', { name: 'Record TC' }).click();
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Test Pupil');
  // Typed day first in the admin (04/03/2012, 06.05.2025), shown as the site writes dates.
  await expect(row).toContainText('6 May 2025');
  // The scan went with it: staff download it (the public never sees it).
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download the scan of TC ${number}` }).click();
  expect((await downloading).suggestedFilename()).toBe('tc-scan.pdf');
  await expect(row.getByText('Replace')).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const visitor = await context.newPage();
  await visitor.goto('/view-issued-tcs');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    'Verify a Transfer Certificate',
  );
  await visitor.getByLabel('TC number').fill(number);
  // Without JavaScript the date of birth is a plain text box, typed day first and read by the
  // server; one that cannot be a date is said so and kept as typed.
  const dob = visitor.getByLabel('Student’s date of birth');
  await expect(dob).toHaveAttribute('type', 'text');
  await expect(dob).toHaveAccessibleDescription('Day/month/year, e.g. 14/08/2011');
  await dob.fill('31/02/2012');
  await visitor.getByRole('button', { name: 'Verify' }).click();
  const refused = '31/02/2012 is not a date: check the day and month';
  await expect(visitor.getByText(refused)).toBeVisible();
  await expect(dob).toHaveValue('31/02/2012');
  await expect(dob).toHaveAttribute('aria-invalid', 'true');
  await expect(dob).toHaveAccessibleDescription(new RegExp(refused));
  await dob.fill('4/3/2012');
  await visitor.getByRole('button', { name: 'Verify' }).click();
  await expect(visitor.getByText(/^Issued on 6 May 2025 by .+, class VI\.$/)).toBeVisible();
  await expect(visitor.getByText('Test Pupil')).toHaveCount(0);
  await visitor.getByLabel('Student’s date of birth').fill('05/03/2012');
  await visitor.getByRole('button', { name: 'Verify' }).click();
  await expect(visitor.getByText(/^No matching certificate/)).toBeVisible();
  await context.close();

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Delete TC ${number}` }).click();
  await expect(page.getByRole('row', { name: new RegExp(number) })).toHaveCount(0);
});

test('a CSV import reports the rows it refused, by line', async ({
  adminPage: page,
  request,
  adminToken,
}) => {
  const stamp = Date.now();
  const csv = [
    'number,admissionNumber,studentName,dateOfBirth,className,leftOn,issuedOn',
    `CSV/${stamp}/1,A1,First Pupil,2011-01-05,VIII,2025-05-01,2025-05-02`,
    `CSV/${stamp}/2,A2,Second Pupil,2011-02-30,VIII,2025-05-01,2025-05-02`,
  ].join('\n');
  await page.goto('/admin/tcs');
  await page.getByLabel('Import a CSV file').setInputFiles({
    name: 'tcs.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByRole('status', { name: 'Import result' })).toContainText(
    '1 TCs imported; 1 problems in the file.',
  );
  await expect(page.getByRole('list', { name: 'Rows not imported' })).toHaveText(
    /Line 3, dateOfBirth: Date of birth must be a real date/,
  );
  const list = await request.get('/api/tcs', {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const imported = ((await list.json()) as Array<{ id: string; number: string }>).filter((tc) =>
    tc.number.startsWith(`CSV/${stamp}/`),
  );
  expect(imported.map((tc) => tc.number)).toEqual([`CSV/${stamp}/1`]);
  for (const tc of imported)
    await request.delete(`/api/tcs/${tc.id}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
});

test('the verification page fits a phone and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/view-issued-tcs');
  await page.getByLabel('TC number').fill('NONE');
  await page.getByLabel('date of birth').fill('01/01/2010');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/^No matching certificate/)).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(overflow).toBe(false);
  await expectAccessible(page);
});
