import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { honeypotField } from '#contracts/inbox.ts';
import { subscriptionLinkRateLimit } from '#contracts/subscriptions.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { multipartFromParts } from '#server/test/fixtures/multipart.ts';
import { freshIp } from '#server/test/fixtures/submissions.ts';
import { htmlPage, makePdf } from '#server/test/fixtures/upload-files.ts';
import {
  applicationRow,
  applicationFields,
  classOne,
  defaultDocuments,
  postAdmission,
  settings2027,
  staffHeader,
  tokenOf,
} from '#server/test/fixtures/admissions.ts';

// 10 December 2026, 09:30 in India: class 1 is open, class 11 is not yet.
let now = new Date('2026-12-10T04:00:00Z');
const ctx = await buildTestApp({ clock: () => now });
const { admissionApplications: apps } = ctx.db.tables;
const folder = path.join(ctx.dataDir, 'private', 'admissions');
const storedFiles = () => readdirSync(folder).filter((name) => !name.startsWith('.'));
let office: { authorization: string };
let editor: { authorization: string };
let administrator: { authorization: string };

const staff = (
  method: 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: office, ...(payload && { payload }) });
const putSettings = (headers: { authorization: string }, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/admissions/settings', headers, payload });
const status = (token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/admissions/status?token=${token}` });
const parentPost = (action: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/admissions/status/${action}`, payload });

async function apply(overrides: Record<string, string> = {}) {
  const response = await postAdmission(ctx, applicationFields(overrides), await defaultDocuments());
  expect(response.statusCode, response.body).toBe(201);
  const { number, statusUrl } = response.json<{ number: string; statusUrl: string }>();
  const [row] = await ctx.db.read.select().from(apps).where(eq(apps.number, number));
  return { number, token: tokenOf(statusUrl), id: row!.id, statusUrl };
}

const resendDocument = (token: string, document: string, text = 'Clear scan') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admissions/status/documents',
    ...multipartFromParts([
      { name: 'token', value: token },
      { name: 'document', value: document },
      { name: 'file', value: makePdf(text), fileName: `${document}.pdf` },
    ]),
  });

/** Runs a statement of the test's own (a trigger standing in for another server), on either database. */
async function execute(statement: SQL) {
  await ctx.db.write(async (tx) => {
    if (ctx.db.dialect === 'postgres') await tx.execute(statement);
    else (tx as unknown as { run(query: SQL): unknown }).run(statement);
  });
}

async function verifyDocuments(id: string) {
  const response = await staff('PATCH', `/api/admin/admissions/applications/${id}`, {
    documents: [
      { document: 'birth-certificate', verdict: 'accepted' },
      { document: 'photo', verdict: 'accepted' },
    ],
    stage: 'documents-verified',
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  office = await staffHeader(ctx, 'office');
  editor = await staffHeader(ctx, 'editor');
  administrator = await staffHeader(ctx, 'administrator');
  const saved = await putSettings(administrator, settings2027);
  expect(saved.statusCode, saved.body).toBe(200);
});

describe('settings', () => {
  it('are the administrator’s: read back as saved by the office, changed by no one else', async () => {
    const read = await staff('GET', '/api/admin/admissions/settings');
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(read.json().items).toEqual([settings2027]);
    for (const headers of [editor, office]) {
      const refused = await putSettings(headers, { ...settings2027, registrationFee: 1 });
      expect(refused.statusCode).toBe(403);
    }
    expect((await staff('GET', '/api/admin/admissions/settings')).json().items).toEqual([
      settings2027,
    ]);
    const bad = await putSettings(administrator, {
      ...settings2027,
      classes: [{ ...classOne, rteSeats: 9 }],
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/admissions/applications', () => {
  it('numbers the application, keeps the documents private and the photo without EXIF', async () => {
    const before = storedFiles().length;
    const { number, statusUrl, id } = await apply({ childName: 'Ishita Rao' });
    expect(number).toMatch(/^VVIS\/ADM\/2027-28\/\d{4}$/);
    expect(statusUrl).toMatch(/^http:\/\/school\.test\/admissions\/status\?token=[\w-]{43}$/);
    expect(storedFiles().length).toBeGreaterThan(before);

    const view = await staff('GET', `/api/admin/admissions/applications/${id}`);
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
    expect(view.json()).toMatchObject({
      childName: 'Ishita Rao',
      stage: 'new',
      complete: true,
      duplicate: false,
      consentVersion: '2026-11',
    });
    const photo = await staff('GET', `/api/admin/admissions/applications/${id}/documents/photo`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect((await sharp(photo.rawPayload).metadata()).exif).toBeUndefined();
    // Not served as a public upload.
    const stored = storedFiles()[0]!;
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/uploads/${stored}` })).statusCode,
    ).not.toBe(200);
  });

  it('keeps both parents’ phones, e-mails and occupations, and checks the second e-mail', async () => {
    const second = {
      secondGuardianName: 'Vikram Menon',
      secondGuardianPhone: '+91 98765 22222',
      secondGuardianEmail: 'vikram.menon@example.com',
      secondGuardianOccupation: 'Doctor',
    };
    const { id } = await apply({ childName: 'Anaya Menon', ...second });
    const view = await staff('GET', `/api/admin/admissions/applications/${id}`);
    expect(view.json()).toMatchObject({ occupation: 'Engineer', ...second });

    const refused = await postAdmission(
      ctx,
      applicationFields({ ...second, secondGuardianEmail: 'vikram at example' }),
      await defaultDocuments(),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ field: 'secondGuardianEmail' }),
    ]);
  });

  it('gives numbers one after the other within the year', async () => {
    const first = await apply({ childName: 'Kabir One' });
    const second = await apply({ childName: 'Kabir Two' });
    const sequence = (number: string) => Number(number.split('/').at(-1));
    expect(sequence(second.number)).toBe(sequence(first.number) + 1);
  });

  it('refuses a class not open yet, saying when it opens', async () => {
    const response = await postAdmission(
      ctx,
      applicationFields({ class: '11', dateOfBirth: '2011-05-01' }),
      await defaultDocuments(),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Applications for Class 11 are taken from 1 March 2027 to 30 April 2027.',
    );
  });

  it('refuses a child outside the age rule, with the rule in words', async () => {
    const response = await postAdmission(
      ctx,
      applicationFields({ dateOfBirth: '2021-06-01' }),
      await defaultDocuments(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Class 1 needs a child aged 6 to 8 on 31 March 2027.');
  });

  it('refuses a date of birth in the future', async () => {
    const response = await postAdmission(
      ctx,
      applicationFields({ class: 'nursery', dateOfBirth: '2027-01-05' }),
      await defaultDocuments(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      field: 'dateOfBirth',
      message: 'The date of birth cannot be in the future.',
    });
  });

  it('refuses a missing document, an HTML page as one, and keeps nothing', async () => {
    const rows = (await ctx.db.read.select().from(apps)).length;
    const files = storedFiles().length;
    const [birth] = await defaultDocuments();
    const missing = await postAdmission(ctx, applicationFields(), [birth!]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { field: 'photo', message: 'Please attach the photograph of the child.' },
    ]);
    const markup = await postAdmission(ctx, applicationFields(), [
      { name: 'birth-certificate', fileName: 'birth.pdf', bytes: htmlPage },
      { name: 'photo', fileName: 'p.pdf', bytes: makePdf() },
    ]);
    expect(markup.statusCode).toBe(415);
    const pdfAsPhoto = await postAdmission(ctx, applicationFields(), [
      birth!,
      { name: 'photo', fileName: 'p.pdf', bytes: makePdf() },
    ]);
    expect(pdfAsPhoto.statusCode).toBe(415);
    expect(pdfAsPhoto.json().message).toBe(
      'Photograph of the child: Please upload a photo (JPEG, PNG or WebP).',
    );
    expect((await ctx.db.read.select().from(apps)).length).toBe(rows);
    expect(storedFiles().length).toBe(files);
  });

  it('stops reading a document at 5 MB, and names it', async () => {
    const files = storedFiles().length;
    const [, photo] = await defaultDocuments();
    // Past the 20 MB of documents in general too: the reader stops at the form's own limit.
    for (const megabytes of [6, 21]) {
      const bytes = Buffer.concat([makePdf('Scan'), Buffer.alloc(megabytes * 1024 * 1024)]);
      const response = await postAdmission(ctx, applicationFields(), [
        { name: 'birth-certificate', fileName: 'birth.pdf', bytes },
        photo!,
      ]);
      expect(response.statusCode, `${megabytes} MB`).toBe(413);
      expect(response.json()).toEqual({
        message: 'Birth certificate: The file is too large. The limit is 5 MB.',
        errors: [
          { field: 'birth-certificate', message: 'The file is too large. The limit is 5 MB.' },
        ],
      });
    }
    expect(storedFiles().length).toBe(files);
  });

  it('removes the stored documents when the write fails', async () => {
    const { admissionCounters } = ctx.db.tables;
    const [counter] = await ctx.db.read.select().from(admissionCounters);
    // Put the counter back one: the next number is taken already, so the insert fails.
    await ctx.db.write((tx) =>
      tx
        .update(admissionCounters)
        .set({ lastNumber: counter!.lastNumber - 1 })
        .where(eq(admissionCounters.year, '2027-28')),
    );
    const files = storedFiles().length;
    const rows = (await ctx.db.read.select().from(apps)).length;
    const failed = await postAdmission(ctx, applicationFields(), await defaultDocuments());
    expect(failed.statusCode).toBe(500);
    expect(storedFiles().length).toBe(files);
    expect((await ctx.db.read.select().from(apps)).length).toBe(rows);
    // The failed write rolled the counter back with it; the next one takes the free number.
    await ctx.db.write((tx) =>
      tx
        .update(admissionCounters)
        .set({ lastNumber: counter!.lastNumber })
        .where(eq(admissionCounters.year, '2027-28')),
    );
    await apply();
  });

  it('refuses an application without the consent', async () => {
    const response = await postAdmission(
      ctx,
      applicationFields({ consent: 'false' }),
      await defaultDocuments(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('consent');
  });

  it('accepts the same child twice but flags the second', async () => {
    const child = { childName: 'Meher Gill', dateOfBirth: '2019-11-02', phone: '+91 90000 22222' };
    await apply(child);
    const again = await apply({ ...child, childName: 'meher gill', email: 'other@example.com' });
    const list = await staff('GET', '/api/admin/admissions/applications?year=2027-28');
    const flagged = list.json().items.find((item: { id: string }) => item.id === again.id);
    expect(flagged.duplicate).toBe(true);
  });

  it('answers a bot that filled the honeypot as accepted, and stores nothing', async () => {
    const rows = (await ctx.db.read.select().from(apps)).length;
    const response = await postAdmission(
      ctx,
      applicationFields({ [honeypotField]: 'https://spam.example' }),
      await defaultDocuments(),
    );
    expect(response.statusCode).toBe(201);
    expect((await ctx.db.read.select().from(apps)).length).toBe(rows);
  });
});

describe('the status page', () => {
  it('shows where the application stands, never kept by the browser', async () => {
    const { token, number } = await apply({ childName: 'Tara Iyer' });
    const response = await status(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      number,
      stage: 'new',
      documents: [
        { document: 'birth-certificate', state: 'received', reason: '' },
        { document: 'photo', state: 'received', reason: '' },
      ],
      canDelete: true,
    });
  });

  it('refuses a stale token', async () => {
    const response = await status('x'.repeat(43));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/no longer valid/);
  });

  it('takes a rejected document again, with the reason shown until then', async () => {
    const { token, id } = await apply({ childName: 'Dev Malhotra' });
    const rejected = await staff('PATCH', `/api/admin/admissions/applications/${id}`, {
      documents: [{ document: 'birth-certificate', verdict: 'rejected', reason: 'Unreadable' }],
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().complete).toBe(false);
    // Not verified while a document is refused; the office is told which, in its own words.
    const early = await staff('PATCH', `/api/admin/admissions/applications/${id}`, {
      documents: [{ document: 'photo', verdict: 'accepted' }],
      stage: 'documents-verified',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Accept every required document first (Birth certificate).');
    expect((await status(token)).json().documents[0]).toEqual({
      document: 'birth-certificate',
      state: 'rejected',
      reason: 'Unreadable',
    });
    const incomplete = await staff(
      'GET',
      '/api/admin/admissions/applications?year=2027-28&complete=false',
    );
    expect(incomplete.json().items.map((item: { id: string }) => item.id)).toContain(id);

    const resend = await resendDocument(token, 'birth-certificate');
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json().documents[0]).toMatchObject({ state: 'received', reason: '' });
    const idsOf = async (complete: string) =>
      (await staff('GET', `/api/admin/admissions/applications?year=2027-28&complete=${complete}`))
        .json()
        .items.map((item: { id: string }) => item.id);
    expect(await idsOf('false')).not.toContain(id);
    expect(await idsOf('true')).toContain(id);
    const again = await resendDocument(token, 'birth-certificate', 'Second scan');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The birth certificate was received already.');
  });

  it('takes no more fields than other forms when a document is sent again', async () => {
    const { token } = await apply({ childName: 'Many Fields' });
    // The application's 24 fields are its own (read-admission-form.ts); other forms take 16.
    const extra = Array.from({ length: 15 }, (_, index) => ({ name: `extra${index}`, value: 'x' }));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admissions/status/documents',
      ...multipartFromParts([
        { name: 'token', value: token },
        { name: 'document', value: 'report-card' },
        ...extra,
        { name: 'file', value: makePdf('Report card'), fileName: 'report-card.pdf' },
      ]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      "The form has more fields than it takes (at most 16). Please send it from the school's page.",
    );
  });

  it('refuses a document sent while another tab deletes the application, and keeps no file', async () => {
    const { token, id } = await apply({ childName: 'Two Tabs' });
    await staff('PATCH', `/api/admin/admissions/applications/${id}`, {
      documents: [{ document: 'birth-certificate', verdict: 'rejected', reason: 'Unreadable' }],
    });
    const before = storedFiles();
    const { storage } = ctx.app.admissions.deps;
    const put = storage.put.bind(storage);
    const storing = vi.spyOn(storage, 'put').mockImplementationOnce(async (name, bytes) => {
      // The other tab's request lands while this one's file is being stored.
      expect((await parentPost('delete', { token })).statusCode).toBe(200);
      return put(name, bytes);
    });
    const resend = await resendDocument(token, 'birth-certificate');
    storing.mockRestore();
    expect(resend.statusCode, resend.body).toBe(404);
    expect(resend.json().message).toMatch(/no longer valid/);
    expect(storedFiles().filter((name) => !before.includes(name))).toEqual([]);
  });

  it('books a time to meet, and refuses it once full', async () => {
    const slot = await staff('POST', '/api/admin/admissions/slots', {
      year: '2027-28',
      class: '1',
      date: '2026-12-20',
      time: '10:30',
      place: 'Principal’s office',
      capacity: 1,
    });
    expect(slot.statusCode, slot.body).toBe(201);
    const slotId = slot.json().id;
    const first = await apply({ childName: 'Slot One' });
    const second = await apply({ childName: 'Slot Two' });
    const early = await parentPost('slot', { token: first.token, slotId });
    expect(early.statusCode).toBe(409);
    await verifyDocuments(first.id);
    await verifyDocuments(second.id);
    // A link edited by hand: PostgreSQL would refuse to compare it with an id.
    const malformed = await parentPost('slot', { token: first.token, slotId: 'not-a-time' });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toBe('This time is not offered. Please choose another.');
    const booked = await parentPost('slot', { token: first.token, slotId });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ stage: 'interaction-scheduled', slot: { booked: 1 } });
    const full = await parentPost('slot', { token: second.token, slotId });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('This time is full. Please choose another.');
    const removal = await staff('DELETE', `/api/admin/admissions/slots/${slotId}`);
    expect(removal.statusCode).toBe(409);
  });

  it('deletes at the parent’s request before an offer, with an audit entry', async () => {
    const { token, id } = await apply({ childName: 'Leaving Soon' });
    const files = storedFiles().length;
    const response = await parentPost('delete', { token });
    expect(response.statusCode).toBe(200);
    expect(await ctx.db.read.select().from(apps).where(eq(apps.id, id))).toEqual([]);
    expect(storedFiles().length).toBeLessThan(files);
    expect((await status(token)).statusCode).toBe(404);
    const { auditLog } = ctx.db.tables;
    const entries = await ctx.db.read.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.map((entry) => entry.action)).toContain('delete');
  });
});

describe('offers', () => {
  it('offers at most seats − RTE seats, and a declined seat goes to the waiting list', async () => {
    // Class 1: 4 seats, 1 through the RTE portal, so 3 to offer here.
    const { items } = (
      await staff('GET', '/api/admin/admissions/applications?class=1&stage=offered')
    ).json();
    const already = items.length;
    const candidates = [];
    for (let index = 0; index < 5; index += 1) {
      const applied = await apply({ childName: `Offer Child ${index}` });
      await verifyDocuments(applied.id);
      candidates.push(applied);
    }
    const offer = (id: string) =>
      staff('PATCH', `/api/admin/admissions/applications/${id}`, {
        stage: 'offered',
        offerDeadline: '2026-12-20',
      });
    const answers = [];
    for (const candidate of candidates.slice(0, 4))
      answers.push((await offer(candidate.id)).statusCode);
    expect(answers.filter((code) => code === 200)).toHaveLength(3 - already);
    expect(answers.at(-1)).toBe(409);
    // The class as the office names it, not its id ("(1)").
    expect((await offer(candidates[3]!.id)).json().message).toBe(
      'Every seat of Class 1 is offered or taken. Put the application on the waiting list instead.',
    );

    const refused = candidates[3]!;
    const waiting = await staff('PATCH', `/api/admin/admissions/applications/${refused.id}`, {
      stage: 'waitlisted',
    });
    expect(waiting.statusCode).toBe(200);
    const declined = await parentPost('offer', {
      token: candidates[0]!.token,
      decision: 'decline',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().stage).toBe('withdrawn');
    const promoted = (await status(refused.token)).json();
    expect(promoted.stage).toBe('offered');
    expect(promoted.offerDeadline).toBe('2026-12-17');

    // Admitting keeps the seat: the waiting list moves only when a seat is freed.
    const last = candidates[4]!;
    await staff('PATCH', `/api/admin/admissions/applications/${last.id}`, { stage: 'waitlisted' });
    const admitted = await staff(
      'PATCH',
      `/api/admin/admissions/applications/${candidates[1]!.id}`,
      {
        stage: 'admitted',
      },
    );
    expect(admitted.statusCode, admitted.body).toBe(200);
    expect((await status(last.token)).json().stage).toBe('waitlisted');
    const withdrawn = await staff(
      'PATCH',
      `/api/admin/admissions/applications/${candidates[2]!.id}`,
      {
        stage: 'withdrawn',
      },
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await status(last.token)).json().stage).toBe('offered');
  });

  it('refuses an answer after the deadline, and the daily job withdraws the offer', async () => {
    const late = await apply({
      class: 'nursery',
      childName: 'Late Answer',
      dateOfBirth: '2023-01-10',
    });
    await staff('PATCH', `/api/admin/admissions/applications/${late.id}`, {
      documents: [{ document: 'birth-certificate', verdict: 'accepted' }],
      stage: 'documents-verified',
    });
    const offered = await staff('PATCH', `/api/admin/admissions/applications/${late.id}`, {
      stage: 'offered',
      offerDeadline: '2026-12-12',
    });
    expect(offered.statusCode, offered.body).toBe(200);
    now = new Date('2026-12-13T04:00:00Z');
    const tooLate = await parentPost('offer', { token: late.token, decision: 'accept' });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe('The offer ended on 12 December 2026.');
    const done = await ctx.app.admissions.daily();
    expect(done.expired).toBeGreaterThanOrEqual(1);
    expect((await status(late.token)).json().stage).toBe('withdrawn');
    now = new Date('2026-12-10T04:00:00Z');
  });

  it('answers 409 to an acceptance that another change of the offer overtook', async () => {
    const { id, token } = await apply({
      class: 'nursery',
      childName: 'Overtaken Offer',
      dateOfBirth: '2023-02-10',
    });
    await staff('PATCH', `/api/admin/admissions/applications/${id}`, {
      documents: [{ document: 'birth-certificate', verdict: 'accepted' }],
      stage: 'documents-verified',
    });
    const offered = await staff('PATCH', `/api/admin/admissions/applications/${id}`, {
      stage: 'offered',
      offerDeadline: '2026-12-20',
    });
    expect(offered.statusCode, offered.body).toBe(200);
    // A trigger stands in for staff or the daily job withdrawing the offer on another server
    // between this request's read and its write: the write then changes no row.
    const trigger = sql.raw('offer_overtaken');
    if (ctx.db.dialect === 'postgres') {
      await execute(
        sql`CREATE FUNCTION ${trigger}() RETURNS trigger AS $$ BEGIN RETURN NULL; END $$ LANGUAGE plpgsql`,
      );
      await execute(
        sql`CREATE TRIGGER ${trigger} BEFORE UPDATE OF offer_accepted_at ON admission_applications FOR EACH ROW WHEN (NEW.offer_accepted_at IS NOT NULL) EXECUTE FUNCTION ${trigger}()`,
      );
    } else {
      await execute(
        sql`CREATE TRIGGER ${trigger} BEFORE UPDATE OF offer_accepted_at ON admission_applications WHEN NEW.offer_accepted_at IS NOT NULL BEGIN SELECT RAISE(IGNORE); END`,
      );
    }
    try {
      const accepted = await parentPost('offer', { token, decision: 'accept' });
      expect(accepted.statusCode, accepted.body).toBe(409);
      expect(accepted.json().message).toMatch(/changed meanwhile.*reload the page/);
    } finally {
      await execute(
        ctx.db.dialect === 'postgres'
          ? sql`DROP TRIGGER ${trigger} ON admission_applications`
          : sql`DROP TRIGGER ${trigger}`,
      );
    }
    expect((await status(token)).json()).toMatchObject({ stage: 'offered', offerAccepted: false });
  });

  it('refuses a move the stages do not allow', async () => {
    const { id } = await apply({ childName: 'Straight To Admit' });
    const response = await staff('PATCH', `/api/admin/admissions/applications/${id}`, {
      stage: 'admitted',
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('staff lists and export', () => {
  it('counts per class and stage, and exports CSV with formulas neutralised', async () => {
    await apply({ childName: '=HYPERLINK("http://evil.example")' });
    const list = await staff('GET', '/api/admin/admissions/applications?year=2027-28');
    expect(list.statusCode).toBe(200);
    const counts = list.json().counts as Array<{ class: string; stage: string; count: number }>;
    expect(counts.find((row) => row.class === '1' && row.stage === 'new')?.count).toBeGreaterThan(
      0,
    );
    const csv = await staff('GET', '/api/admin/admissions/applications.csv?year=2027-28');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('lists a page of 50 at a time, oldest first, and exports every one', async () => {
    // A year of its own, so the applications other tests add do not shift the pages.
    const year = '2029-30';
    const rows = Array.from({ length: 120 }, (_, index) => applicationRow(index + 1, 'new', year));
    await ctx.db.write((tx) => tx.insert(apps).values(rows));
    const pageOf = async (query: string) => {
      const response = await staff(
        'GET',
        `/api/admin/admissions/applications?year=${year}${query}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: Array<{ childName: string }>; total: number; page: number }>();
    };
    const pages = [await pageOf(''), await pageOf('&page=2'), await pageOf('&page=3')];
    expect(pages.map((page) => page.items.length)).toEqual([50, 50, 20]);
    expect(pages.map((page) => page.total)).toEqual([120, 120, 120]);
    expect(pages.flatMap((page) => page.items.map((item) => item.childName))).toEqual(
      rows.map((row) => row.childName),
    );
    expect((await pageOf('&page=4')).items).toEqual([]);
    // No documents are asked for in a year without settings: every one is complete.
    const complete = await pageOf('&complete=true&page=2');
    expect([complete.total, complete.items[0]?.childName]).toEqual([120, 'Child 51']);
    expect((await pageOf('&complete=false')).total).toBe(0);
    expect(
      (await staff('GET', `/api/admin/admissions/applications?year=${year}&page=0`)).statusCode,
    ).toBe(400);

    const csv = await staff('GET', `/api/admin/admissions/applications.csv?year=${year}&page=2`);
    expect(csv.body.trim().split('\n')).toHaveLength(121);
    await ctx.db.write((tx) => tx.delete(apps).where(eq(apps.year, year)));
  });

  it('refuses editors every admissions record', async () => {
    for (const url of [
      '/api/admin/admissions/applications',
      '/api/admin/admissions/applications.csv',
      '/api/admin/admissions/slots',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: editor });
      expect(response.statusCode, url).toBe(403);
    }
  });
});

describe('enquiries', () => {
  const choose = (fields: Record<string, string>, remoteAddress = freshIp()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/hi/admissions/apply',
      payload: new URLSearchParams({ intent: 'choose', dob: '14/06/2020', ...fields }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress,
    });
  const enquiries = async () => {
    const list = await staff('GET', '/api/admin/admissions/applications?year=2027-28');
    return list.json<{ enquiries: Array<{ class: string; count: number }> }>().enquiries;
  };
  const of = (rows: Array<{ class: string; count: number }>, name: string) =>
    rows.find((row) => row.class === name)?.count ?? 0;

  it('counts the form’s first step per class the school takes, and no more than the allowance', async () => {
    const before = await enquiries();
    expect((await choose({ year: '2027-28', class: '1' })).statusCode).toBe(200);
    expect((await choose({ year: '2027-28', class: 'nursery' })).statusCode).toBe(200);
    // Not counted: a class the year does not take, a year without settings, no class chosen.
    for (const fields of [
      { year: '2027-28', class: '5' },
      { year: '2031-32', class: '1' },
      { year: '2027-28', class: '' },
    ])
      expect((await choose(fields)).statusCode).toBe(200);
    const after = await enquiries();
    expect(of(after, '1') - of(before, '1')).toBe(1);
    expect(of(after, 'nursery') - of(before, 'nursery')).toBe(1);
    expect(of(after, '5')).toBe(0);

    // One address counts at most the links' allowance; its parent still sees every answer.
    const ip = freshIp();
    for (let step = 0; step < subscriptionLinkRateLimit.max + 3; step++)
      expect((await choose({ year: '2027-28', class: '1' }, ip)).statusCode).toBe(200);
    expect(of(await enquiries(), '1') - of(after, '1')).toBe(subscriptionLinkRateLimit.max);
  });
});

describe('retention', () => {
  it('deletes applications not admitted, with their files, months after admissions closed', async () => {
    const kept = await apply({ childName: 'Kept Child' });
    await ctx.db.write((tx) =>
      tx.update(apps).set({ stage: 'admitted' }).where(eq(apps.id, kept.id)),
    );
    // The last class closes 30 April 2027; 12 months later is 30 April 2028.
    now = new Date('2028-04-30T04:00:00Z');
    expect((await ctx.app.admissions.daily()).deleted).toBe(0);
    now = new Date('2028-05-01T04:00:00Z');
    expect((await ctx.app.admissions.daily()).deleted).toBeGreaterThan(0);
    const left = await ctx.db.read.select().from(apps);
    expect(left.map((row) => row.stage)).toEqual(left.map(() => 'admitted'));
    now = new Date('2026-12-10T04:00:00Z');
  });

  /** A later year whose class 1 closes on 31 January, its applications kept one month after. */
  async function yearClosingEndOfJanuary(start: number) {
    const year = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
    const saved = await putSettings(administrator, {
      ...settings2027,
      year,
      classes: [
        {
          ...classOne,
          opensOn: `${start}-12-01`,
          closesOn: `${start + 1}-01-31`,
          ageOn: `${start + 1}-03-31`,
        },
      ],
      retentionMonths: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    now = new Date(`${start}-12-10T04:00:00Z`);
    return { year, dateOfBirth: `${start - 6}-06-01` };
  }
  const yearOf = (year: string) => ctx.db.read.select().from(apps).where(eq(apps.year, year));

  it('counts the months to the end of a shorter month: 31 January + 1 month is 28 February', async () => {
    const { year, dateOfBirth } = await yearClosingEndOfJanuary(2028);
    await apply({ year, dateOfBirth, childName: 'Short Month' });
    now = new Date('2029-02-28T04:00:00Z');
    await ctx.app.admissions.daily();
    expect(await yearOf(year)).toHaveLength(1);
    now = new Date('2029-03-01T04:00:00Z');
    await ctx.app.admissions.daily();
    expect(await yearOf(year)).toEqual([]);
    now = new Date('2026-12-10T04:00:00Z');
  });

  it('keeps a child admitted while the retention was deleting the year', async () => {
    const { year, dateOfBirth } = await yearClosingEndOfJanuary(2029);
    await apply({ year, dateOfBirth, childName: 'First Of Two' });
    await apply({ year, dateOfBirth, childName: 'Second Of Two' });
    const { storage } = ctx.app.admissions.deps;
    const remove = storage.remove.bind(storage);
    // Once the first is deleted, staff admit the other before the job reaches it.
    const removing = vi.spyOn(storage, 'remove').mockImplementationOnce(async (name) => {
      await ctx.db.write((tx) =>
        tx.update(apps).set({ stage: 'admitted' }).where(eq(apps.year, year)),
      );
      return remove(name);
    });
    now = new Date('2030-03-10T04:00:00Z');
    expect((await ctx.app.admissions.daily()).deleted).toBe(1);
    removing.mockRestore();
    expect((await yearOf(year)).map((row) => row.stage)).toEqual(['admitted']);
    now = new Date('2026-12-10T04:00:00Z');
  });
});
