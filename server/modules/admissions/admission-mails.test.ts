import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtpReceiver, type ReceivedMail } from '#server/mail/test-smtp-receiver.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import {
  applicationFields,
  defaultDocuments,
  postAdmission,
  settings2027,
  staffHeader,
} from '#server/test/fixtures/admissions.ts';
import { queueAdmissionMail } from './admission-outbox.ts';

// Mails to parents go through the outbox (decision 0017) in the language they applied in, each
// with a status link of its own (decision 0029).
const receiver = await startSmtpReceiver();
const ctx = await buildTestApp({
  clock: () => new Date('2026-12-10T04:00:00Z'),
  mail: { url: receiver.url, from: 'Veda Vidya <no-reply@school.test>' },
});
afterAll(async () => {
  // The pooled mailer's connections end with the app; the receiver closes after it.
  await ctx.app.close();
  await receiver.close();
});
let office: { authorization: string };
beforeAll(async () => {
  office = await staffHeader(ctx, 'office');
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/admissions/settings',
    headers: await staffHeader(ctx, 'administrator'),
    payload: settings2027,
  });
  expect(saved.statusCode).toBe(200);
});

/** The text of a mail, Devanagari included: quoted-printable, or base64 when mostly Hindi. */
function textOf(mail: ReceivedMail): string {
  const [head = '', body = ''] = mail.raw.split(/\r\n\r\n(.*)/s);
  if (/^Content-Transfer-Encoding: base64/im.test(head))
    return `${head}\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
  return Buffer.from(
    mail.raw
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}
const mailsTo = (address: string) => receiver.received.filter((mail) => mail.to.includes(address));
async function waitForMailTo(address: string, count: number) {
  for (let tries = 0; tries < 100 && mailsTo(address).length < count; tries += 1)
    await receiver.waitFor(receiver.received.length + 1).catch(() => undefined);
  return mailsTo(address);
}
const tokenIn = (text: string) =>
  /\/hi\/admissions\/status\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

/** A parent applies in Hindi; the application's number. */
async function applyInHindi(email: string, childName: string): Promise<string> {
  const response = await postAdmission(
    ctx,
    applicationFields({ email, language: 'hi', childName }),
    await defaultDocuments(),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ number: string }>().number;
}
const statusOf = (token: string | undefined) =>
  ctx.app.inject({ method: 'GET', url: `/api/admissions/status?token=${token}` });

it('acknowledges in Hindi with a working link, and mails each stage change', async () => {
  const email = 'hindi.parent@example.com';
  const number = await applyInHindi(email, 'Anaya Joshi');

  const [received] = await waitForMailTo(email, 1);
  const text = textOf(received!);
  expect(text).toContain(`धन्यवाद।`);
  expect(text).toContain(number);
  const token = tokenIn(text);
  expect(token).toBeDefined();
  expect((await statusOf(token)).json()).toMatchObject({ number, stage: 'new', language: 'hi' });

  const list = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/admissions/applications?year=2027-28',
    headers: office,
  });
  const id = list.json().items[0].id;
  const moved = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/admissions/applications/${id}`,
    headers: office,
    payload: {
      documents: [
        { document: 'birth-certificate', verdict: 'accepted' },
        { document: 'photo', verdict: 'accepted' },
      ],
      stage: 'documents-verified',
    },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  const [, stageMail] = await waitForMailTo(email, 2);
  const stageText = textOf(stageMail!);
  expect(stageText).toContain('दस्तावेज़ सत्यापित');
  // A link of its own: not the acknowledgement's.
  expect(tokenIn(stageText)).not.toBe(token);
});

it('mails a refused document with its reason, in Hindi, and its link sends it again', async () => {
  const email = 'refused.photo@example.com';
  const number = await applyInHindi(email, 'Kiara Sen');
  await waitForMailTo(email, 1);
  const list = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/admissions/applications?year=2027-28',
    headers: office,
  });
  const { id } = list.json().items.find((item: { number: string }) => item.number === number);
  const refused = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/admissions/applications/${id}`,
    headers: office,
    payload: { documents: [{ document: 'photo', verdict: 'rejected', reason: 'धुंधली फ़ोटो' }] },
  });
  expect(refused.statusCode, refused.body).toBe(200);
  const [, mail] = await waitForMailTo(email, 2);
  const text = textOf(mail!);
  expect(text).toContain(`Kiara Sen के आवेदन ${number} का दस्तावेज़ स्वीकार नहीं हुआ।`);
  expect(text).toContain('बच्चे की फ़ोटो: धुंधली फ़ोटो');
  expect((await statusOf(tokenIn(text))).json().documents).toContainEqual({
    document: 'photo',
    state: 'rejected',
    reason: 'धुंधली फ़ोटो',
  });
});

it('gives the mails of one application sent together one status link', async () => {
  const email = 'two.mails@example.com';
  await applyInHindi(email, 'Vihaan Das');
  await waitForMailTo(email, 1);
  const { admissionApplications: apps, admissionTokens } = ctx.db.tables;
  const [application] = await ctx.db.read.select().from(apps).where(eq(apps.email, email));
  const links = async () =>
    (
      await ctx.db.read
        .select()
        .from(admissionTokens)
        .where(eq(admissionTokens.applicationId, application!.id))
    ).length;
  const before = await links();
  // Two mails saved in one write: the worker claims and sends them in one batch.
  await ctx.db.write(async (tx) => {
    for (const stage of ['documents-verified', 'interaction-scheduled'] as const)
      await queueAdmissionMail(tx, ctx.db.tables, application!.id, { mail: 'stage', stage });
  });
  ctx.app.admissions.deps.queued();
  const [, first, second] = (await waitForMailTo(email, 3)).map((mail) => tokenIn(textOf(mail)));
  expect(first).toBeDefined();
  expect(second).toBe(first);
  expect(await links()).toBe(before + 1);
  expect((await statusOf(first)).json()).toMatchObject({ childName: 'Vihaan Das' });
});
