import { demoSchool } from '#contracts/demo-school.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { startSmtpReceiver, type ReceivedMail } from '#server/mail/test-smtp-receiver.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { multipartBody } from '#server/test/fixtures/multipart.ts';

const admin = { username: 'mail-format-admin', password: 'mail-format-password-1' };
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

/** A header of the mail as sent, its folded lines joined. */
const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(mail.raw.replace(/\r\n[ \t]+/g, ' '))?.[1]?.trim();

function decode(body: string, encoding: string | undefined): string {
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  // A quoted-printable body is ASCII: each =XX is one byte of the UTF-8 text.
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The mail's text and HTML parts as a mail app reads them (transfer encoding undone). */
function parts(mail: ReceivedMail): { text: string; html: string } {
  const found: Record<string, string> = {};
  const boundaries = [...mail.raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map(([, b]) => b!);
  for (const boundary of boundaries) {
    for (const part of mail.raw.split(`--${boundary}`)) {
      const [head, ...rest] = part.split('\r\n\r\n');
      const type = /Content-Type: (text\/(plain|html))/i.exec(head ?? '')?.[2];
      if (!type || /boundary=/i.test(head ?? '')) continue;
      const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(head ?? '')?.[1]?.toLowerCase();
      found[type] = decode(rest.join('\r\n\r\n').replace(/\r\n$/, ''), encoding);
    }
  }
  return { text: found.plain ?? '', html: found.html ?? '' };
}

const mailsTo = (address: string) => receiver.received.filter((mail) => mail.to.includes(address));
async function waitForMailTo(address: string, count: number) {
  for (let tries = 0; tries < 100 && mailsTo(address).length < count; tries += 1)
    await receiver.waitFor(receiver.received.length + 1).catch(() => undefined);
  return mailsTo(address);
}

async function auth() {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/admin-login',
    payload: admin,
  });
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
}

/** Subscribes and confirms `email`; answers the List-Unsubscribe address (path and query). */
async function subscribed(email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    payload: { email, audiences: ['all'], mode: 'immediate' },
    remoteAddress: `198.51.100.${Math.floor(Math.random() * 200)}`,
  });
  expect(response.statusCode).toBe(202);
  const [confirmation] = await waitForMailTo(email, 1);
  const token = /\/subscriptions\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(
    parts(confirmation!).text,
  )?.[1];
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/subscriptions/confirm',
    payload: { token },
  });
  expect(confirmed.statusCode).toBe(200);
  return header(confirmation!, 'List-Unsubscribe')!.slice(1, -1).replace(publicUrl, '');
}

async function status(unsubscribeUrl: string): Promise<string> {
  const token = new URL(unsubscribeUrl, publicUrl).searchParams.get('token');
  const response = await app.inject({
    method: 'GET',
    url: `/api/subscriptions/manage?token=${token}`,
  });
  return response.json<{ status: string }>().status;
}

describe('a circular mail as sent', () => {
  it('answers to the school office, keeps the circular’s lines, and signs off with "-- "', async () => {
    await subscribed('lines@example.com');
    const description =
      'Dear parents,\nThe school stays closed on Monday.\n\nClasses resume on Tuesday.';
    const notice = await app.inject({
      method: 'POST',
      url: '/api/notices/add',
      payload: { title: 'Closed on Monday', description, date: '2026-11-23' },
      headers: await auth(),
    });
    expect(notice.statusCode).toBe(201);
    const [, mail] = await waitForMailTo('lines@example.com', 2);
    expect(header(mail!, 'Subject')).toMatch(/Closed on Monday$/);
    expect(header(mail!, 'Reply-To')).toBe(demoSchool.emails.office);

    const { text, html } = parts(mail!);
    expect(text).toContain(description.replace(/\n/g, '\r\n'));
    expect(html).toMatch(
      /Dear parents,<br>\s*The school stays closed on Monday\.(<\/p>\s*<p[^>]*>|<br>\s*<br>)\s*Classes resume on Tuesday\./,
    );
    // The signature separator a mail app recognises (and hides when quoting): "-- " alone.
    const lines = text.split('\r\n');
    expect(lines.filter((line) => line === '-- ')).toHaveLength(1);
    expect(lines.filter((line) => line === '--')).toHaveLength(0);
    expect(lines.slice(lines.indexOf('-- ') + 1).join('\n')).toMatch(/You receive this because/);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('unsubscribes by a POST of List-Unsubscribe=One-Click as multipart/form-data', async () => {
    const url = await subscribed('multipart@example.com');
    const form = multipartBody({ 'List-Unsubscribe': 'One-Click' });
    const left = await app.inject({ method: 'POST', url, ...form });
    expect(left.statusCode, left.body).toBe(200);
    expect(await status(url)).toBe('unsubscribed');
  });

  it('unsubscribes by a POST of List-Unsubscribe=One-Click as a urlencoded form', async () => {
    const url = await subscribed('urlencoded@example.com');
    const left = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(await status(url)).toBe('unsubscribed');
  });

  it('shows a page with the button on a GET of the address, and unsubscribes nobody', async () => {
    const url = await subscribed('scanner@example.com');
    for (const [language, button] of [
      ['en-IN,en;q=0.9', 'Unsubscribe'],
      ['hi-IN,hi;q=0.9,en;q=0.5', 'सदस्यता समाप्त करें'],
    ] as const) {
      const page = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': language },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain(`<html lang="${language.slice(0, 2)}">`);
      const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(page.body);
      expect(form?.[1]?.replace(/&amp;/g, '&')).toBe(url);
      expect(form?.[2]).toContain(
        '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
      );
      expect(form?.[2]).toContain(`>${button}</button>`);
    }
    expect(await status(url)).toBe('confirmed');

    // The button's form, as a browser sends it: unsubscribed, and told so on a page.
    const left = await app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
        'accept-language': 'hi',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(200);
    expect(left.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(left.body).toContain('<html lang="hi">');
    expect(await status(url)).toBe('unsubscribed');
  });
});
