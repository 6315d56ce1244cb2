import { demoSchool } from '#contracts/demo-school.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { honeypotField, submissionMessages, submissionRateLimit } from '#contracts/inbox.ts';
import { subscriptionMessages } from '#contracts/subscriptions.ts';
import { buildApp } from '#server/app.ts';
import { startSmtpReceiver } from '#server/mail/test-smtp-receiver.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { testAdmin } from '#server/test/build-test-app.ts';
import { multipartBody } from '#server/test/fixtures/multipart.ts';
import { applicationFields, contactPayload, freshIp } from '#server/test/fixtures/submissions.ts';
import { makePdf, makePng } from '#server/test/fixtures/upload-files.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { webBuildDir } from '#server/test/web-build.ts';

// The forms of the public pages sent as a browser without scripts sends them (decision 0026):
// POSTed to the page, urlencoded or multipart, answered with a page.
const receiver = await startSmtpReceiver();
const database = await createTestDatabase();
const app = await buildApp({
  school: demoSchool,
  config: {
    publicUrl: 'http://school.test',
    buildDir: webBuildDir(),
    dataDir: database.dataDir,
    mail: { url: receiver.url, from: 'School <no-reply@school.test>' },
  },
  db: database.db,
});
await createAdminsRepository(database.db).create(testAdmin.username, testAdmin.password);
await app.ready();
afterAll(async () => {
  await app.close();
  await database.dispose();
  await receiver.close();
});
const { tables } = database.db;

const urlencoded = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of [value].flat()) body.append(name, one);
  return body.toString();
};

/** A form POSTed by the browser to a page of the site (same origin, as Chromium says). */
function post(
  url: string,
  fields: Record<string, string | string[]>,
  ip = freshIp(),
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: urlencoded(fields),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    remoteAddress: ip,
  });
}

const messagesWithSubject = async (subject: string) =>
  (await database.db.read.select().from(tables.contactMessages)).filter(
    (row) => row.subject === subject,
  );

describe('the contact page without scripts', () => {
  it('stores the message once and redirects to the confirmation (post/redirect/get)', async () => {
    const sent = await post('/contact', contactPayload({ subject: 'Without scripts' }));
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/contact?sent#message');
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(await messagesWithSubject('Without scripts')).toHaveLength(1);
    const confirmation = await app.inject({ method: 'GET', url: '/contact?sent' });
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.body).toContain(submissionMessages.contact);
  });

  it('answers the page with each problem beside its field and what was typed', async () => {
    const refused = await post(
      '/contact',
      contactPayload({ subject: 'Typed <again>', email: 'not-an-email', lastName: ' ' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain('Please enter a valid email address.');
    expect(refused.body).toContain('Last name is required.');
    expect(refused.body).toContain('Please correct the fields marked below.');
    expect(refused.body).toContain('value="Typed &lt;again&gt;"');
    expect(refused.body).toContain('value="not-an-email"');
    expect(refused.body).toMatch(/<textarea[^>]*>Is there a seat in Class III/);
    expect(refused.body).toContain('aria-invalid="true"');
    expect(await messagesWithSubject('Typed <again>')).toHaveLength(0);
  });

  it('says it in Hindi on the Hindi page', async () => {
    const refused = await post('/hi/contact', contactPayload({ email: 'not-an-email' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('कृपया सही ई-मेल पता लिखें।');
    const sent = await post('/hi/contact', contactPayload({ subject: 'Hindi page' }));
    expect(sent.headers.location).toBe('/hi/contact?sent#message');
  });

  it('drops what the honeypot caught, answering as if sent', async () => {
    const sent = await post(
      '/contact',
      contactPayload({ subject: 'Caught', [honeypotField]: 'http://spam.example' }),
    );
    expect(sent.statusCode).toBe(303);
    expect(await messagesWithSubject('Caught')).toHaveLength(0);
  });

  it('shares the per-address limit with POST /api/contact', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < submissionRateLimit.max; attempt++) {
      const viaApi = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: contactPayload({ subject: `Limit ${attempt}` }),
        remoteAddress: ip,
      });
      expect(viaApi.statusCode).toBe(200);
    }
    const refused = await post('/contact', contactPayload({ subject: 'Over the limit' }), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Too many submissions from your connection');
    expect(refused.body).toContain('value="Over the limit"');
    expect(await messagesWithSubject('Over the limit')).toHaveLength(0);
    // …and the page's attempts count for the API too.
    const other = freshIp();
    for (let attempt = 0; attempt < submissionRateLimit.max; attempt++)
      await post('/contact', contactPayload({ email: 'x' }), other);
    const api = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: contactPayload(),
      remoteAddress: other,
    });
    expect(api.statusCode).toBe(429);
  });

  it('refuses a POST from another website, and anything but a form body', async () => {
    const crossSite = await post('/contact', contactPayload({ subject: 'Forged' }), freshIp(), {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    const json = await app.inject({
      method: 'POST',
      url: '/contact',
      payload: contactPayload({ subject: 'Forged' }),
      remoteAddress: freshIp(),
    });
    expect(json.statusCode).toBe(415);
    const broken = await app.inject({
      method: 'POST',
      url: '/contact',
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      remoteAddress: freshIp(),
    });
    expect(broken.statusCode).toBe(400);
    expect(await messagesWithSubject('Forged')).toHaveLength(0);
  });
});

describe('circulars by e-mail without scripts', () => {
  const mailsTo = (address: string) =>
    receiver.received.filter((mail) => mail.to.includes(address));
  const text = (raw: string) => raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
  async function linkFor(address: string, page: string) {
    for (let tries = 0; tries < 50 && mailsTo(address).length === 0; tries++)
      await receiver.waitFor(receiver.received.length + 1).catch(() => undefined);
    const pattern = new RegExp(`/subscriptions/${page}\\?token=([A-Za-z0-9_-]{43})`);
    return pattern.exec(text(mailsTo(address).at(-1)!.raw))![0];
  }
  const subscriber = async (email: string) =>
    (
      await database.db.read
        .select()
        .from(tables.subscribers)
        .where(eq(tables.subscribers.email, email))
    )[0];

  it('subscribes, and confirms from the mailed link only with the click', async () => {
    const email = 'no.scripts@example.com';
    const refused = await post('/subscribe', { email, mode: 'digest' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Choose at least one group.');
    expect(refused.body).toContain(`value="${email}"`);
    const sent = await post('/subscribe', {
      email,
      audiences: ['primary', 'middle'],
      mode: 'digest',
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/subscribe?sent#subscribe');
    const confirmation = await app.inject({ method: 'GET', url: '/subscribe?sent' });
    expect(confirmation.body).toContain(subscriptionMessages.requested);

    const link = await linkFor(email, 'confirm');
    // Opening the link (a person, or a mail scanner) changes nothing.
    const opened = await app.inject({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    expect(opened.body).toMatch(/<form[^>]* method="post"/);
    expect(opened.body).toContain('<meta name="robots" content="noindex"/>');
    expect((await subscriber(email))!.confirmedAt).toBeNull();
    // Rendered for each visitor and empty without a token: no sitemap lists the link pages.
    const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('/subscribe<');
    expect(sitemap).not.toMatch(/\/subscriptions\//);

    const token = new URL(link, 'http://school.test').searchParams.get('token')!;
    const clicked = await post(link, { token });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.headers['referrer-policy']).toBe('no-referrer');
    expect(clicked.body).toContain(subscriptionMessages.confirmed);
    expect((await subscriber(email))!.confirmedAt).not.toBeNull();
    expect((await subscriber(email))!.audiences).toEqual(['primary', 'middle']);
    const again = await post(link, { token });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('This link is not valid any more.');
  });

  it('changes the choice and unsubscribes from the manage link', async () => {
    const email = 'manage.no.scripts@example.com';
    await post('/subscribe', { email, audiences: 'all', mode: 'immediate' });
    const confirm = await linkFor(email, 'confirm');
    const confirmToken = new URL(confirm, 'http://school.test').searchParams.get('token')!;
    expect((await post(confirm, { token: confirmToken })).statusCode).toBe(200);
    // The manage link comes with the next mail; one made from the database's token would not
    // exist in plain text, so the link of a circular is stood in for by the API's own answer.
    const manageToken = await manageTokenOf(email);
    const page = await app.inject({
      method: 'GET',
      url: `/subscriptions/manage?token=${manageToken}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('ma***@example.com');
    const saved = await post(`/subscriptions/manage?token=${manageToken}`, {
      token: manageToken,
      intent: 'save',
      audiences: ['secondary'],
      mode: 'digest',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toContain(subscriptionMessages.changed);
    expect((await subscriber(email))!.audiences).toEqual(['secondary']);
    const left = await post(`/subscriptions/manage?token=${manageToken}`, {
      token: manageToken,
      intent: 'unsubscribe',
    });
    expect(left.statusCode).toBe(200);
    expect(left.body).toContain(subscriptionMessages.unsubscribed);
    expect((await subscriber(email))!.unsubscribedAt).not.toBeNull();
  });

  /** A manage token, as the next circular's mail would carry it (the notice is published). */
  async function manageTokenOf(email: string) {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: testAdmin,
      remoteAddress: '192.0.2.250',
    });
    const authorization = `Bearer ${login.json<{ token: string }>().token}`;
    const before = mailsTo(email).length;
    const notice = await app.inject({
      method: 'POST',
      url: '/api/notices/add',
      payload: { title: `For ${email}`, date: '2026-11-20' },
      headers: { authorization },
    });
    expect(notice.statusCode).toBe(201);
    for (let tries = 0; tries < 50 && mailsTo(email).length <= before; tries++)
      await receiver.waitFor(receiver.received.length + 1).catch(() => undefined);
    const link = await linkFor(email, 'manage');
    return new URL(link, 'http://school.test').searchParams.get('token')!;
  }
});

describe('the careers page without scripts', () => {
  const applicationsOf = async (fullName: string) =>
    (await database.db.read.select().from(tables.careerApplications)).filter(
      (row) => row.fullName === fullName,
    );
  const apply = (fields: Record<string, string>, resume?: { name: string; bytes: Buffer }) => {
    const body = multipartBody(fields, resume && { field: 'resume', ...resume });
    return app.inject({
      method: 'POST',
      url: '/careers',
      payload: body.payload,
      headers: { ...body.headers, 'sec-fetch-site': 'same-origin' },
      remoteAddress: freshIp(),
    });
  };

  it('shows the online form to a browser without scripts', async () => {
    const page = await app.inject({ method: 'GET', url: '/careers?apply=online' });
    const form = /<form[^>]*aria-label="Online application"[^>]*>/.exec(page.body)?.[0];
    expect(form).toMatch(/ method="post"/);
    expect(form).toMatch(/ enctype="multipart\/form-data"/i);
    expect(page.body).toContain('name="fullName"');
  });

  it('stores the application with its resume once', async () => {
    const sent = await apply(applicationFields({ fullName: 'Meera Without Scripts' }), {
      name: 'resume.pdf',
      bytes: makePdf(),
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/careers?sent#apply');
    const [row, ...more] = await applicationsOf('Meera Without Scripts');
    expect(more).toHaveLength(0);
    expect(row!.resumeFileId).not.toBeNull();
    const confirmation = await app.inject({ method: 'GET', url: '/careers?sent' });
    expect(confirmation.body).toContain(submissionMessages.application);
  });

  it('answers the page with the problems, the typed values and the resume refused', async () => {
    const refused = await apply(applicationFields({ fullName: 'Typed Name', phone: 'abc' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Please enter a valid phone number.');
    expect(refused.body).toContain('value="Typed Name"');
    const wrongFile = await apply(applicationFields({ fullName: 'Picture Resume' }), {
      name: 'resume.png',
      bytes: await makePng(),
    });
    expect(wrongFile.statusCode).toBe(415);
    expect(wrongFile.body).toContain('Please upload your resume as a PDF, DOC or DOCX file.');
    const tooLarge = await apply(applicationFields({ fullName: 'Large Resume' }), {
      name: 'resume.pdf',
      bytes: Buffer.concat([makePdf(), Buffer.alloc(5 * 1024 * 1024)]),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.body).toContain('The resume is too large.');
    expect(await applicationsOf('Picture Resume')).toHaveLength(0);
    expect(await applicationsOf('Large Resume')).toHaveLength(0);
  });
});

describe('pages without a form of their own', () => {
  it('sends /enquiry-form on to the admission form with an HTTP redirect', async () => {
    const answer = await app.inject({ method: 'GET', url: '/enquiry-form' });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(demoSchool.admissionUrl);
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain('/enquiry-form');
  });

  it('answers POST only where a page has a form', async () => {
    const answer = await post('/about-us', { a: 'b' });
    expect(answer.statusCode).toBe(404);
  });
});
