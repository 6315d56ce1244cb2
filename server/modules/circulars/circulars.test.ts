import { demoSchool } from '#contracts/demo-school.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { academicYearLabel, academicYearOf } from '#contracts/academic-year.ts';
import { buildApp } from '#server/app.ts';
import { startSmtpReceiver, type ReceivedMail } from '#server/mail/test-smtp-receiver.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { honeypotField, submissionRateLimit } from '#contracts/inbox.ts';
import { subscriptionLinkRateLimit } from '#contracts/subscriptions.ts';
import { multipartBody } from '#server/test/fixtures/multipart.ts';
import { makePdf } from '#server/test/fixtures/upload-files.ts';
import { queueDigest } from './digest-scheduler.ts';

const admin = { username: 'circulars-admin', password: 'circulars-password-1' };
const publicUrl = 'https://school.test';

const receiver = await startSmtpReceiver();
const database = await createTestDatabase();
const app = await buildApp({
  school: demoSchool,
  config: {
    publicUrl,
    buildDir: '/nonexistent-build',
    dataDir: database.dataDir,
    mail: { url: receiver.url, from: 'Veda Vidya <no-reply@school.test>' },
  },
  db: database.db,
});
await createAdminsRepository(database.db).create(admin.username, admin.password);
await app.ready();
afterAll(async () => {
  await app.close();
  await database.dispose();
  await receiver.close();
});

const auth = async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/admin-login',
    payload: admin,
  });
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
};
const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(mail.raw.replace(/\r\n[ \t]+/g, ' '))?.[1]?.trim();
/** The mail's text part, with quoted-printable soft breaks undone. */
const text = (mail: ReceivedMail) => mail.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
const tokenIn = (mail: ReceivedMail, page: string) =>
  new RegExp(`/subscriptions/${page}\\?token=([A-Za-z0-9_-]{43})`).exec(text(mail))?.[1];
const mailsTo = (address: string) => receiver.received.filter((mail) => mail.to.includes(address));
async function waitForMailTo(address: string, count: number) {
  for (let tries = 0; tries < 100 && mailsTo(address).length < count; tries += 1)
    await receiver.waitFor(receiver.received.length + 1).catch(() => undefined);
  return mailsTo(address);
}

async function subscribe(email: string, audiences: string[], mode = 'immediate') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    payload: { email, audiences, mode },
    remoteAddress: `198.51.100.${Math.floor(Math.random() * 200)}`,
  });
  expect(response.statusCode).toBe(202);
  const [confirmation] = await waitForMailTo(email, 1);
  const token = tokenIn(confirmation!, 'confirm')!;
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/subscriptions/confirm',
    payload: { token },
  });
  expect(confirmed.statusCode).toBe(200);
  return confirmation!;
}

async function publish(fields: Record<string, string>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/notices/add',
    payload: fields,
    headers: await auth(),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { id: string; circularNumber: string; slug: string } }>().data;
}

describe('circulars by e-mail', () => {
  it('numbers notices per academic year in the school format', async () => {
    const first = await publish({ title: 'First of the year', date: '2026-04-02' });
    const second = await publish({ title: 'Second of the year', date: '2027-03-30' });
    const older = await publish({ title: 'Last year', date: '2026-03-31' });
    expect(first.circularNumber).toBe('VVIS/2026-27/001');
    expect(second.circularNumber).toBe('VVIS/2026-27/002');
    expect(older.circularNumber).toBe('VVIS/2025-26/001');
    expect(academicYearLabel(academicYearOf('2027-01-05'))).toBe('2026-27');
  });

  it('asks for confirmation, sends nothing before it, then delivers a notice for the chosen audience', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      payload: { email: 'Parent.One@Example.com', audiences: ['primary'], mode: 'immediate' },
    });
    expect(response.statusCode).toBe(202);
    const [confirmation] = await waitForMailTo('parent.one@example.com', 1);
    expect(header(confirmation!, 'Subject')).toMatch(/^Confirm your subscription/);
    // Unconfirmed: a notice for everyone does not reach the address.
    await publish({ title: 'Before confirming', date: '2026-11-20' });
    const token = tokenIn(confirmation!, 'confirm')!;
    // The mailed API address only leads to the page with the button: a GET changes nothing.
    const get = await app.inject({
      method: 'GET',
      url: `/api/subscriptions/confirm?token=${token}`,
    });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toBe(`/subscriptions/confirm?token=${token}`);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/subscriptions/confirm',
      payload: { token },
    });
    expect(confirmed.json()).toMatchObject({
      subscription: { status: 'confirmed', audiences: ['primary'] },
    });
    // Used once.
    const again = await app.inject({
      method: 'POST',
      url: '/api/subscriptions/confirm',
      payload: { token },
    });
    expect(again.statusCode).toBe(404);

    await publish({
      title: 'Only for senior classes',
      date: '2026-11-21',
      audiences: 'senior-secondary',
    });
    const notice = await publish({
      title: 'Primary sports day',
      description: 'Sports day for classes I to V on Friday.',
      date: '2026-11-22',
      audiences: 'primary,parents',
      acknowledgementRequested: 'true',
    });
    const mails = await waitForMailTo('parent.one@example.com', 2);
    expect(mails).toHaveLength(2);
    const mail = mails[1]!;
    expect(header(mail, 'Subject')).toBe(`${notice.circularNumber}: Primary sports day`);
    expect(notice.circularNumber).toMatch(/^VVIS\/2026-27\/\d{3}$/);
    expect(header(mail, 'Message-ID')).toMatch(/^<[0-9a-f-]{36}@school\.test>$/);
    expect(header(mail, 'Date')).toBeTruthy();
    expect(mail.from).toBe('no-reply@school.test');
    expect(header(mail, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/school\.test\/api\/subscriptions\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/,
    );
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(text(mail)).toContain(`${publicUrl}/notices/${notice.slug}`);
    expect(text(mail)).toContain('Date: 22 November 2026');
    expect(text(mail)).toContain('Sports day for classes I to V on Friday.');

    // "I have read this", counted once however often it is pressed.
    const ackToken = tokenIn(mail, 'acknowledge')!;
    for (let press = 0; press < 2; press += 1) {
      const ack = await app.inject({
        method: 'POST',
        url: '/api/subscriptions/acknowledge',
        payload: { token: ackToken },
      });
      expect(ack.statusCode).toBe(200);
    }
    const delivery = await app.inject({
      method: 'GET',
      url: '/api/admin/circulars/delivery',
      headers: await auth(),
    });
    expect(delivery.json()).toContainEqual(
      expect.objectContaining({
        noticeId: notice.id,
        mail: { sent: 1, queued: 0, failed: 0 },
        acknowledged: 1,
      }),
    );

    // One click from the mail app (RFC 8058): a form POST to the List-Unsubscribe address.
    const unsubscribeUrl = header(mail, 'List-Unsubscribe')!.slice(1, -1).replace(publicUrl, '');
    const left = await app.inject({
      method: 'POST',
      url: unsubscribeUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ subscription: { status: 'unsubscribed' } });
    await publish({ title: 'After leaving', date: '2026-11-23' });
    await subscribe('witness@example.com', ['all']);
    await publish({ title: 'Witnessed', date: '2026-11-23' });
    await waitForMailTo('witness@example.com', 2);
    expect(mailsTo('parent.one@example.com')).toHaveLength(2);

    const consents = await database.db.read
      .select()
      .from(database.db.tables.subscriptionConsents)
      .where(eq(database.db.tables.subscriptionConsents.email, 'parent.one@example.com'));
    expect(consents.map((consent) => consent.action)).toEqual([
      'requested',
      'confirmed',
      'unsubscribed',
    ]);
    // When, which address, what was chosen.
    for (const consent of consents)
      expect(consent).toMatchObject({
        email: 'parent.one@example.com',
        audiences: ['primary'],
        mode: 'immediate',
        at: expect.any(Date),
      });
    const tokens = await database.db.read.select().from(database.db.tables.subscriptionTokens);
    expect(tokens.map((row) => row.tokenHash)).not.toContain(ackToken);
  });

  it('lets a subscriber change the choice from the link in a mail', async () => {
    const confirmation = await subscribe('changer@example.com', ['parents'], 'immediate');
    const manage = tokenIn(confirmation, 'manage')!;
    const view = await app.inject({
      method: 'GET',
      url: `/api/subscriptions/manage?token=${manage}`,
    });
    expect(view.json()).toEqual({
      email: 'ch***@example.com',
      audiences: ['parents'],
      mode: 'immediate',
      status: 'confirmed',
    });
    const changed = await app.inject({
      method: 'POST',
      url: '/api/subscriptions/preferences',
      payload: { token: manage, audiences: ['staff'], mode: 'digest' },
    });
    expect(changed.json()).toMatchObject({
      subscription: { audiences: ['staff'], mode: 'digest' },
    });
  });

  it('mails the circular’s attachment link, and leaves by `{ token }` as the manage page sends it', async () => {
    const confirmation = await subscribe('attachments@example.com', ['parents']);
    const body = multipartBody(
      { title: 'Fee structure 2026-27', date: '2026-11-24', audiences: 'parents' },
      { field: 'file', name: 'fees.pdf', bytes: makePdf() },
    );
    const published = await app.inject({
      method: 'POST',
      url: '/api/notices/add',
      payload: body.payload,
      headers: { ...body.headers, ...(await auth()) },
    });
    expect(published.statusCode).toBe(201);
    const { fileUrl } = published.json<{ data: { fileUrl: string } }>().data;
    const [, circular] = await waitForMailTo('attachments@example.com', 2);
    expect(text(circular!)).toContain(`Attachment: ${publicUrl}${fileUrl}`);
    expect((await app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(200);

    const left = await app.inject({
      method: 'POST',
      url: '/api/subscriptions/unsubscribe',
      payload: { token: tokenIn(confirmation, 'manage') },
    });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ subscription: { status: 'unsubscribed' } });
  });

  it('queues the digest once per day and sends each digest subscriber the notices for them', async () => {
    await subscribe('digest@example.com', ['staff'], 'digest');
    const listed = await publish({
      title: 'Staff circular for the digest',
      date: '2026-11-23',
      audiences: 'staff',
    });
    const day = '2099-01-01';
    const first = await queueDigest(database.db, day, new Date(Date.now() + 1000));
    const second = await queueDigest(database.db, day, new Date(Date.now() + 2000));
    expect(first).toBeGreaterThanOrEqual(1);
    expect(second).toBeUndefined();
    const [, digest] = await waitForMailTo('digest@example.com', 2);
    expect(header(digest!, 'Subject')).toMatch(/circulars of 1 January 2099/);
    expect(text(digest!)).toContain(`${listed.circularNumber}: Staff circular for the digest`);
  });

  it('shows an emergency alert until it is withdrawn and mails it to every subscriber at once', async () => {
    const before = receiver.received.length;
    const posted = await app.inject({
      method: 'POST',
      url: '/api/alerts',
      headers: await auth(),
      payload: {
        message: 'School closed today because of heavy rain.',
        link: '/news-events',
        severity: 'critical',
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(posted.statusCode).toBe(201);
    const alert = posted.json<{ data: { id: string } }>().data;
    const current = await app.inject({ method: 'GET', url: '/api/alerts/current' });
    expect(current.json()).toMatchObject({ alert: { id: alert.id, severity: 'critical' } });
    // Confirmed and not unsubscribed: witness, changer (digest now) and digest@.
    await receiver.waitFor(before + 3);
    const alertMails = receiver.received.slice(before);
    expect(alertMails.map((mail) => mail.to[0]).sort()).toEqual([
      'changer@example.com',
      'digest@example.com',
      'witness@example.com',
    ]);
    expect(header(alertMails[0]!, 'Subject')).toMatch(/^Urgent from Veda Vidya: School closed/);

    const withdrawn = await app.inject({
      method: 'DELETE',
      url: `/api/alerts/${alert.id}`,
      headers: await auth(),
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/alerts/current' })).json()).toEqual({
      alert: null,
    });
  });

  it('lists subscribers and counts for staff only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/subscriptions' })).statusCode).toBe(
      401,
    );
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/subscriptions',
      headers: await auth(),
    });
    expect(list.json()).toMatchObject({
      counts: { confirmed: 3, unsubscribed: 2, pending: 0, immediate: 1, digest: 2 },
    });
  });

  it('gives every mail both parts, one-click unsubscribe, and Message-ID, Date and From on the school’s domain', async () => {
    const subjects = receiver.received.map((mail) => header(mail, 'Subject') ?? '');
    // Each kind was sent above: confirmations, circulars, a digest and an emergency alert.
    for (const kind of [/^Confirm your subscription/, /^VVIS\//, /circulars of /, /^Urgent from/])
      expect(
        subjects.some((subject) => kind.test(subject)),
        String(kind),
      ).toBe(true);
    for (const mail of receiver.received) {
      const subject = header(mail, 'Subject');
      expect(header(mail, 'List-Unsubscribe'), subject).toMatch(
        /^<https:\/\/school\.test\/api\/subscriptions\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/,
      );
      expect(header(mail, 'List-Unsubscribe-Post'), subject).toBe('List-Unsubscribe=One-Click');
      expect(header(mail, 'Message-ID'), subject).toMatch(/^<[0-9a-f-]{36}@school\.test>$/);
      expect(Date.parse(header(mail, 'Date') ?? ''), subject).not.toBeNaN();
      expect(header(mail, 'From'), subject).toMatch(/<no-reply@school\.test>$/);
      expect(mail.raw, subject).toContain('Content-Type: text/plain');
      expect(mail.raw, subject).toContain('Content-Type: text/html');
    }
  });

  it('limits public writes per address: subscribing like the contact form, the mailed links more loosely', async () => {
    const statuses = async (count: number, send: () => Promise<{ statusCode: number }>) => {
      const answers: number[] = [];
      for (let n = 0; n < count; n += 1) answers.push((await send()).statusCode);
      return answers;
    };
    const subscribeFrom = (remoteAddress: string) => () =>
      app.inject({
        method: 'POST',
        url: '/api/subscriptions',
        payload: { email: 'flood@example.com', audiences: ['all'], mode: 'immediate' },
        remoteAddress,
      });
    expect(await statuses(submissionRateLimit.max + 1, subscribeFrom('203.0.113.20'))).toEqual([
      ...Array(submissionRateLimit.max).fill(202),
      429,
    ]);
    const refused = await subscribeFrom('203.0.113.20')();
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await subscribeFrom('203.0.113.21')()).statusCode).toBe(202);
    // A form sent with a mistake sends no mail and costs nothing: told so every time, and the
    // budget for a real request is still there.
    const mistyped = () =>
      app.inject({
        method: 'POST',
        url: '/api/subscriptions',
        payload: { email: 'not-an-address', audiences: ['all'], mode: 'immediate' },
        remoteAddress: '203.0.113.22',
      });
    expect(await statuses(submissionRateLimit.max + 1, mistyped)).toEqual(
      Array(submissionRateLimit.max + 1).fill(400),
    );
    expect((await subscribeFrom('203.0.113.22')()).statusCode).toBe(202);

    // A link's writes share one budget per address; a token nobody has answers 404 until then.
    const unknown = { token: 'x'.repeat(43) };
    const linkFrom = (url: string, remoteAddress: string) => () =>
      app.inject({ method: 'POST', url, payload: unknown, remoteAddress });
    expect(
      await statuses(
        subscriptionLinkRateLimit.max,
        linkFrom('/api/subscriptions/acknowledge', '203.0.113.30'),
      ),
    ).toEqual(Array(subscriptionLinkRateLimit.max).fill(404));
    for (const url of [
      '/api/subscriptions/acknowledge',
      '/api/subscriptions/confirm',
      '/api/subscriptions/unsubscribe',
    ])
      expect((await linkFrom(url, '203.0.113.30')()).statusCode, url).toBe(429);
    const preferences = await app.inject({
      method: 'POST',
      url: '/api/subscriptions/preferences',
      payload: { ...unknown, audiences: ['all'], mode: 'digest' },
      remoteAddress: '203.0.113.30',
    });
    expect(preferences.statusCode).toBe(429);
    expect((await linkFrom('/api/subscriptions/confirm', '203.0.113.31')()).statusCode).toBe(404);
  });

  it('answers a Hindi page in Hindi: the empty form’s fields and a link that is no longer valid', async () => {
    const inHindi = (url: string, payload: object) =>
      app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'accept-language': 'hi' },
        remoteAddress: '203.0.113.50',
      });
    const empty = await inHindi('/api/subscriptions', { email: '', audiences: [], mode: '' });
    expect(empty.statusCode).toBe(400);
    const problems = Object.fromEntries(
      empty
        .json<{ errors: Array<{ field: string; message: string }> }>()
        .errors.map((error) => [error.field, error.message]),
    );
    expect(problems).toEqual({
      email: 'ई-मेल भरना आवश्यक है।',
      audiences: 'कम से कम एक समूह चुनें।',
      mode: 'चुनें कि परिपत्र कितनी बार मिलें।',
    });
    const stale = await inHindi('/api/subscriptions/confirm', { token: 'y'.repeat(43) });
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toMatchObject({ message: 'यह लिंक अब मान्य नहीं है।' });
  });

  it('refuses a wrong subscription naming the field, drops bots, and lets nobody change someone else’s choice', async () => {
    const post = (payload: object, remoteAddress = '203.0.113.40') =>
      app.inject({ method: 'POST', url: '/api/subscriptions', payload, remoteAddress });
    const wrong = await post({ email: 'not-an-address', audiences: [], mode: 'weekly' });
    expect(wrong.statusCode).toBe(400);
    expect(
      wrong
        .json<{ errors: Array<{ field: string }> }>()
        .errors.map((error) => error.field)
        .sort(),
    ).toEqual(['audiences', 'email', 'mode']);

    const bot = await post({
      email: 'bot@example.com',
      audiences: ['all'],
      mode: 'immediate',
      [honeypotField]: 'https://spam.example',
    });
    expect(bot.statusCode).toBe(202);

    // witness@ is confirmed for everything, each circular: someone types the address again.
    const again = await post(
      { email: 'witness@example.com', audiences: ['staff'], mode: 'digest' },
      '203.0.113.41',
    );
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(bot.json());
    const twice = await post(
      { email: 'witness@example.com', audiences: ['primary'], mode: 'digest' },
      '203.0.113.42',
    );
    expect(twice.statusCode).toBe(202);
    const [witness] = await database.db.read
      .select()
      .from(database.db.tables.subscribers)
      .where(eq(database.db.tables.subscribers.email, 'witness@example.com'));
    expect(witness).toMatchObject({ audiences: ['all'], mode: 'immediate' });
    // One confirmation mail however often the form is sent (at most one per 5 minutes).
    for (const remoteAddress of ['203.0.113.43', '203.0.113.44'])
      expect(
        (
          await post(
            { email: 'twice@example.com', audiences: ['middle'], mode: 'immediate' },
            remoteAddress,
          )
        ).statusCode,
      ).toBe(202);
    await waitForMailTo('twice@example.com', 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo('twice@example.com')).toHaveLength(1);
    expect(mailsTo('bot@example.com')).toHaveLength(0);
  });
});
