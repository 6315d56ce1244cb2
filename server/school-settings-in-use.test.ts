import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '#contracts/content/media.ts';
import { shareCardPath, siteShareCardPath } from '#contracts/content/share-cards.ts';
import { startSmtpReceiver, type ReceivedMail } from './mail/test-smtp-receiver.ts';
import { buildTestApp } from './test/build-test-app.ts';
import { contentApi } from './test/content-api.ts';
import {
  applicationFields,
  contactPayload,
  postApplication,
  postContact,
} from './test/fixtures/submissions.ts';

// The school is settings, not code (decision 0027): once an administrator saves its name,
// addresses, colours, logo and map, everything the server makes says so at once, with no
// restart: the mails, the feeds, the icons and manifests, the link previews, the TC page, the
// pages' security policy and the password rules.
const receiver = await startSmtpReceiver();
afterAll(() => receiver.close());
const publicUrl = 'https://school.test';
const ctx = await buildTestApp({ publicUrl, mail: { url: receiver.url } });
const { app } = ctx;
const api = contentApi(ctx);

const red = { r: 200, g: 20, b: 30 };
const school = {
  name: 'Kestrel Ridge Academy',
  shortName: 'Kestrel Ridge',
  nameHi: 'केस्ट्रल रिज अकादमी',
  shortNameHi: 'केस्ट्रल रिज',
  emails: { office: 'desk@kestrel.example', careers: 'jobs@kestrel.example' },
  colours: { primary: '#7a1f1f', primaryDark: '#4a1010' },
  map: { embedUrl: 'https://maps.kestrel.example/embed?place=1' },
};

// The new logo: a red square from the media library.
const logoBytes = await sharp({ create: { width: 300, height: 300, channels: 3, background: red } })
  .png()
  .toBuffer();
const uploaded = await api.sendForm(
  'POST',
  '/api/media',
  { altText: 'Logo' },
  { field: 'file', name: 'logo.png', bytes: logoBytes },
);
expect(uploaded.statusCode, uploaded.body).toBe(201);
const logo = {
  src: uploaded.json<{ data: MediaItem }>().data.url.split('?')[0]!,
  width: 300,
  height: 300,
};

const saved = await app.inject({
  method: 'PUT',
  url: '/api/admin/settings',
  headers: await ctx.authHeader(),
  payload: { ...school, logo },
});
expect(saved.statusCode, saved.body).toBe(200);

/** A header of the mail as sent, its folded lines joined. */
const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(mail.raw.replace(/\r\n[ \t]+/g, ' '))?.[1]?.trim();

async function mailTo(address: string, count = 1): Promise<ReceivedMail[]> {
  const mails = () => receiver.received.filter((mail) => mail.to.includes(address));
  for (let tries = 0; tries < 100 && mails().length < count; tries += 1)
    await receiver.waitFor(receiver.received.length + 1).catch(() => undefined);
  return mails();
}

/** A quoted-printable body as text: soft line breaks and =XX bytes undone. */
const text = (mail: ReceivedMail) =>
  Buffer.from(
    mail.raw
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The colour of the pixel at (x, y) of a picture. */
async function pixel(picture: Buffer, x: number, y: number) {
  const { data } = await sharp(picture)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { r: data[0]!, g: data[1]!, b: data[2]! };
}

const near = (colour: { r: number; g: number; b: number }, hex: string | typeof red) => {
  const target =
    typeof hex === 'string'
      ? {
          r: parseInt(hex.slice(1, 3), 16),
          g: parseInt(hex.slice(3, 5), 16),
          b: parseInt(hex.slice(5, 7), 16),
        }
      : hex;
  return (['r', 'g', 'b'] as const).every((c) => Math.abs(colour[c] - target[c]) <= 12);
};

async function publishNotice(title: string) {
  const created = await api.sendForm('POST', '/api/notices/add', {
    title,
    description: 'School stays closed.',
    date: '2026-11-23',
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ data: { slug: string } }>().data;
}

describe('once the school’s settings are saved', () => {
  it('circular mails come from, sign with and answer to the school as saved', async () => {
    const subscribed = await app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      payload: { email: 'parent@example.com', audiences: ['all'], mode: 'immediate' },
      remoteAddress: '198.51.100.7',
    });
    expect(subscribed.statusCode).toBe(202);
    const [confirmation] = await mailTo('parent@example.com');
    expect(header(confirmation!, 'Subject')).toBe(
      'Confirm your subscription to Kestrel Ridge circulars',
    );
    const token = /\/subscriptions\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(
      text(confirmation!),
    )?.[1];
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/subscriptions/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);

    await publishNotice('Closed on Monday');
    const [, mail] = await mailTo('parent@example.com', 2);
    expect(header(mail!, 'From')).toMatch(/^"?Kestrel Ridge website"? <no-reply@school\.test>$/);
    expect(header(mail!, 'Reply-To')).toBe('desk@kestrel.example');
    expect(text(mail!)).toContain('subscribed to circulars from Kestrel Ridge Academy.');
    expect(text(mail!)).not.toContain('Veda Vidya');

    // The page behind the mail's unsubscribe link names it too, in both languages.
    const unsubscribe = header(mail!, 'List-Unsubscribe')!.slice(1, -1).replace(publicUrl, '');
    const page = await app.inject({ method: 'GET', url: unsubscribe });
    expect(page.body).toContain('circulars from Kestrel Ridge Academy by e-mail');
    const hindi = await app.inject({
      method: 'GET',
      url: unsubscribe,
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.body).toContain('केस्ट्रल रिज अकादमी से ई-मेल पर');
  });

  it('a Contact Us message goes to the office, an application to the careers desk', async () => {
    expect((await postContact(app, contactPayload())).statusCode).toBe(200);
    expect(await mailTo('desk@kestrel.example')).toHaveLength(1);
    expect((await postApplication(app, applicationFields())).statusCode).toBe(200);
    expect(await mailTo('jobs@kestrel.example')).toHaveLength(1);
  });

  it('the news feed and the calendar carry the school’s name', async () => {
    const feed = await app.inject({ method: 'GET', url: '/feed.xml' });
    expect(feed.body).toContain('<title>Kestrel Ridge Academy: news, notices and events</title>');
    const calendar = await app.inject({ method: 'GET', url: '/calendar.ics' });
    expect(calendar.body).toContain('X-WR-CALNAME:Kestrel Ridge Academy calendar');
  });

  it('the manifests carry its names and colour, the icons its logo', async () => {
    const english = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(english.json()).toMatchObject({
      name: 'Kestrel Ridge Academy',
      short_name: 'Kestrel Ridge',
      theme_color: '#7a1f1f',
    });
    const hindi = await app.inject({ method: 'GET', url: '/hi/manifest.webmanifest' });
    expect(hindi.json()).toMatchObject({ name: school.nameHi, short_name: school.shortNameHi });
    const icon = await app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(near(await pixel(icon.rawPayload, 96, 96), red)).toBe(true);
  });

  it('the site’s link preview is drawn from its logo and colours, and the old picture leads to it', async () => {
    const card = await app.inject({ method: 'GET', url: siteShareCardPath });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    const { width, height } = await sharp(card.rawPayload).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
    expect(near(await pixel(card.rawPayload, 20, 20), '#4a1010')).toBe(true);
    expect(near(await pixel(card.rawPayload, 245, 315), red)).toBe(true);
    const etag = String(card.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: siteShareCardPath,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    const old = await app.inject({ method: 'GET', url: '/images/share.png' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(siteShareCardPath);
  });

  it('an item’s card is drawn on its colours with its logo', async () => {
    const notice = await publishNotice('Sports day');
    const card = await app.inject({
      method: 'GET',
      url: shareCardPath(
        'notices',
        notice.slug,
        { title: 'Sports day' },
        (await app.inject({ method: 'GET', url: '/api/settings' })).json(),
      ),
    });
    expect(card.statusCode).toBe(200);
    expect(near(await pixel(card.rawPayload, 20, 20), '#4a1010')).toBe(true);
    expect(near(await pixel(card.rawPayload, 136, 112), red)).toBe(true);
  });

  it('a verified TC names the school, on the page and in the API', async () => {
    const tc = {
      number: 'KRA/TC/2025-26/7',
      admissionNumber: 'A-7',
      studentName: 'Asha Verma',
      dateOfBirth: '2012-04-09',
      className: 'VII',
      leftOn: '2025-06-20',
      issuedOn: '2025-06-27',
    };
    const recorded = await api.sendJson('POST', '/api/tcs', tc);
    expect(recorded.statusCode, recorded.body).toBe(201);
    const verified = await app.inject({
      method: 'GET',
      url: `/api/tcs/verify?number=${encodeURIComponent(tc.number)}&dob=${tc.dateOfBirth}`,
    });
    expect(verified.json().school).toBe('Kestrel Ridge Academy');
    const page = await app.inject({
      method: 'POST',
      url: '/view-issued-tcs',
      payload: new URLSearchParams({ number: tc.number, dob: tc.dateOfBirth }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.body.replaceAll('<!-- -->', '')).toMatch(
      /Issued on 27 June 2025 by Kestrel Ridge Academy/,
    );
  });

  it('pages may frame the school’s map and no other', async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.headers['content-security-policy']).toContain(
      'frame-src https://maps.kestrel.example;',
    );
  });

  it('a password made of the school’s name is refused, and authenticator apps list its name', async () => {
    const token = await ctx.login();
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'test-password-123', newPassword: 'kestrelridgeacademy' },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toMatch(/it contains the username or the school's name/);

    const setup = await app.inject({
      method: 'POST',
      url: '/api/auth/2fa/setup',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(setup.json().uri).toContain('issuer=Kestrel%20Ridge');
  });
});
