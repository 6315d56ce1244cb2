import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openAdminScreen, test } from './fixtures.ts';
import { admissionSessionStart } from '#contracts/academic-year.ts';
import { academicYearNow, demoAnnualReports, demoResultsYear, schoolToday } from './school-year.ts';

// /mandatory-disclosure, rendered by the server: Documents & Reports on the demo documents (a
// GET search form and category links, filtered on the server; download), then the School
// Information sections with only what is published (never the items still missing), the A4
// print view, and an edit in the admin dashboard's
// School Information tab reaching the public page.

const documentRows = (page: Page) =>
  page.getByRole('list', { name: 'Documents' }).getByRole('listitem');
const documentTitles = (page: Page) => documentRows(page).getByRole('heading');
const section = (page: Page, title: string) =>
  page.locator('details', { has: page.locator('summary', { hasText: title }) });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search documents' });
const categoryLink = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Category' })
    .getByRole('link', { name: `${name} documents`, exact: true });

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

async function searchFor(page: Page, text: string) {
  await searchBox(page).fill(text);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
}

/** A small valid PDF of exactly `size` bytes (a comment line pads it). */
function pdfOfSize(size: number): Buffer {
  const head = '%PDF-1.4\n';
  const tail =
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n';
  const padding = size - head.length - tail.length - 2;
  expect(padding).toBeGreaterThanOrEqual(0);
  return Buffer.from(`${head}%${'x'.repeat(padding)}\n${tail}`, 'latin1');
}

/** '24 November 2026': today at the school in the site's date style. */
function schoolDateToday(): string {
  return new Date().toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

async function uploadDisclosure(
  request: APIRequestContext,
  token: string,
  fields: { title: string; description: string; fileName: string; size: number },
): Promise<string> {
  const response = await request.post('/api/disclosure/addDisclosure', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      type: 'general',
      title: fields.title,
      description: fields.description,
      file: { name: fields.fileName, mimeType: 'application/pdf', buffer: pdfOfSize(fields.size) },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test("the server's first HTML holds both parts, without tabs, before JavaScript runs", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/mandatory-disclosure');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mandatory Disclosure');
  await expect(page).toHaveTitle(/^Mandatory Disclosure \| /);
  await expect(page.getByRole('tab')).toHaveCount(0);
  const onThisPage = page.getByRole('navigation', { name: 'On this page' });
  await expect(onThisPage.getByRole('link')).toHaveText([
    'Documents & Reports',
    'School Information',
  ]);
  await expect(page.getByRole('heading', { level: 2 })).toContainText([
    'Documents & Reports',
    'School Information',
  ]);
  await expect(page.locator('#documents').getByRole('heading', { level: 2 })).toHaveText(
    'Documents & Reports',
  );
  await expect(page.locator('#school-information').getByRole('heading', { level: 2 })).toHaveText(
    'School Information',
  );
  await expect(documentTitles(page).filter({ hasText: 'Fire safety certificate' })).toHaveCount(1);
  await expect(categoryLink(page, 'All')).toHaveAttribute('aria-current', 'true');
  await expect(section(page, 'A. General Information')).toHaveAttribute('open', '');
  await expect(section(page, 'A. General Information')).toContainText('3330999');
  await context.close();
});

test('lists the demo documents; search and category filter them on the server', async ({
  page,
}) => {
  await page.goto('/mandatory-disclosure', { waitUntil: 'networkidle' });
  expect(await documentRows(page).count()).toBeGreaterThanOrEqual(8);
  const row = documentRows(page).filter({ hasText: 'Fire safety certificate' });
  await expect(row).toContainText('Information');
  await expect(row).toContainText('Certificate issued by the fire department.');
  await expect(row).toContainText(/\d+(\.\d\d KB| Bytes)/);

  // Case-insensitive, on titles and descriptions.
  // The latest results out (May), e.g. "CBSE Class X results 2025-26".
  const resultsYear = demoResultsYear().slice(0, 4);
  await searchFor(page, `RESULTS ${resultsYear}`);
  await expect(page).toHaveURL(`/mandatory-disclosure?q=RESULTS+${resultsYear}`);
  await expect(documentTitles(page)).toHaveCount(2);
  await expect(documentTitles(page).filter({ hasText: /^CBSE Class XI?I? results/ })).toHaveCount(
    2,
  );
  await searchFor(page, 'FIRE DEPARTMENT');
  await expect(documentTitles(page)).toHaveText(['Fire safety certificate']);
  await expect(searchBox(page)).toHaveValue('FIRE DEPARTMENT');

  // A category link keeps the search; the search form keeps the category.
  await categoryLink(page, 'Academic').click();
  await expect(page).toHaveURL(
    '/mandatory-disclosure?q=FIRE+DEPARTMENT&category=academic#documents',
  );
  await expect(categoryLink(page, 'Academic')).toHaveAttribute('aria-current', 'true');
  await expect(categoryLink(page, 'All')).not.toHaveAttribute('aria-current');
  await expect(page.getByRole('status').filter({ hasText: 'No documents found' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Documents' })).toHaveCount(0);
  await searchFor(page, 'teachers');
  await expect(page).toHaveURL('/mandatory-disclosure?q=teachers&category=academic');
  await expect(documentTitles(page)).toHaveText(['List of teachers and qualifications']);
  await searchFor(page, '');
  await expect(documentTitles(page)).toHaveCount(2);
  await expect(
    documentTitles(page).filter({ hasText: `Academic calendar ${academicYearNow()}` }),
  ).toHaveCount(1);
  await categoryLink(page, 'All').click();
  await expect(page).toHaveURL(/\/mandatory-disclosure\??#documents$/);
  await expect(categoryLink(page, 'All')).toHaveAttribute('aria-current', 'true');
  expect(await documentRows(page).count()).toBeGreaterThanOrEqual(8);
  await expectAccessible(page);
});

test('an unknown category is not found', async ({ page }) => {
  const response = await page.goto('/mandatory-disclosure?category=secret');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('sorts newest first and shows the description fallback and the sizes', async ({
  page,
  request,
  adminToken,
}) => {
  const token = `sorted${Date.now()}`;
  const ids: string[] = [];
  try {
    ids.push(
      await uploadDisclosure(request, adminToken, {
        title: `${token} older report`,
        description: '',
        fileName: `${token}-older.pdf`,
        size: 500,
      }),
    );
    ids.push(
      await uploadDisclosure(request, adminToken, {
        title: `${token} newer report`,
        description: `The newer ${token} report.`,
        fileName: `${token}-newer.pdf`,
        size: 1536,
      }),
    );
    await page.goto(`/mandatory-disclosure?q=${token}`);
    await expect(documentTitles(page)).toHaveText([
      `${token} newer report`,
      `${token} older report`,
    ]);
    await expect(documentRows(page).nth(0)).toContainText(`The newer ${token} report.`);
    await expect(documentRows(page).nth(0)).toContainText(`${schoolDateToday()} · 1.50 KB`);
    await expect(documentRows(page).nth(1)).toContainText(`File: ${token}-older.pdf`);
    await expect(documentRows(page).nth(1)).toContainText('500 Bytes');
  } finally {
    for (const id of ids) {
      const response = await request.delete(`/api/disclosure/${id}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(response.ok()).toBe(true);
    }
  }
});

test('Download saves the document under its original name', async ({ page }) => {
  await page.goto('/mandatory-disclosure', { waitUntil: 'networkidle' });
  const downloading = page.waitForEvent('download');
  await documentRows(page)
    .filter({ hasText: 'Fire safety certificate' })
    .getByRole('button', { name: /^Download/ })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('fire-safety-certificate.pdf');
});

test('a failed download says so', async ({ page, pageProblems }) => {
  await page.route('**/api/disclosure/download?**', (route) =>
    route.fulfill({ status: 500, body: '' }),
  );
  await page.goto('/mandatory-disclosure', { waitUntil: 'networkidle' });
  await documentRows(page)
    .first()
    .getByRole('button', { name: /^Download/ })
    .click();
  await expect(page.getByText('Download failed. Please try again.')).toBeVisible();
  // The browser logs the failed response as a console error: caused on purpose here.
  const expected = pageProblems.filter((problem) => /status of 5\d\d/.test(problem));
  for (const problem of expected) pageProblems.splice(pageProblems.indexOf(problem), 1);
});

test('"On this page" leads to both parts', async ({ page }) => {
  await page.goto('/mandatory-disclosure', { waitUntil: 'networkidle' });
  const onThisPage = page.getByRole('navigation', { name: 'On this page' });
  await onThisPage.getByRole('link', { name: 'School Information' }).click();
  await expect(page).toHaveURL('/mandatory-disclosure#school-information');
  await expect(
    page.getByRole('heading', { level: 2, name: 'School Information' }),
  ).toBeInViewport();
  await onThisPage.getByRole('link', { name: 'Documents & Reports' }).click();
  await expect(page).toHaveURL('/mandatory-disclosure#documents');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Documents & Reports' }),
  ).toBeInViewport();
});

test('School Information: one section open at a time, only published items shown', async ({
  page,
}) => {
  await page.goto('/mandatory-disclosure', { waitUntil: 'networkidle' });
  const general = section(page, 'A. General Information');
  await expect(general).toHaveAttribute('open', '');
  await expect(general).toContainText('3330999');

  const documents = section(page, 'B. Documents and Information');
  await documents.locator('summary').click();
  await expect(documents).toHaveAttribute('open', '');
  await expect(general).not.toHaveAttribute('open', '');
  // Linked by the demo seed: downloadable, with who attested it and until when it is valid.
  const fire = documents.locator('dl > div', { hasText: 'Fire safety certificate' });
  await expect(fire.getByRole('button', { name: /^Download/ })).toBeVisible();
  await expect(fire).toContainText(
    /Attested by the Manager and the Principal on \d{1,2} \w+ \d{4}\./,
  );
  await expect(fire).toContainText(/Valid until \d{1,2} \w+ \d{4}\./);
  // The NOC is not linked in the demo: the public never learns what is missing.
  await expect(documents.locator('dl > div', { hasText: 'No objection certificate' })).toHaveCount(
    0,
  );
  await expect(page.getByText(/Not yet published|missing/i)).toHaveCount(0);
  await expect(page.getByText(/^Last updated \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await expectAccessible(page);

  const academics = section(page, 'C. Results and Academics');
  await academics.locator('summary').click();
  const classX = academics.getByRole('table', { name: 'Class X board examination results' });
  await expect(classX.getByRole('row')).toHaveCount(4);
  await expect(classX.getByRole('row', { name: demoResultsYear(1) })).toContainText('12412399.2');
  // One annual report a year, newest first: the demo has the two latest put online (July).
  const reports = academics.getByRole('list', { name: 'Annual reports' }).getByRole('listitem');
  const [newest, older] = demoAnnualReports();
  await expect(reports).toHaveCount(2);
  await expect(reports.nth(0)).toContainText(newest!);
  await expect(reports.nth(1)).toContainText(older!);
  await expect(
    reports.nth(0).getByRole('button', { name: `Download Annual report ${newest}` }),
  ).toBeVisible();

  const staff = section(page, 'D. Staff (Faculty Information)');
  await staff.locator('summary').click();
  await expect(documents).not.toHaveAttribute('open', '');
  for (const [label, count] of [
    ['Teachers', '48'],
    ['Administrative staff', '6'],
    ['Non-teaching staff', '5'],
    ['Peons', '5'],
    ['G4 staff', '14'],
    ['Sweepers', '2'],
  ]) {
    await expect(staff.locator('dl > div', { hasText: label }).first().locator('dd')).toHaveText(
      count!,
    );
  }

  const dates = section(page, 'Important Dates');
  await dates.locator('summary').click();
  const session = academicYearNow();
  // Admissions for the coming session: never a period that has closed.
  const admits = admissionSessionStart(schoolToday());
  await expect(dates).toContainText(session);
  await expect(dates).toContainText(`15 November ${admits - 1} to 15 June ${admits}`);
  await expect(page.getByText(/Right to Information Act/)).toBeVisible();
});

test('an admin edit under Disclosure information shows on the public page', async ({
  adminPage: page,
}) => {
  // Appendix IX E gives areas in square metres: a number, unique to this run.
  const area = String(10_000 + (Date.now() % 90_000));
  await page.goto('/admin');
  await openAdminScreen(page, 'Disclosure information');
  const infrastructure = section(page, 'E. School Infrastructure and Facilities');
  await infrastructure.locator('summary').click();

  // A script link is refused by the server and the field says why.
  const video = infrastructure.getByLabel('Video of the school inspection');
  await video.fill('javascript:alert(1)');
  await infrastructure.getByRole('button', { name: 'Save section' }).click();
  await expect(video).toHaveAccessibleDescription(/must be a web address starting with https/);
  await expect(video).toHaveAttribute('aria-invalid', 'true');

  await video.fill('');
  await infrastructure.getByLabel('Total campus area (square metres)').fill(area);
  await infrastructure.getByRole('button', { name: 'Save section' }).click();
  await expect(page.getByText('School information saved.')).toBeVisible();

  // The public page is rendered again after the change (its cached copy is dropped).
  await page.goto('/mandatory-disclosure');
  const publicSection = section(page, 'E. School Infrastructure and Facilities');
  await publicSection.locator('summary').click();
  await expect(publicSection).toContainText(area);
  // Left empty: not shown at all.
  await expect(
    publicSection.locator('dl > div', { hasText: 'Video of the school inspection' }),
  ).toHaveCount(0);
  // The RTI footnote dates the latest save.
  await expect(page.getByText(/Right to Information Act/)).toContainText(
    `Last updated: ${schoolDateToday()}.`,
  );
});

test('the print view fits A4 with the school name and the date', async ({ page }) => {
  await page.goto('/mandatory-disclosure', { waitUntil: 'networkidle' });
  await page.emulateMedia({ media: 'print' });
  const header = page.getByText(/: Mandatory Public Disclosure, last updated \d{1,2} \w+ \d{4}\./);
  await expect(header).toBeVisible();
  await expect(header).toContainText('affiliation no. 3330999');
  await expect(header).toContainText(`Printed on ${schoolDateToday()}.`);
  // Closed sections print too.
  await expect(
    page.getByRole('table', { name: 'Class XII board examination results' }),
  ).toBeVisible();
  // A4 is 210 mm wide; with 15 mm margins the printable width is 180 mm (680 CSS px at 96 dpi).
  const printable = (180 / 25.4) * 96;
  await page.setViewportSize({ width: Math.floor(printable), height: 1000 });
  const overflow = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter(
        (node) => node.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
      )
      .map((node) => node.outerHTML.slice(0, 80)),
  );
  expect(overflow).toEqual([]);

  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  const text = pdf.toString('latin1');
  // Every page is A4: 595 x 842 points.
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((match) => [
    Math.round(Number(match[1])),
    Math.round(Number(match[2])),
  ]);
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) expect(box).toEqual([595, 842]);
});

test('the home page links the Mandatory Public Disclosure on its first screen', async ({
  page,
}) => {
  await page.goto('/');
  const link = page.getByRole('main').getByRole('link', { name: 'Mandatory Public Disclosure' });
  await expect(link).toBeInViewport();
  await link.click();
  await expect(page).toHaveURL('/mandatory-disclosure');
});
