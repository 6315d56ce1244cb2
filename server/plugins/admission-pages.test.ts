import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { demoSchool } from '#contracts/demo-school.ts';
import { consentVersion, type AdmissionSettings } from '#contracts/admissions.ts';
import { buildApp } from '#server/app.ts';
import { addDays, todayInKolkata } from '#server/lib/school-dates.ts';
import { multipartFromParts, type MultipartPart } from '#server/test/fixtures/multipart.ts';
import { freshIp } from '#server/test/fixtures/submissions.ts';
import { makeJpeg, makePdf } from '#server/test/fixtures/upload-files.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { webBuildDir } from '#server/test/web-build.ts';

// The parents' admission pages as a browser without scripts uses them (decision 0026, 0029):
// the first step's POST, the application POSTed multipart to its page, the status page's forms.
const database = await createTestDatabase();
const app = await buildApp({
  school: demoSchool,
  config: {
    publicUrl: 'http://school.test',
    buildDir: webBuildDir(),
    dataDir: database.dataDir,
  },
  db: database.db,
});
await app.ready();
afterAll(async () => {
  await app.close();
  await database.dispose();
});
const { admissionApplications: apps } = database.db.tables;

const today = todayInKolkata(new Date());
const ageOn = `${Number(today.slice(0, 4)) + 1}-03-31`;
/** Class 1 open since yesterday, for children 6 to 7 on 31 March; class 2 opening next month. */
const settings: AdmissionSettings = {
  year: '2027-28',
  registrationFee: 500,
  externalAddress: '',
  retentionMonths: 12,
  classes: [
    {
      class: '1',
      seats: 40,
      rteSeats: 10,
      opensOn: addDays(today, -1),
      closesOn: addDays(today, 60),
      minAge: 6,
      maxAge: 7,
      ageOn,
      documents: ['birth-certificate', 'photo'],
    },
    {
      class: '2',
      seats: 10,
      rteSeats: 0,
      opensOn: addDays(today, 30),
      closesOn: addDays(today, 60),
      minAge: 7,
      maxAge: 8,
      ageOn,
      documents: ['birth-certificate'],
    },
  ],
};
await app.admissions.settings.put(settings, { username: 'test' });

/** Seven on the cut-off day: within class 1's rule. */
const dob = `${Number(ageOn.slice(0, 4)) - 7}-06-14`;
const applyUrl = (path = '/admissions/apply') => `${path}?year=2027-28&class=1&dob=${dob}`;
const fields = (overrides: Record<string, string> = {}) => ({
  year: '2027-28',
  class: '1',
  dateOfBirth: dob,
  childName: 'Ira Without Scripts',
  gender: 'girl',
  parentName: 'Sunita Rao',
  phone: '+91 98260 11111',
  email: 'sunita@mail.example',
  address: '12 Shanti Nagar, Raipur',
  language: 'en',
  consent: 'true',
  consentVersion,
  ...overrides,
});

async function apply(
  text: Record<string, string>,
  files: Array<{ field: string; name: string; bytes: Buffer }>,
  url = applyUrl(),
) {
  const parts: MultipartPart[] = [
    ...Object.entries(text).map(([name, value]) => ({ name, value })),
    ...files.map((file) => ({ name: file.field, value: file.bytes, fileName: file.name })),
  ];
  const body = multipartFromParts(parts);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, 'sec-fetch-site': 'same-origin' },
    remoteAddress: freshIp(),
  });
}
const documents = async () => [
  { field: 'birth-certificate', name: 'birth.pdf', bytes: makePdf('Birth certificate') },
  { field: 'photo', name: 'photo.jpg', bytes: await makeJpeg() },
];

function postStatus(url: string, text: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(text).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
    },
    remoteAddress: freshIp(),
  });
}

describe('the application page', () => {
  it('takes the first step as a POST, the date of birth typed day first', async () => {
    const [year, month, day] = dob.split('-');
    const choose = (typed: string) =>
      postStatus('/admissions/apply', {
        intent: 'choose',
        year: '2027-28',
        class: '1',
        dob: typed,
      });
    const before = (await database.db.read.select().from(apps)).length;
    const typed = await choose(`${day}/${month}/${year}`);
    expect(typed.statusCode).toBe(200);
    expect(typed.headers['cache-control']).toBe('no-store');
    expect(typed.body).toContain(`name="dateOfBirth" value="${dob}"`);
    // Nothing was stored: the step only says what the page says about the choice.
    expect(await database.db.read.select().from(apps)).toHaveLength(before);
    const impossible = await choose('31/02/2020');
    expect(impossible.body).toContain('Please write the date of birth as day/month/year');
    expect(impossible.body).not.toContain('name="dateOfBirth"');
  });

  it('drops a form whose hidden trap field is filled, stores nothing and shows the form again', async () => {
    const before = (await database.db.read.select().from(apps)).length;
    for (const path of ['/admissions/apply', '/hi/admissions/apply']) {
      const trapped = await apply(
        fields({ website: 'http://spam.example' }),
        await documents(),
        applyUrl(path),
      );
      expect(trapped.statusCode, trapped.body.slice(0, 200)).toBe(303);
      expect(trapped.headers.location).toBe(path);
    }
    expect(await database.db.read.select().from(apps)).toHaveLength(before);
  });

  it('says when a class opens and refuses a child outside the age rule before the form', async () => {
    const closed = await app.inject({
      method: 'GET',
      url: `/admissions/apply?year=2027-28&class=2&dob=${dob}`,
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.headers['cache-control']).toBe('no-store');
    expect(closed.body).toContain('Applications for Class 2 open on');
    expect(closed.body).not.toContain('Send the application');

    const young = `${Number(ageOn.slice(0, 4)) - 5}-06-14`;
    const tooYoung = await app.inject({
      method: 'GET',
      url: `/admissions/apply?year=2027-28&class=1&dob=${young}`,
    });
    expect(tooYoung.body).toContain('is too young for Class 1');
    expect(tooYoung.body).toContain(
      `Class 1: at least 6 and under 8 years old on 31 March ${ageOn.slice(0, 4)}`,
    );
    expect(tooYoung.body).not.toContain('Send the application');

    const open = await app.inject({ method: 'GET', url: applyUrl() });
    expect(open.body).toContain('Applications for Class 1 are open from');
    expect(open.body).toContain('meets the age rule');
    const form = /<form[^>]*aria-label="Application for admission"[^>]*>/.exec(open.body)?.[0];
    expect(form).toMatch(/ method="post"/);
    expect(form).toMatch(/ enctype="multipart\/form-data"/i);
    expect(open.body).toContain('name="birth-certificate"');
    expect(open.body).toContain('name="photo"');
    expect(open.body).not.toContain('name="report-card"');
  });

  it('answers a refused form with every typed value, each error beside its field', async () => {
    const refused = await apply(fields({ childName: '', occupation: 'Teacher' }), []);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Child&#x27;s name is required.');
    expect(refused.body).toContain('value="Sunita Rao"');
    expect(refused.body).toContain('value="Teacher"');
    expect(refused.body).toContain('12 Shanti Nagar, Raipur</textarea>');
    expect(refused.body).toContain('please choose each document again');
    const withoutFiles = await apply(fields(), []);
    expect(withoutFiles.statusCode).toBe(400);
    expect(withoutFiles.body).toContain('Please attach the birth certificate.');
    expect(withoutFiles.body).toContain('Please attach the photograph of the child.');
    expect(await database.db.read.select().from(apps)).toHaveLength(0);
  });

  it('says the refusal in Hindi on the Hindi page', async () => {
    const refused = await apply(
      fields({ parentName: '', language: 'hi' }),
      await documents(),
      applyUrl('/hi/admissions/apply'),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('अभिभावक का नाम भरना आवश्यक है।');
  });

  it('takes the application with its documents and opens its status page', async () => {
    const sent = await apply(fields(), await documents());
    expect(sent.statusCode).toBe(303);
    const location = String(sent.headers.location);
    expect(location).toMatch(/^\/admissions\/status\?token=[\w-]+&received$/);
    const [row] = await database.db.read.select().from(apps);
    expect(row).toMatchObject({ childName: 'Ira Without Scripts', stage: 'new' });

    const page = await app.inject({ method: 'GET', url: location });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    expect(page.body).toContain('Application received');
    expect(page.body).toContain(row!.number);
    const token = new URL(location, 'http://school.test').searchParams.get('token');
    expect(page.body).toContain(`http://school.test/admissions/status?token=${token}`);
  });
});

describe('the status page', () => {
  it('answers a missing or stale link with a page that says what to do', async () => {
    const none = await app.inject({ method: 'GET', url: '/admissions/status' });
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain('This link does not open an application');
    const stale = await app.inject({
      method: 'GET',
      url: '/hi/admissions/status?token=abcdefghijklmnopqrstuvwxyz012345',
    });
    expect(stale.statusCode).toBe(404);
    expect(stale.body).toContain('यह लिंक कोई आवेदन नहीं खोलता');
  });

  it('deletes the application on request, after the box is ticked', async () => {
    const sent = await apply(fields({ childName: 'Kabir To Delete' }), await documents());
    const url = String(sent.headers.location).replace('&received', '');
    const token = new URL(url, 'http://school.test').searchParams.get('token')!;
    const unticked = await postStatus(url, { token, intent: 'delete' });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.body).toContain('Please tick the box');
    const deleted = await postStatus(url, { token, intent: 'delete', confirm: 'yes' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body).toContain('The application and its documents are deleted.');
    const rows = await database.db.read
      .select()
      .from(apps)
      .where(eq(apps.childName, 'Kabir To Delete'));
    expect(rows).toHaveLength(0);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('the status page forms', () => {
  const staff = { username: 'test' };
  it('takes a refused document again, books a time to meet and accepts the offer', async () => {
    const sent = await apply(fields({ childName: 'Meher Status' }), await documents());
    const url = String(sent.headers.location).replace('&received', '');
    const token = new URL(url, 'http://school.test').searchParams.get('token')!;
    const [row] = await database.db.read
      .select()
      .from(apps)
      .where(eq(apps.childName, 'Meher Status'));
    await app.admissions.review.review(
      row!.id,
      { documents: [{ document: 'photo', verdict: 'rejected', reason: 'The face is not clear' }] },
      staff,
    );
    const rejected = await app.inject({ method: 'GET', url });
    expect(rejected.body).toContain('Not accepted: The face is not clear');
    expect(rejected.body).toContain('name="intent" value="document"');

    // The photo sent again from its own form, multipart with the token.
    const body = multipartFromParts([
      { name: 'token', value: token },
      { name: 'intent', value: 'document' },
      { name: 'document', value: 'photo' },
      { name: 'file', value: await makeJpeg(), fileName: 'photo-again.jpg' },
    ]);
    const resent = await app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, 'sec-fetch-site': 'same-origin' },
      remoteAddress: freshIp(),
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.body).toContain('The document is received.');
    expect(resent.body).not.toContain('Not accepted:');

    await app.admissions.review.review(
      row!.id,
      {
        stage: 'documents-verified',
        documents: ['birth-certificate', 'photo'].map((document) => ({
          document: document as 'photo',
          verdict: 'accepted' as const,
          reason: '',
        })),
      },
      staff,
    );
    const slot = await app.admissions.slots.create(
      {
        year: '2027-28',
        class: '1',
        date: addDays(today, 5),
        time: '10:30',
        place: 'Library',
        capacity: 4,
      },
      staff,
    );
    const choosing = await app.inject({ method: 'GET', url });
    expect(choosing.body).toContain('Choose a time to meet the school');
    const booked = await postStatus(url, { token, intent: 'slot', slotId: slot.id });
    expect(booked.statusCode).toBe(200);
    expect(booked.body).toContain('The time to meet is booked.');
    expect(booked.body).toContain('Booked: ');
    expect(booked.body).toContain('Library');

    await app.admissions.review.review(
      row!.id,
      { stage: 'offered', offerDeadline: addDays(today, 7) },
      staff,
    );
    const offered = await app.inject({ method: 'GET', url: `/hi${url}` });
    expect(offered.body).toContain('सीट का प्रस्ताव');
    const accepted = await postStatus(`/hi${url}`, { token, intent: 'accept' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).toContain('सीट स्वीकार कर ली गई है।');
    const [after] = await database.db.read.select().from(apps).where(eq(apps.id, row!.id));
    expect(after!.offerAcceptedAt).not.toBeNull();
  });
});

describe('the admission links', () => {
  it('lead to the form of this site while it takes applications', async () => {
    const english = await app.inject({ method: 'GET', url: '/enquiry-form' });
    expect(english.statusCode).toBe(302);
    expect(english.headers.location).toBe('/admissions/apply');
    const hindi = await app.inject({ method: 'GET', url: '/hi/enquiry-form' });
    expect(hindi.headers.location).toBe('/hi/admissions/apply');
    // The demo school's external form, in its menus, gives way to this site's own.
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain(`href="${demoSchool.admissionUrl}"`);
    expect(home.body).toContain('href="/admissions/apply"');
  });
});

describe('the application page in the page cache', () => {
  it('is kept until the admission settings change; a page for a date of birth never is', async () => {
    const page = () => app.inject({ url: '/admissions/apply' });
    const before = await page();
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-cache');
    expect(before.body).not.toContain('value="2028-29"');
    expect((await page()).headers.etag).toBe(before.headers.etag);

    await app.admissions.settings.put({ ...settings, year: '2028-29' }, { username: 'test' });
    const after = await page();
    expect(after.body).toContain('value="2028-29"');

    const forOneChild = await app.inject({ url: applyUrl() });
    expect(forOneChild.statusCode).toBe(200);
    expect(forOneChild.headers['cache-control']).toBe('no-store');
  });
});
