import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OfficeClerk, type JobCount } from './office-clerk.ts';

// The school office's everyday jobs done in the staff admin as a clerk does them, at 375 px (a
// phone) and 1280 px (a laptop), counting the actions each takes (office-clerk.ts says what
// counts). Each job starts on the admin's first screen after signing in; what the job needs
// beforehand (an application received, a notice deleted) is made through the API and not
// counted. Each job's outcome is checked where the public or the office would see it (the TC is
// verified as another school would, not counted). The counts go to reports/office-jobs.json
// (`npm run office-jobs`, docs/scripts.md).
//
// Both widths run here, one after the other, in a project of its own that starts once every
// other spec is done (playwright.config.ts): they change the same fee table and post alerts,
// which must not overlap each other or the public lists other specs count. The
// fee changed is the Secondary stage's, so page-editor.spec.ts's Primary fee is left alone.

const report = 'reports/office-jobs.json';

/** How the ten photos are posted: one album (a gallery post holds several photos). */
const galleryAs = 'one album of ten photos';

const pdf = {
  name: 'circular.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  ),
};
/** A 1x1 PNG: the ten photos differ by name only. */
const photo = (index: number) => ({
  name: `sports-day-${index}.png`,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
});

type Width = {
  name: 'phone' | 'laptop';
  viewport: { width: number; height: number };
  /** The nine days of the holiday, first and last, typed day first, and as ISO days. */
  holiday: { from: string; to: string; days: string[] };
  /** The Secondary stage's new tuition per quarter (the demo has 13500): each width its own. */
  fee: number;
};

const nineDays = (first: string) =>
  Array.from({ length: 9 }, (_, index) => {
    const day = new Date(`${first}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + index);
    return day.toISOString().slice(0, 10);
  });
const typed = (iso: string) => iso.split('-').reverse().join('/');
const holidayOf = (first: string) => {
  const days = nineDays(first);
  return { from: typed(days[0]!), to: typed(days[8]!), days };
};

const widths: Width[] = [
  {
    name: 'phone',
    viewport: { width: 375, height: 812 },
    holiday: holidayOf('2029-01-05'),
    fee: 13_600,
  },
  {
    name: 'laptop',
    viewport: { width: 1280, height: 800 },
    holiday: holidayOf('2029-02-05'),
    fee: 13_700,
  },
];

/** Today on the school's clock (India time), as the admin's date fields take it. */
const todayTyped = () => typed(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10));

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function listed<T>(request: APIRequestContext, path: string, token?: string): Promise<T[]> {
  const response = await request.get(path, token ? { headers: bearer(token) } : {});
  expect(response.ok(), path).toBe(true);
  const body = (await response.json()) as T[] | { data: T[] };
  return Array.isArray(body) ? body : body.data;
}

/** Waits until no alert is in force: another spec's alert (circulars.spec.ts) must not overlap. */
async function noAlertInForce(request: APIRequestContext) {
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/alerts/current')).json()) as { alert: unknown }).alert,
      { timeout: 60_000, message: 'no other emergency alert in force' },
    )
    .toBeNull();
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function toDashboard(page: Page) {
  await page.goto('/admin');
}

function saveCounts(width: Width, jobs: JobCount[]) {
  let saved: { widths?: Record<string, unknown> } = {};
  try {
    saved = JSON.parse(readFileSync(report, 'utf8')) as typeof saved;
  } catch {
    // No report yet, or one from an older shape: start afresh.
  }
  mkdirSync('reports', { recursive: true });
  const counted =
    'taps or clicks, fields filled or choices made from a list, files chosen (one per choice), keys pressed; not scrolling, not typing an address. furthestScreens: how far down the page the lowest control used sits, in screen heights';
  writeFileSync(
    report,
    `${JSON.stringify(
      {
        counted,
        gallery: galleryAs,
        widths: {
          ...saved.widths,
          [width.name]: { width: width.viewport.width, measuredAt: new Date().toISOString(), jobs },
        },
      },
      null,
      2,
    )}\n`,
  );
  for (const { job, actions } of jobs)
    console.log(`office job, ${width.name}: ${job}: ${actions} actions`);
}

test.describe.configure({ mode: 'serial' });

for (const width of widths) {
  test.describe(`at ${width.viewport.width} px`, () => {
    test.use({
      viewport: width.viewport,
      isMobile: width.name === 'phone',
      hasTouch: width.name === 'phone',
    });

    test(`the office's jobs done in the admin on a ${width.name}, counted`, async ({
      adminPage: page,
      adminToken,
      request,
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const clerk = new OfficeClerk(page);
      const jobs: JobCount[] = [];
      const stamp = `${width.name} ${Date.now()}`;
      const cleanup: Array<() => Promise<unknown>> = [];

      try {
        // 1. A circular with a PDF, for parents, published.
        const noticeTitle = `Parent-teacher meeting ${stamp}`;
        await toDashboard(page);
        await clerk.openSection('Circulars');
        const noticeForm = page.getByRole('region', { name: 'New circular' });
        await clerk.fill(noticeForm.getByLabel('Title', { exact: true }), noticeTitle);
        await clerk.fill(
          noticeForm.getByLabel('Description', { exact: true }),
          'Parents are invited to meet the class teachers on Saturday.',
        );
        // The date starts as today; ticking Parents clears "Everyone", which comes ticked.
        await expect(noticeForm.getByLabel('Date', { exact: true })).toHaveValue(todayTyped());
        await clerk.tap(noticeForm.getByLabel('Parents', { exact: true }));
        await expect(noticeForm.getByLabel('Everyone', { exact: true })).not.toBeChecked();
        await clerk.choose(noticeForm.getByLabel('Attachment'), pdf);
        await clerk.tap(noticeForm.getByRole('button', { name: 'Add circular' }));
        await expect(toast(page, 'Circular added successfully!')).toBeVisible();
        jobs.push(clerk.finish('a circular with a PDF for parents'));

        type Notice = {
          id: string;
          title: string;
          slug: string;
          audiences: string[];
          fileUrl: string | null;
        };
        const notice = (await listed<Notice>(request, '/api/notices')).find(
          (item) => item.title === noticeTitle,
        )!;
        cleanup.push(() =>
          request.delete(`/api/notices/${notice.id}`, { headers: bearer(adminToken) }),
        );
        expect(notice.audiences).toEqual(['parents']);
        expect(notice.fileUrl).toBeTruthy();
        await page.goto(`/notices/${notice.slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(noticeTitle);
        await expect(page.locator(`a[href="${notice.fileUrl}"]`).first()).toBeVisible();

        // 2. Ten photos in the gallery, as one album: chosen at once, described from their names.
        const albumTitle = `Sports day ${stamp}`;
        await toDashboard(page);
        await clerk.openSection('Gallery');
        const postForm = page.getByRole('region', { name: 'Create New Post' });
        await clerk.fill(postForm.getByLabel('Title', { exact: true }), albumTitle);
        await clerk.fill(postForm.getByLabel('Content', { exact: true }), 'Sports day 2026.');
        await clerk.choose(
          postForm.getByLabel('Add photos'),
          Array.from({ length: 10 }, (_, index) => photo(index + 1)),
        );
        await clerk.tap(postForm.getByRole('button', { name: 'Submit' }));
        await expect(toast(page, 'Form submitted successfully!')).toBeVisible();
        jobs.push(clerk.finish('ten photos in the gallery, as one album'));

        type Post = { id: string; title: string; images: Array<{ alt: string }> };
        const album = (await listed<Post>(request, '/api/posts?limit=100')).find(
          (post) => post.title === albumTitle,
        )!;
        cleanup.push(() =>
          request.delete(`/api/posts/${album.id}`, { headers: bearer(adminToken) }),
        );
        expect(album.images.map((image) => image.alt)).toEqual(
          Array.from({ length: 10 }, (_, index) => `sports day ${index + 1}`),
        );

        // 3. A holiday of nine days.
        const holidayTitle = `Winter break ${stamp}`;
        await toDashboard(page);
        await clerk.openSection('Calendar');
        const holidayForm = page.getByRole('region', { name: 'Add A Holiday' });
        await clerk.fill(holidayForm.getByLabel('Title', { exact: true }), holidayTitle);
        await clerk.fill(
          holidayForm.getByLabel('Description', { exact: true }),
          'The school is closed.',
        );
        await clerk.fill(holidayForm.getByLabel('Date', { exact: true }), width.holiday.from);
        await clerk.fill(holidayForm.getByLabel('Last day (for several days)'), width.holiday.to);
        await clerk.tap(holidayForm.getByRole('button', { name: 'Add Holiday' }));
        await expect(toast(page, 'Holiday added successfully!')).toBeVisible();
        jobs.push(clerk.finish('a nine-day holiday'));

        const leave = (await listed<{ id: string; title: string }>(request, '/api/leaves')).find(
          (item) => item.title === holidayTitle,
        )!;
        cleanup.push(() =>
          request.delete(`/api/leaves/${leave.id}`, { headers: bearer(adminToken) }),
        );
        // The calendar's day view, as served, names the holiday on each of the nine days and
        // not on the tenth.
        const days = width.holiday.days;
        for (const day of days)
          expect(await (await request.get(`/school-calendar?date=${day}`)).text(), day).toContain(
            holidayTitle,
          );
        const after = nineDays(days[8]!)[1]!;
        expect(await (await request.get(`/school-calendar?date=${after}`)).text()).not.toContain(
          holidayTitle,
        );

        // 4. A fee changed in the fee table and published.
        await toDashboard(page);
        await clerk.openSection('Pages');
        await clerk.fill(page.getByLabel('Search pages'), 'fee');
        await clerk.tap(page.getByRole('button', { name: 'Edit Fee Structure' }));
        await expect(page.getByRole('heading', { name: /^Editing: Fee Structure/ })).toBeVisible();
        // The fee table shows open, a row per stage (table-blocks.ts): straight to the cell.
        await clerk.fill(
          page.getByRole('spinbutton', { name: 'Secondary, Tuition per quarter', exact: true }),
          String(width.fee),
        );
        await clerk.tap(page.getByRole('button', { name: 'Publish', exact: true }));
        await expect(page.getByText('Page published.')).toBeVisible();
        jobs.push(clerk.finish('a fee change published'));

        // A table on a laptop, a card per stage on a phone (web/components/content/fee-blocks.tsx).
        await page.goto('/fee-structure');
        const stage = page
          .getByRole('row', { name: /^Secondary/ })
          .or(
            page
              .getByRole('listitem')
              .filter({ has: page.getByRole('heading', { name: /^Secondary/ }) }),
          )
          .filter({ visible: true });
        await expect(stage).toContainText(`₹${width.fee.toLocaleString('en-IN')}`);

        // 5. An emergency alert on the site.
        const alertMessage = `School closes at noon today (${stamp}).`;
        // Half an hour from now on the school's clock, typed day first.
        const until = new Date(Date.now() + 30 * 60_000 + 330 * 60_000).toISOString();
        await noAlertInForce(request);
        await toDashboard(page);
        await clerk.openSection('Emergency alert');
        await clerk.fill(page.getByLabel('Message', { exact: true }), alertMessage);
        const shownUntil = page.getByRole('group', { name: /^Shown until \(India time\)/ });
        await clerk.fill(shownUntil.getByLabel('Day', { exact: true }), typed(until.slice(0, 10)));
        await clerk.fill(shownUntil.getByLabel('Time', { exact: true }), until.slice(11, 16));
        await clerk.tap(page.getByRole('button', { name: 'Post the alert' }));
        await expect(toast(page, 'Alert posted')).toBeVisible();
        jobs.push(clerk.finish('an emergency alert on the site'));

        const alert = (
          await listed<{ id: string; message: string }>(request, '/api/alerts', adminToken)
        ).find((item) => item.message === alertMessage)!;
        cleanup.push(() =>
          request.delete(`/api/alerts/${alert.id}`, { headers: bearer(adminToken) }),
        );
        // The severity left as it comes ("Important", a status banner; "Urgent" would be an alert).
        await page.goto('/');
        await expect(page.getByRole('status').filter({ hasText: alertMessage })).toBeVisible();
        // Withdrawn at once: other specs' alerts wait for none to be in force.
        await cleanup.pop()!();

        // 6. A transfer certificate recorded, then verified on the public page.
        const tcNumber = `VVIS/TC/${stamp.replace(' ', '/')}`;
        await toDashboard(page);
        await clerk.openSection('TCs');
        const tcForm = page.getByRole('form', { name: 'Record a TC' });
        await clerk.fill(tcForm.getByLabel('TC number'), tcNumber);
        await clerk.fill(tcForm.getByLabel('Admission number'), `ADM-${width.name}`);
        await clerk.fill(tcForm.getByLabel('Student name'), 'Aarav Sharma');
        await clerk.fill(tcForm.getByLabel('Date of birth'), '14/08/2011');
        await clerk.fill(tcForm.getByLabel('Class'), 'IX');
        await clerk.fill(tcForm.getByLabel('Date of leaving'), '31/03/2026');
        await clerk.fill(tcForm.getByLabel('Date of issue'), '02/04/2026');
        await clerk.tap(tcForm.getByRole('button', { name: 'Record TC' }));
        await expect(page.getByRole('row', { name: new RegExp(tcNumber) })).toContainText(
          'Aarav Sharma',
        );
        jobs.push(clerk.finish('a transfer certificate recorded'));

        type Tc = { id: string; number: string };
        const tc = (await listed<Tc>(request, '/api/tcs', adminToken)).find(
          (item) => item.number === tcNumber,
        )!;
        cleanup.push(() => request.delete(`/api/tcs/${tc.id}`, { headers: bearer(adminToken) }));
        // Verified as another school would, in a browser of its own.
        const visitorContext = await browser.newContext({ baseURL, viewport: width.viewport });
        const visitor = await visitorContext.newPage();
        await visitor.goto('/view-issued-tcs');
        await visitor.getByLabel('TC number').fill(tcNumber);
        await visitor.getByLabel('Student’s date of birth').fill('14/08/2011');
        await visitor.getByRole('button', { name: 'Verify' }).click();
        await expect(visitor.getByText(/^Issued on 2 April 2026 by .+, class IX\.$/)).toBeVisible();
        await visitorContext.close();

        // 7. A job application shortlisted.
        const applicant = `Meera Iyer ${stamp}`;
        const sent = await request.post('/api/careers/applications', {
          multipart: {
            fullName: applicant,
            email: 'meera.iyer@example.com',
            phone: '+91 98765 43210',
            position: 'coordinator',
            experience: 'M.Ed., six years of teaching.',
            resume: { ...pdf, name: 'resume.pdf' },
          },
        });
        expect(sent.status()).toBe(200);
        await toDashboard(page);
        await clerk.openSection(/^Inbox/);
        await clerk.tap(page.getByRole('button', { name: 'Applications', exact: true }));
        const application = page
          .getByRole('list', { name: 'Applications, newest first' })
          .getByRole('button')
          .filter({ hasText: applicant });
        await clerk.tap(application);
        const review = page.getByRole('article').getByRole('form', { name: 'Review' });
        await clerk.pick(review.getByLabel('Status'), { label: 'Shortlisted' });
        await clerk.tap(review.getByRole('button', { name: 'Save review' }));
        await expect(toast(page, 'Review saved.')).toBeVisible();
        jobs.push(clerk.finish('a job application shortlisted'));

        await expect(application).toContainText('Shortlisted');
        await page.reload();
        await expect(
          page.getByRole('list', { name: 'Applications, newest first' }).filter({
            hasText: applicant,
          }),
        ).toContainText('Shortlisted');

        // 8. A deleted notice restored from the Trash.
        const deletedTitle = `Bus timings ${stamp}`;
        const created = await request.post('/api/notices/add', {
          headers: bearer(adminToken),
          data: {
            title: deletedTitle,
            description: 'New bus timings from Monday.',
            date: '2026-11-20',
          },
        });
        expect(created.status()).toBe(201);
        const deleted = ((await created.json()) as { data: { id: string; slug: string } }).data;
        expect(
          (
            await request.delete(`/api/notices/${deleted.id}`, { headers: bearer(adminToken) })
          ).ok(),
        ).toBe(true);
        expect((await request.get(`/notices/${deleted.slug}`)).status()).toBe(404);
        await toDashboard(page);
        await clerk.openSection('Trash');
        await clerk.tap(page.getByRole('button', { name: `Restore ${deletedTitle}`, exact: true }));
        await expect(toast(page, `"${deletedTitle}" is back on the website.`)).toBeVisible();
        jobs.push(clerk.finish('a deleted notice restored from the Trash'));
        cleanup.push(() =>
          request.delete(`/api/notices/${deleted.id}`, { headers: bearer(adminToken) }),
        );

        await page.goto(`/notices/${deleted.slug}`);
        await expect(page.getByRole('heading', { level: 1, name: deletedTitle })).toBeVisible();

        saveCounts(width, jobs);
      } finally {
        for (const undo of cleanup.reverse()) await undo();
      }
    });
  });
}
