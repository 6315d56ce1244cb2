import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openAdminScreen, test } from './fixtures.ts';

const resume = {
  name: 'resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  ),
};

async function fitsAndIsAxeClean(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where}: no sideways scrolling`).toBeLessThanOrEqual(clientWidth);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((violation) => `${where}: ${violation.id}`)).toEqual([]);
}

test('staff review, filter and export applications in the Inbox @mobile', async ({
  adminPage: page,
  request,
  isMobile,
}, testInfo) => {
  // Its own applicant per project: the desktop and phone runs share one server.
  const applicant = `Kavita Rao ${testInfo.project.name} ${Date.now()}`;
  const sent = await request.post('/api/careers/applications', {
    multipart: {
      fullName: applicant,
      email: 'kavita.rao@example.com',
      phone: '+91 98765 43212',
      position: 'coordinator',
      experience: 'M.Ed., "five" years, then coordinator',
      resume,
    },
  });
  expect(sent.status()).toBe(200);

  await page.goto('/admin');
  await openAdminScreen(page, /^Inbox/);
  await page.getByRole('button', { name: 'Applications', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Applications', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const list = page.getByRole('list', { name: 'Applications, newest first' });
  const row = list.getByRole('button').filter({ hasText: applicant });
  await expect(row).toBeVisible();

  const filters = page.getByRole('group', { name: 'Filter applications' });
  await filters.getByLabel('Position').selectOption({ label: 'Education Coordinator' });
  await expect(row).toBeVisible();
  await filters.getByLabel('Position').selectOption({ label: 'School Counselor' });
  await expect(row).toHaveCount(0);
  await filters.getByLabel('Position').selectOption({ label: 'Education Coordinator' });

  await row.click();
  const details = page.getByRole('article');
  await expect(details.getByRole('heading', { name: `Application: ${applicant}` })).toBeVisible();
  const review = details.getByRole('form', { name: 'Review' });
  await expect(review.getByLabel('Status')).toHaveValue('new');
  await fitsAndIsAxeClean(page, 'applications view with an application open');

  await review.getByLabel('Status').selectOption({ label: 'Shortlisted' });
  await review.getByLabel('Staff notes').fill('=1+1 Call on Monday');
  await review.getByRole('button', { name: 'Save review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Review saved.' })).toBeVisible();
  await expect(row).toContainText('Shortlisted');

  await filters.getByLabel('Status').selectOption({ label: 'Rejected' });
  await expect(row).toHaveCount(0);
  await filters.getByLabel('Status').selectOption({ label: 'Shortlisted' });
  await expect(row).toBeVisible();

  const download = page.waitForEvent('download');
  await filters.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  expect(
    csv.startsWith('\uFEFFReceived,Name,Email,Phone,Position,Experience,Status,Notes\r\n'),
  ).toBe(true);
  expect(csv).toContain(
    `,${applicant},kavita.rao@example.com,'+91 98765 43212,Education Coordinator,"M.Ed., ""five"" years, then coordinator",Shortlisted,'=1+1 Call on Monday\r\n`,
  );
  // Only what the filters let through.
  expect(csv).not.toContain(',New,');

  if (isMobile) {
    await page.setViewportSize({ width: 320, height: 800 });
    await fitsAndIsAxeClean(page, 'applications view at 320 px');
  }
});
