import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { adminNavigation, expect, test } from './fixtures.ts';

const resume = {
  name: 'resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  ),
};
const run = Date.now();
const visitor = { firstName: 'Asha', lastName: `Verma ${run}`, subject: `Bus route ${run}` };
const applicant = `Ravi Sharma ${run}`;

function inboxRow(page: Page, text: string): Locator {
  return page
    .getByRole('list', { name: 'Messages and applications, newest first' })
    .getByRole('button')
    .filter({ hasText: text });
}

function toast(page: Page, text: string): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

// The admin reads what the visitors sent, so these run in order on one server.
test.describe.configure({ mode: 'serial' });

test('a visitor sends a message on the contact page', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('First name').fill(visitor.firstName);
  await form.getByLabel('Last name').fill(visitor.lastName);
  await form.getByLabel('Email').fill('asha.verma@example.com');
  await form.getByLabel('Subject').fill(visitor.subject);
  await form.getByLabel('Message').fill('Does the school bus reach Sarkanda?');
  await form.getByRole('button', { name: 'Send Message' }).click();

  const sent = page.getByRole('status').filter({ hasText: 'Message sent' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('We reply within 24 hours.');
});

test('a visitor applies online with a PDF resume', async ({ page }) => {
  await page.goto('/careers');
  await page.getByRole('tab', { name: 'Online Application' }).click();
  const form = page.getByRole('form', { name: 'Online application' });
  await form.getByLabel('Full name').fill(applicant);
  await form.getByLabel('Email').fill('ravi.sharma@example.com');
  await form.getByLabel('Phone').fill('+91 98765 43210');
  await form.getByLabel('Position').selectOption({ label: 'School Counselor' });
  await form.getByLabel('Experience and qualifications').fill('M.A. Psychology, 4 years.');
  await form.getByLabel('Resume').setInputFiles(resume);
  await form.getByRole('button', { name: 'Submit Application' }).click();

  const sent = page.getByRole('status').filter({ hasText: 'Application received' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('We have received your application');
});

test('staff add a position on the admin page and the careers form offers it', async ({
  adminPage: page,
}) => {
  const subject = `Sanskrit ${run}`;
  await page.goto('/admin/positions');
  const form = page.getByRole('form', { name: 'Add a position' });
  await form
    .getByLabel('Kind of post')
    .selectOption({ label: 'TGT – Trained Graduate Teacher (classes VI–X)' });
  await form.getByLabel('Subject', { exact: true }).fill(subject);
  await form.getByLabel('Subject in Hindi (optional)').fill('संस्कृत');
  await form.getByRole('button', { name: 'Add position' }).click();
  await expect(page.getByRole('list', { name: 'Positions' })).toContainText(`TGT ${subject}`);

  await page.goto('/careers');
  await expect(page.getByRole('list', { name: 'Open Positions' })).toContainText(`TGT ${subject}`);
  await page.getByRole('tab', { name: 'Online Application' }).click();
  await page
    .getByRole('form', { name: 'Online application' })
    .getByLabel('Position')
    .selectOption({ label: `TGT ${subject}` });
});

test('a resume over 5 MB blocks the form until it is removed, then it is sent without it', async ({
  page,
}) => {
  const sentToServer: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/careers')) sentToServer.push(request.url());
  });
  await page.goto('/careers');
  await page.getByRole('tab', { name: 'Online Application' }).click();
  const form = page.getByRole('form', { name: 'Online application' });
  await form.getByLabel('Full name').fill('Meena Iyer');
  await form.getByLabel('Email').fill('meena.iyer@example.com');
  await form.getByLabel('Phone').fill('+91 98765 43211');
  const input = form.getByLabel('Resume');
  await input.setInputFiles({
    name: 'big-resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20),
  });

  const tooLarge = form.getByText('The resume is too large. The limit is 5 MB.');
  await expect(tooLarge).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(input).toBeFocused();
  await expect(tooLarge).toBeVisible();
  expect(sentToServer).toEqual([]);

  await form.getByRole('button', { name: 'Remove the file' }).click();
  await expect(tooLarge).toBeHidden();
  expect(await input.evaluate((element: HTMLInputElement) => element.files?.length)).toBe(0);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Application received' })).toBeVisible();
  expect(sentToServer).toHaveLength(1);
});

test('an admin reads, downloads, handles and deletes in the Inbox', async ({ adminPage: page }) => {
  await page.goto('/admin');
  const tab = adminNavigation(page).getByRole('link', {
    name: /^Inbox and applications \(\d+ unread\)$/,
  });
  await expect(tab).toBeVisible();
  const unread = Number(/\((\d+) unread\)/.exec(await tab.innerText())?.[1]);
  expect(unread).toBeGreaterThanOrEqual(2);
  await tab.click();

  const message = inboxRow(page, visitor.subject);
  const application = inboxRow(page, applicant);
  await expect(message).toContainText('New');
  await expect(application).toContainText('New');
  const rows = await page
    .getByRole('list', { name: 'Messages and applications, newest first' })
    .getByRole('button')
    .allInnerTexts();
  const at = (text: string) => rows.findIndex((row) => row.includes(text));
  expect(at(applicant)).toBeLessThan(at(visitor.subject));

  // Opening an application marks it read and shows its details.
  const details = page.getByRole('article');
  await application.click();
  await expect(details.getByRole('heading', { name: `Application: ${applicant}` })).toBeVisible();
  await expect(application).not.toContainText('New');
  await expect(adminNavigation(page).getByRole('link', { name: /^Inbox/ })).toHaveText(
    `Inbox and applications (${unread - 1} unread)`,
  );
  // The open application has its own address, which a reload keeps.
  await expect(page).toHaveURL(/\/admin\/inbox\/applications\/[^/]+$/);
  await page.reload();
  await expect(details.getByRole('heading', { name: `Application: ${applicant}` })).toBeVisible();
  await expect(details.getByText('School Counselor', { exact: true })).toBeVisible();

  const download = page.waitForEvent('download');
  await details.getByRole('button', { name: /^Download resume \(resume\.pdf/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('resume.pdf');
  expect(readFileSync(await file.path())).toEqual(resume.buffer);

  await details.getByRole('button', { name: 'Mark handled' }).click();
  await expect(toast(page, 'Marked as handled.')).toBeVisible();
  await expect(application).toContainText('Handled');
  await expect(details.getByRole('button', { name: 'Mark not handled' })).toBeVisible();

  await message.click();
  await expect(details.getByRole('heading', { name: visitor.subject })).toBeVisible();
  await expect(details.getByText('Does the school bus reach Sarkanda?')).toBeVisible();
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe(
      `Delete the message from ${visitor.firstName} ${visitor.lastName}? This cannot be undone.`,
    );
    await dialog.accept();
  });
  await details.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Deleted.')).toBeVisible();
  await expect(message).toHaveCount(0);
  await expect(application).toBeVisible();
});
