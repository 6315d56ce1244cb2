import { demoSchool } from '#contracts/demo-school.ts';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { buildApp } from '#server/app.ts';
import { startSmtpReceiver, type ReceivedMail } from '#server/mail/test-smtp-receiver.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { createTestDatabase } from '#server/test/test-database.ts';

/**
 * Web push (decision 0022) against a push service of the test's own on 127.0.0.1: a push
 * endpoint is only an address the server POSTs the encrypted message to. Plain http and loopback
 * are allowed for it by `pushDelivery` (the server refuses both otherwise).
 */
const admin = { username: 'push-admin', password: 'push-password-12' };
const publicUrl = 'https://school.test';
const vapid = webpush.generateVAPIDKeys();

type PushRequest = { path: string; headers: IncomingHttpHeaders; body: Buffer };
const pushed: PushRequest[] = [];
const pushService = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    pushed.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
    // A phone whose browser dropped the subscription: the push service answers 410 Gone.
    response.writeHead(request.url?.startsWith('/gone') ? 410 : 201).end();
  });
});
await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
const pushServiceUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;

const receiver = await startSmtpReceiver();
const database = await createTestDatabase();
const app = await buildApp({
  school: demoSchool,
  config: {
    publicUrl,
    buildDir: '/nonexistent-build',
    dataDir: database.dataDir,
    mail: { url: receiver.url, from: 'Veda Vidya <no-reply@school.test>' },
    push: { ...vapid, subject: 'mailto:office@school.test' },
  },
  db: database.db,
  pushDelivery: { allowLoopback: true },
});
await createAdminsRepository(database.db).create(admin.username, admin.password);
await app.ready();

const offDatabase = await createTestDatabase();
const appWithoutPush = await buildApp({
  school: demoSchool,
  config: { publicUrl, buildDir: '/nonexistent-build', dataDir: offDatabase.dataDir },
  db: offDatabase.db,
});
await createAdminsRepository(offDatabase.db).create(admin.username, admin.password);
await appWithoutPush.ready();

afterAll(async () => {
  await app.close();
  await appWithoutPush.close();
  await database.dispose();
  await offDatabase.dispose();
  await receiver.close();
  await new Promise((resolve) => pushService.close(resolve));
});

const { pushSubscriptions, outbox } = database.db.tables;
let nextAddress = 1;
/** Each call from an address of its own: only the rate limit test shares one. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

const auth = async (target = app) => {
  const response = await target.inject({
    method: 'POST',
    url: '/api/auth/admin-login',
    payload: admin,
  });
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
};
const text = (mail: ReceivedMail) => mail.raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
/** Polls `check` until it answers something truthy, and answers that. */
async function until<T>(
  check: () => T | Promise<T>,
  what: string,
): Promise<Exclude<T, undefined | null | false>> {
  for (let tries = 0; tries < 200; tries += 1) {
    const value = await check();
    if (value) return value as Exclude<T, undefined | null | false>;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Subscribes and confirms an address; answers the manage token of its confirmation mail. */
async function confirmedSubscriber(email: string, audiences: string[], mode = 'immediate') {
  await app.inject({
    method: 'POST',
    url: '/api/subscriptions',
    payload: { email, audiences, mode },
    remoteAddress: freshAddress(),
  });
  const mail = await until(
    () => receiver.received.find((received) => received.to.includes(email)),
    `the confirmation to ${email}`,
  );
  const tokenOf = (page: string) =>
    new RegExp(`/subscriptions/${page}\\?token=([A-Za-z0-9_-]{43})`).exec(text(mail))![1]!;
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/subscriptions/confirm',
    payload: { token: tokenOf('confirm') },
  });
  expect(confirmed.statusCode).toBe(200);
  return tokenOf('manage');
}

/** A browser's side of a push subscription: its key pair and secret, as PushManager makes them. */
function phone(path: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const authSecret = randomBytes(16);
  return {
    keys,
    authSecret,
    subscription: {
      endpoint: `${pushServiceUrl}${path}`,
      keys: {
        p256dh: keys.getPublicKey().toString('base64url'),
        auth: authSecret.toString('base64url'),
      },
    },
  };
}

/** What the phone's browser does with a message: RFC 8291 (aes128gcm) decryption. */
function decrypt(body: Buffer, receiver: ReturnType<typeof phone>): unknown {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = receiver.keys.computeSecret(senderKey);
  const info = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    receiver.keys.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, receiver.authSecret, info, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const plain = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  // The record ends with the padding delimiter 0x02 and optional zeros.
  return JSON.parse(plain.subarray(0, plain.lastIndexOf(2)).toString('utf8'));
}

const addPhone = (token: string, subscription: object, remoteAddress = freshAddress()) =>
  app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    payload: { token, subscription },
    remoteAddress,
  });

describe('web push to subscribers’ phones', () => {
  it('answers the public key, and adds a phone only with a confirmed subscriber’s link', async () => {
    const key = await app.inject({ method: 'GET', url: '/api/push/key' });
    expect(key.json()).toEqual({ publicKey: vapid.publicKey });

    const token = await confirmedSubscriber('phone.checks@example.com', ['primary']);
    const good = phone('/phone-checks');
    const problems = [
      { token: 'x'.repeat(43), subscription: good.subscription, status: 404 },
      { token: 'short', subscription: good.subscription, status: 400 },
      {
        token,
        subscription: { ...good.subscription, keys: { p256dh: 'abc', auth: 'def' } },
        status: 400,
      },
      // Never an address inside the server's network, nor anything but a web address.
      {
        token,
        subscription: { ...good.subscription, endpoint: 'https://10.0.0.8/push' },
        status: 400,
      },
      {
        token,
        subscription: { ...good.subscription, endpoint: 'ftp://push.example/x' },
        status: 400,
      },
    ];
    for (const problem of problems)
      expect((await addPhone(problem.token, problem.subscription)).statusCode).toBe(problem.status);
    expect(await database.db.read.select().from(pushSubscriptions)).toHaveLength(0);

    expect((await addPhone(token, good.subscription)).statusCode).toBe(201);
    // The same browser again: still one phone.
    expect((await addPhone(token, good.subscription)).statusCode).toBe(201);
    const rows = await database.db.read
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, good.subscription.endpoint));
    expect(rows).toHaveLength(1);

    const removed = await app.inject({
      method: 'POST',
      url: '/api/push/unsubscribe',
      payload: { token, endpoint: good.subscription.endpoint },
      remoteAddress: freshAddress(),
    });
    expect(removed.statusCode).toBe(200);
    expect(
      await database.db.read
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, good.subscription.endpoint)),
    ).toHaveLength(0);
  });

  it('limits additions per address like the other public forms', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push(
        (await addPhone('x'.repeat(43), phone('/limited').subscription, '203.0.113.77')).statusCode,
      );
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('pushes a published circular, encrypted and signed, to the phones of its audience; a 410 drops the phone', async () => {
    const token = await confirmedSubscriber('phone.parent@example.com', ['primary'], 'digest');
    const otherToken = await confirmedSubscriber('phone.senior@example.com', ['senior-secondary']);
    const parentPhone = phone('/parent-phone');
    const droppedPhone = phone('/gone/old-phone');
    const seniorPhone = phone('/senior-phone');
    expect((await addPhone(token, parentPhone.subscription)).statusCode).toBe(201);
    expect((await addPhone(token, droppedPhone.subscription)).statusCode).toBe(201);
    expect((await addPhone(otherToken, seniorPhone.subscription)).statusCode).toBe(201);

    const published = await app.inject({
      method: 'POST',
      url: '/api/notices/add',
      payload: { title: 'Primary sports day', date: '2026-11-22', audiences: 'primary' },
      headers: await auth(),
    });
    expect(published.statusCode).toBe(201);
    const notice = published.json<{ data: { id: string; circularNumber: string; slug: string } }>()
      .data;
    // One outbox row per phone of the audience, in the notice's own transaction.
    const rows = await database.db.read.select().from(outbox).where(eq(outbox.noticeId, notice.id));
    expect(rows.filter((row) => row.kind === 'push-notice')).toHaveLength(2);

    const delivered = await until(
      () => pushed.find((request) => request.path === '/parent-phone'),
      'the push to the parent’s phone',
    );
    expect(delivered.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(delivered.headers.authorization).toContain(`k=${vapid.publicKey}`);
    expect(delivered.headers['content-encoding']).toBe('aes128gcm');
    expect(delivered.headers.ttl).toBe(String(24 * 60 * 60));
    expect(delivered.body.toString('latin1')).not.toContain('sports');
    expect(decrypt(delivered.body, parentPhone)).toEqual({
      title: 'Primary sports day',
      body: `Circular ${notice.circularNumber}`,
      url: `${publicUrl}/notices/${notice.slug}`,
      tag: `notice-${notice.id}`,
    });

    await until(async () => {
      const left = await database.db.read
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, droppedPhone.subscription.endpoint));
      return left.length === 0;
    }, 'the dropped phone to be removed');
    const settled = await until(async () => {
      const now = await database.db.read
        .select()
        .from(outbox)
        .where(eq(outbox.noticeId, notice.id));
      return now.every((row) => row.status === 'sent' || row.status === 'failed') && now;
    }, 'the pushes to settle');
    expect(
      settled
        .filter((row) => row.kind === 'push-notice')
        .map((row) => row.status)
        .sort(),
    ).toEqual(['failed', 'sent']);
    expect(pushed.some((request) => request.path === '/senior-phone')).toBe(false);
    // Staff see both pushes in the circular's counts, and the one mail (to phone.checks@; the
    // parent here reads the digest).
    const delivery = await app.inject({
      method: 'GET',
      url: '/api/admin/circulars/delivery',
      headers: await auth(),
    });
    expect(delivery.json()).toContainEqual(
      expect.objectContaining({
        noticeId: notice.id,
        mail: { queued: 0, sent: 1, failed: 0 },
        push: { queued: 0, sent: 1, failed: 1 },
      }),
    );

    // An emergency alert reaches every phone at once, with high urgency.
    const alert = await app.inject({
      method: 'POST',
      url: '/api/alerts',
      headers: await auth(),
      payload: {
        message: 'School closed today because of heavy rain.',
        severity: 'critical',
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(alert.statusCode).toBe(201);
    const urgent = await until(
      () =>
        pushed.find(
          (request) => request.path === '/senior-phone' && request.headers.urgency === 'high',
        ),
      'the alert on the senior phone',
    );
    expect(decrypt(urgent.body, seniorPhone)).toMatchObject({
      title: `Urgent from ${demoSchool.shortName}`,
      body: 'School closed today because of heavy rain.',
      url: `${publicUrl}/`,
    });
  });

  it('drops the phones of a subscriber who leaves by e-mail', async () => {
    const token = await confirmedSubscriber('phone.leaver@example.com', ['all']);
    const leaving = phone('/leaving-phone');
    expect((await addPhone(token, leaving.subscription)).statusCode).toBe(201);
    const left = await app.inject({
      method: 'POST',
      url: '/api/subscriptions/unsubscribe',
      payload: { token },
    });
    expect(left.statusCode).toBe(200);
    expect(
      await database.db.read
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, leaving.subscription.endpoint)),
    ).toHaveLength(0);
    // Left: no phone can be added with the link any more.
    expect((await addPhone(token, leaving.subscription)).statusCode).toBe(404);
  });
});

describe('without VAPID keys', () => {
  it('has no push routes and queues no pushes', async () => {
    for (const [method, url] of [
      ['GET', '/api/push/key'],
      ['POST', '/api/push/subscriptions'],
      ['POST', '/api/push/unsubscribe'],
    ] as const)
      expect((await appWithoutPush.inject({ method, url, payload: {} })).statusCode).toBe(404);
    const published = await appWithoutPush.inject({
      method: 'POST',
      url: '/api/notices/add',
      payload: { title: 'No phones here', date: '2026-11-22' },
      headers: await auth(appWithoutPush),
    });
    expect(published.statusCode).toBe(201);
    const { outbox: offOutbox, pushSubscriptions: offPhones } = offDatabase.db.tables;
    expect(await offDatabase.db.read.select().from(offPhones)).toHaveLength(0);
    expect(await offDatabase.db.read.select().from(offOutbox)).toHaveLength(0);
  });
});
