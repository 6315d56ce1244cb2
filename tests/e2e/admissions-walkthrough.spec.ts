import type { APIRequestContext, Page } from '@playwright/test';
import {
  admissionStageLabels,
  consentVersion,
  type AdmissionClass,
  type AdmissionSettings,
  type AdmissionStage,
  type ApplicationSummary,
  type StaffApplication,
} from '#contracts/admissions.ts';
import { classFigures, funnelStart } from './admission-figures.ts';
import { attachDocuments, choose, hindi } from './admission-form.ts';
import { e2eAdmin, e2eBaseUrl } from './e2e-env.ts';
import { expect, test as base } from './fixtures.ts';
import { officeSession, signInAs } from './office-session.ts';
import { mailSaying, statusLinkIn } from './parent-mails.ts';
import { pdf, photo } from './sample-documents.ts';
import { schoolToday } from './school-year.ts';

// One admission from the parent's first form to the seat, on phones, as decision 0029 tells it:
// a parent applies for Class 1 in Hindi with three documents, reads the mail and follows its
// link, sends a refused photo again, picks a time to meet and accepts the offer; the office
// checks the documents, adds the time, offers the seat and admits the child, and sees the seats
// and the funnel follow. Then Class 4, whose one seat the walkthrough arranges to be taken: an
// offer past it is refused on the office's screen, and a declined offer goes to the first child
// of the waiting list, whose parent is mailed.
//
// It runs once, on the phone (@phone-only): it counts the seats of classes 1 and 4 of the demo's
// 2027-28 round (server/demo/seed-demo-admissions.ts), which no other spec offers seats in
// (admin-admissions.spec.ts works in the nursery and class 6).

const year = '2027-28';
const hi = (stage: AdmissionStage) => admissionStageLabels[stage].hi;
const ownAddress = (last: number) => ({ 'x-forwarded-for': `198.51.100.${last}` });

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** "9 दिसंबर 2026" / "9 December 2026", as the site writes a day. */
const written = (day: string, locale: 'hi-IN' | 'en-GB') =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
/** "09/12/2026", as a clerk types a day. */
const typed = (day: string) => day.split('-').reverse().join('/');

/** An application the walkthrough made, with what cleans it up. */
type Made = { id: string; number: string; token: string };

type Round = {
  api: APIRequestContext;
  adminToken: string;
  officeToken: string;
  officeName: string;
  /** Class 4, its one seat offered to `offered`; `first` and `second` wait in that order. */
  classFour: {
    offered: Made;
    first: Made;
    second: Made;
    emails: { offered: string; first: string; second: string };
  };
  /** What the walkthrough made; cleaned up at the end, waiting children first. */
  made: Made[];
};

const headersOf = (token: string) => ({ authorization: `Bearer ${token}` });

async function findApplication(round: Round, number: string): Promise<ApplicationSummary> {
  const answer = await round.api.get(`/api/admin/admissions/applications?year=${year}`, {
    headers: headersOf(round.officeToken),
  });
  const { items } = (await answer.json()) as { items: ApplicationSummary[] };
  const found = items.find((item) => item.number === number);
  expect(found, `application ${number}`).toBeTruthy();
  return found!;
}

/** Arranging only: an application sent through the API the form posts to. */
async function applyByApi(
  round: Round,
  childName: string,
  email: string,
  address: number,
): Promise<Made> {
  const answer = await round.api.post('/api/admissions/applications', {
    headers: { origin: e2eBaseUrl, ...ownAddress(address) },
    multipart: {
      year,
      class: '4',
      childName,
      dateOfBirth: '2017-06-14',
      gender: 'boy',
      parentName: `${childName.split(' ').at(-1)} parent`,
      phone: '+91 98260 54321',
      email,
      address: '7 Civil Lines, Raipur',
      language: 'hi',
      consent: 'true',
      consentVersion,
      'birth-certificate': pdf,
      photo,
      'address-proof': { ...pdf, name: 'address.pdf' },
      'report-card': { ...pdf, name: 'report-card.pdf' },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { number, statusUrl } = (await answer.json()) as { number: string; statusUrl: string };
  const made = {
    id: (await findApplication(round, number)).id,
    number,
    token: new URL(statusUrl).searchParams.get('token')!,
  };
  round.made.push(made);
  return made;
}

/** Arranging only: the office's review through its API. */
async function reviewByApi(round: Round, id: string, body: object) {
  const answer = await round.api.patch(`/api/admin/admissions/applications/${id}`, {
    headers: headersOf(round.officeToken),
    data: body,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as StaffApplication;
}

async function readSettings(api: APIRequestContext, token: string): Promise<AdmissionSettings> {
  const answer = await api.get('/api/admin/admissions/settings', { headers: headersOf(token) });
  const { items } = (await answer.json()) as { items: AdmissionSettings[] };
  return items.find((settings) => settings.year === year)!;
}

async function putSettings(api: APIRequestContext, token: string, settings: AdmissionSettings) {
  const answer = await api.put('/api/admin/admissions/settings', {
    headers: headersOf(token),
    data: settings,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

const test = base.extend<object, { round: Round }>({
  round: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL: e2eBaseUrl });
      const login = await api.post('/api/auth/admin-login', { data: e2eAdmin });
      const { token: adminToken } = (await login.json()) as { token: string };
      const officeName = `office-walk-${Date.now()}`;
      const officeToken = await officeSession(api, adminToken, officeName);
      const before = await readSettings(api, adminToken);
      // Class 4 has no demo applications: one seat, offered below, makes it full.
      await putSettings(api, adminToken, {
        ...before,
        classes: before.classes.map((row) =>
          row.class === '4' ? { ...row, seats: 1, rteSeats: 0 } : row,
        ),
      });
      const run = Date.now();
      const emails = {
        offered: `walk-offered-${run}@example.com`,
        first: `walk-first-${run}@example.com`,
        second: `walk-second-${run}@example.com`,
      };
      const round: Round = {
        api,
        adminToken,
        officeToken,
        officeName,
        made: [],
        classFour: undefined as unknown as Round['classFour'],
      };
      const offered = await applyByApi(round, 'Meera Joshi', emails.offered, 71);
      const first = await applyByApi(round, 'Kunal Joshi', emails.first, 72);
      const second = await applyByApi(round, 'Tara Joshi', emails.second, 73);
      const documents = ['birth-certificate', 'photo', 'address-proof', 'report-card'].map(
        (document) => ({ document, verdict: 'accepted' }),
      );
      await reviewByApi(round, offered.id, { documents, stage: 'documents-verified' });
      await reviewByApi(round, offered.id, { stage: 'offered' });
      await reviewByApi(round, first.id, { stage: 'waitlisted' });
      await reviewByApi(round, second.id, { stage: 'waitlisted' });
      round.classFour = { offered, first, second, emails };

      await use(round);

      // Waiting children are deleted first (the parent's request), so withdrawing an offer
      // below promotes no one; offers are withdrawn; the rest stays, decided, for this run only.
      const stageOf = async (made: Made) =>
        (
          (await (
            await api.get(`/api/admin/admissions/applications/${made.id}`, {
              headers: headersOf(officeToken),
            })
          ).json()) as StaffApplication
        ).stage;
      const stages = await Promise.all(round.made.map(stageOf));
      for (const [index, made] of round.made.entries())
        if (['new', 'documents-verified', 'waitlisted'].includes(stages[index]!)) {
          const deleted = await api.post('/api/admissions/status/delete', {
            headers: { origin: e2eBaseUrl, ...ownAddress(79) },
            data: { token: made.token },
          });
          expect(deleted.status(), await deleted.text()).toBe(200);
        }
      for (const [index, made] of round.made.entries())
        if (stages[index] === 'offered') await reviewByApi(round, made.id, { stage: 'withdrawn' });
      await putSettings(api, adminToken, before);
      await api.post('/api/auth/logout', { headers: headersOf(officeToken) });
      await api.post('/api/auth/logout', { headers: headersOf(adminToken) });
      await api.dispose();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'serial' });

/** The office's list of one class, filtered by its address, as a shared link opens it. */
async function openClassList(page: Page, classId: AdmissionClass, classLabel: string) {
  await page.goto(`/admin/admissions?year=${year}&class=${classId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admissions' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Seats of / })).toBeVisible();
  return classFigures(page, classLabel);
}

/** The status page is Hindi throughout: no part of it fell back to English. */
async function expectHindiStatus(page: Page, stage: AdmissionStage) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The stage in bold under "How far the application has got" (status-view.tsx).
  await expect(page.locator('h2:text-is("आवेदन कहाँ तक पहुँचा") + p strong')).toHaveText(hi(stage));
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  await expect(page.getByText(admissionStageLabels[stage].en, { exact: true })).toHaveCount(0);
}

const walk = {
  childName: `Aanya Sharma ${Date.now()}`,
  email: `walk-parent-${Date.now()}@example.com`,
  number: '',
  /** The application's own address in the office. */
  officeAddress: '',
  slotDay: addDays(schoolToday(), 10),
  slotPlace: 'Room 7, primary block',
};

test.describe('an admission from the form to a seat @phone-only', () => {
  test.beforeEach(async ({ page, round }) => {
    await page.setExtraHTTPHeaders(ownAddress(70));
    await signInAs(page, round.officeToken, round.officeName);
  });

  test('a parent applies for Class 1 in Hindi with three documents and follows the mailed link', async ({
    page,
    request,
  }) => {
    await openClassList(page, '1', 'Class 1');
    const before = await funnelStart(page);
    await page.goto(hindi.apply);
    await choose(page, hindi, '14/06/2020');
    await expect(page.getByText(hindi.open)).toBeVisible();
    const form = page.locator('form[method="post"]');
    await form.getByLabel(hindi.childName).fill(walk.childName);
    await form.getByLabel(hindi.gender).selectOption({ label: hindi.girl });
    await form.getByLabel(hindi.parentName).fill('Pooja Sharma');
    await form.getByRole('textbox', { name: hindi.phone, exact: true }).fill('+91 98260 67890');
    await form.getByRole('textbox', { name: hindi.email, exact: true }).fill(walk.email);
    await form.getByLabel(hindi.address).fill('21 Shankar Nagar, Raipur');
    await attachDocuments(page, hindi);
    await form.getByLabel(hindi.consent).check();
    await form.getByRole('button', { name: hindi.submit }).click();

    await expect(page.getByRole('heading', { name: hindi.received })).toBeVisible();
    const number = page
      .locator('dt', { hasText: hindi.number })
      .locator('xpath=following-sibling::dd[1]');
    await expect(number).toHaveText(/\/ADM\/2027-28\/\d{4}$/);
    walk.number = await number.innerText();
    // The office's funnel counts the first step as an enquiry, and the application.
    await openClassList(page, '1', 'Class 1');
    const after = await funnelStart(page);
    expect(after.enquiries).toBeGreaterThan(before.enquiries);
    expect(after.applied).toBeGreaterThan(before.applied);

    // The acknowledgement mail, in Hindi, with the number and the link to follow.
    const mail = await mailSaying(
      request,
      walk.email,
      `का आवेदन मिल गया है। इसकी संख्या ${walk.number}`,
    );
    expect(mail).toContain(`${walk.childName} का आवेदन`);
    await page.goto(statusLinkIn(mail));
    await expectHindiStatus(page, 'new');
    await expect(page.getByText(walk.number, { exact: true })).toBeVisible();
    for (const document of hindi.documents)
      await expect(page.getByRole('listitem').filter({ hasText: document })).toContainText(
        'मिल गया, जाँच बाकी',
      );
  });

  test('the office refuses the photo, and the parent sends it again from the status page', async ({
    page,
    request,
  }) => {
    // The clerk finds the new application in Class 1's list of received ones.
    await page.goto(`/admin/admissions?year=${year}&class=1&stage=new`);
    await page.getByRole('link', { name: walk.childName, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: walk.childName })).toBeVisible();
    walk.officeAddress = new URL(page.url()).pathname;
    await expect(page.getByText(new RegExp(`^${walk.number} · Class 1`))).toBeVisible();

    const documentItem = (name: string) => page.getByRole('listitem', { name });
    await documentItem('Birth certificate')
      .getByRole('button', { name: 'Accept the birth certificate' })
      .click();
    await expect(documentItem('Birth certificate')).toContainText('Accepted');
    await documentItem('Photograph of the child')
      .getByRole('button', { name: 'Reject the photograph of the child' })
      .click();
    const reason = 'फ़ोटो धुंधली है, कृपया साफ़ फ़ोटो भेजें';
    const rejectForm = page.getByRole('form', { name: 'Reject the photograph of the child' });
    await rejectForm.getByLabel('Why (the parent reads this)').fill(reason);
    await rejectForm.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(documentItem('Photograph of the child')).toContainText(`Rejected: ${reason}`);
    await documentItem('Proof of address')
      .getByRole('button', { name: 'Accept the proof of address' })
      .click();
    await expect(documentItem('Proof of address')).toContainText('Accepted');

    // Not yet: the photo is refused, and the office is told which document in its own words.
    await page.getByRole('button', { name: 'Mark documents verified' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Accept every required document first (Photograph of the child).',
    );
    await expect(page.getByRole('heading', { name: 'Stage: Received' })).toBeVisible();

    // The parent is mailed that a document needs sending again, and follows the link.
    const mail = await mailSaying(request, walk.email, 'फिर से भेजें');
    expect(mail).toContain(`बच्चे की फ़ोटो: ${reason}`);
    await page.goto(statusLinkIn(mail));
    await expectHindiStatus(page, 'new');
    const photoItem = page.getByRole('listitem').filter({ hasText: 'बच्चे की फ़ोटो' });
    await expect(photoItem).toContainText(`स्वीकार नहीं: ${reason}`);
    const resend = page.getByRole('form', { name: 'फिर से भेजें: बच्चे की फ़ोटो' });
    await resend.getByLabel('इसकी फ़ाइल: बच्चे की फ़ोटो').setInputFiles(photo);
    await resend.getByRole('button', { name: 'भेजें' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('दस्तावेज़ मिल गया है।');
    await expect(photoItem).toContainText('मिल गया, जाँच बाकी');
    await expect(page.getByRole('form', { name: /^फिर से भेजें/ })).toHaveCount(0);
  });

  test('the office verifies the documents and adds a time to meet', async ({ page }) => {
    await page.goto(walk.officeAddress);
    const photoItem = page.getByRole('listitem', { name: 'Photograph of the child' });
    await expect(photoItem).toContainText('Sent, not checked yet');
    await photoItem.getByRole('button', { name: 'Accept the photograph of the child' }).click();
    await expect(photoItem).toContainText('Accepted');
    await page.getByRole('button', { name: 'Mark documents verified' }).click();
    await expect(page.getByRole('heading', { name: 'Stage: Documents verified' })).toBeVisible();

    await page.goto('/admin/admissions/settings');
    const form = page.getByRole('form', { name: 'Add a slot' });
    await form.getByLabel('Class').selectOption({ label: 'Class 1' });
    await form.getByLabel('Date', { exact: true }).fill(typed(walk.slotDay));
    await form.getByLabel('Time').fill('09:15');
    await form.getByLabel('Place').fill(walk.slotPlace);
    await form.getByLabel('Children in the slot').fill('4');
    await form.getByRole('button', { name: 'Add the slot' }).click();
    const row = page.getByRole('row', {
      name: new RegExp(`^${written(walk.slotDay, 'en-GB')}, 09:15`),
    });
    await expect(row).toContainText(walk.slotPlace);
    await expect(row).toContainText('0 of 4');
  });

  test('the parent picks the time to meet from the mail of verified documents', async ({
    page,
    request,
  }) => {
    const mail = await mailSaying(request, walk.email, `की स्थिति अब: ${hi('documents-verified')}`);
    await page.goto(statusLinkIn(mail));
    await expectHindiStatus(page, 'documents-verified');
    const day = written(walk.slotDay, 'hi-IN');
    expect(day).toMatch(/^\d{1,2} [\u0900-\u097F]+ \d{4}$/);
    const choice = page.getByRole('form', { name: 'विद्यालय से मिलने का समय चुनें' });
    await choice
      .getByRole('radio', { name: new RegExp(`^${day} को .*${walk.slotPlace}$`) })
      .check();
    await choice.getByRole('button', { name: 'यह समय तय करें' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('मिलने का समय तय हो गया है।');
    await expectHindiStatus(page, 'interaction-scheduled');
    await expect(
      page.getByText(new RegExp(`^तय: ${day} को .+, ${walk.slotPlace}।$`)),
    ).toBeVisible();
  });

  test('the office offers the seat, and the seats and funnel of Class 1 follow', async ({
    page,
  }) => {
    const before = await openClassList(page, '1', 'Class 1');
    await page.goto(walk.officeAddress);
    await expect(page.getByRole('heading', { name: 'Stage: Interaction scheduled' })).toBeVisible();
    await expect(
      page.getByText(
        `Interaction booked: ${written(walk.slotDay, 'en-GB')} at 09:15, ${walk.slotPlace}.`,
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Offer a seat' }).click();
    await expect(page.getByRole('heading', { name: 'Stage: Seat offered' })).toBeVisible();
    const deadline = addDays(schoolToday(), 7);
    await expect(
      page.getByText(`The parent has until ${written(deadline, 'en-GB')} to accept the seat.`),
    ).toBeVisible();

    await expect
      .poll(() => openClassList(page, '1', 'Class 1'))
      .toEqual({
        ...before,
        left: before.left - 1,
        interaction: before.interaction - 1,
        offered: before.offered + 1,
      });
  });

  test('the parent accepts the offer from its mail', async ({ page, request }) => {
    const mail = await mailSaying(request, walk.email, `की स्थिति अब: ${hi('offered')}`);
    const deadline = written(addDays(schoolToday(), 7), 'hi-IN');
    expect(mail).toContain(`कृपया ${deadline} तक स्थिति पृष्ठ पर इसे स्वीकार करें।`);
    await page.goto(statusLinkIn(mail));
    await expectHindiStatus(page, 'offered');
    await expect(
      page.getByText(`कृपया ${deadline} तक स्वीकार करें या मना करें।`, { exact: false }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'सीट स्वीकार करें' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('सीट स्वीकार कर ली गई है।');
    await expect(page.getByText(/^आपने सीट स्वीकार कर ली है।/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'सीट स्वीकार करें' })).toHaveCount(0);
  });

  test('the office admits the child once the fee is paid', async ({ page, request }) => {
    const before = await openClassList(page, '1', 'Class 1');
    await page.goto(walk.officeAddress);
    await expect(
      page.getByText('The parent accepted the seat; mark the child admitted once the fee is paid.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Mark admitted' }).click();
    await expect(page.getByRole('heading', { name: 'Stage: Admitted' })).toBeVisible();
    await expect(page.getByText('This application has reached its last stage.')).toBeVisible();
    await expect
      .poll(() => openClassList(page, '1', 'Class 1'))
      .toEqual({ ...before, offered: before.offered - 1, admitted: before.admitted + 1 });
    await mailSaying(request, walk.email, `की स्थिति अब: ${hi('admitted')}`);
  });
});

test.describe('Class 4 with its one seat taken @phone-only', () => {
  test.beforeEach(async ({ page, round }) => {
    await page.setExtraHTTPHeaders(ownAddress(74));
    await signInAs(page, round.officeToken, round.officeName);
  });

  test('no seat left: the office is refused an offer and nothing changes', async ({
    page,
    round,
  }) => {
    const { first } = round.classFour;
    const before = await openClassList(page, '4', 'Class 4');
    expect(before).toMatchObject({ left: 0, offered: 1, waiting: 2 });
    await page.goto(`/admin/admissions/${first.id}`);
    await expect(page.getByRole('heading', { name: 'Stage: On the waiting list' })).toBeVisible();
    await page.getByRole('button', { name: 'Offer a seat' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Every seat of Class 4 is offered or taken. Put the application on the waiting list instead.',
    );
    await expect(page.getByRole('heading', { name: 'Stage: On the waiting list' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Stage: On the waiting list' })).toBeVisible();
    expect(await openClassList(page, '4', 'Class 4')).toEqual(before);
  });

  test('a declined offer goes to the first child of the waiting list, whose parent is mailed', async ({
    page,
    request,
    round,
  }) => {
    const { offered, first, second, emails } = round.classFour;
    const before = await openClassList(page, '4', 'Class 4');

    const mail = await mailSaying(request, emails.offered, `की स्थिति अब: ${hi('offered')}`);
    await page.goto(statusLinkIn(mail));
    await expectHindiStatus(page, 'offered');
    await page.getByRole('button', { name: 'सीट के लिए मना करें' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'सीट के लिए मना कर दिया गया है।',
    );
    await expectHindiStatus(page, 'withdrawn');

    // The office's list: the first waiting child holds the seat, the second still waits.
    await expect
      .poll(() => openClassList(page, '4', 'Class 4'))
      .toEqual({
        ...before,
        waiting: before.waiting - 1,
        withdrawn: before.withdrawn + 1,
      });
    const rowOf = (number: string) => page.getByRole('row').filter({ hasText: number });
    await expect(rowOf(first.number)).toContainText('Seat offered');
    await expect(rowOf(second.number)).toContainText('On the waiting list');
    await expect(rowOf(offered.number)).toContainText('Withdrawn');

    const promoted = await mailSaying(request, emails.first, `की स्थिति अब: ${hi('offered')}`);
    expect(promoted).toContain(
      `कृपया ${written(addDays(schoolToday(), 7), 'hi-IN')} तक स्थिति पृष्ठ पर इसे स्वीकार करें।`,
    );
  });
});
