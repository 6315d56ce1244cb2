import { demoSchool } from '#contracts/demo-school.ts';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { createTestDatabase } from '#server/test/test-database.ts';

// A mail server that refuses a mail: the outbox tries again with backoff (30 s, then twice as
// long each time) and gives up after 8 attempts, keeping the error; staff see the mail as failed
// (decision 0017).
const admin = { username: 'retries-admin', password: 'retries-password-1' };
let refusals = 0;
const refusing = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(_address, _session, callback) {
    refusals += 1;
    const error = Object.assign(new Error('Mailbox temporarily unavailable'), {
      responseCode: 451,
    });
    callback(error);
  },
});
await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${(refusing.server.address() as AddressInfo).port}`;

const database = await createTestDatabase();
const app = await buildApp({
  school: demoSchool,
  config: {
    publicUrl: 'https://school.test',
    buildDir: '/nonexistent-build',
    dataDir: database.dataDir,
    mail: { url: smtpUrl, from: 'no-reply@school.test' },
  },
  db: database.db,
});
await createAdminsRepository(database.db).create(admin.username, admin.password);
await app.ready();
afterAll(async () => {
  await app.close();
  await database.dispose();
  await new Promise<void>((resolve) => refusing.close(() => resolve()));
});

const { outbox, subscribers } = database.db.tables;
const rowOf = async (noticeId: string) =>
  (await database.db.read.select().from(outbox).where(eq(outbox.noticeId, noticeId)))[0]!;

it('retries a refused mail with backoff, then gives up after 8 attempts and shows it failed', async () => {
  const now = new Date();
  await database.db.write((tx) =>
    tx.insert(subscribers).values({
      id: randomUUID(),
      email: 'refused@example.com',
      audiences: ['all'],
      mode: 'immediate',
      confirmedAt: now,
      createdAt: now,
      updatedAt: now,
    }),
  );
  const login = await app.inject({ method: 'POST', url: '/api/auth/admin-login', payload: admin });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const published = await app.inject({
    method: 'POST',
    url: '/api/notices/add',
    headers,
    payload: { title: 'Refused circular', date: '2026-11-24' },
  });
  expect(published.statusCode).toBe(201);
  const noticeId = published.json<{ data: { id: string } }>().data.id;

  // Counted when claimed; back in the queue with the error once refused.
  await expect
    .poll(async () => Boolean((await rowOf(noticeId)).lastError), { timeout: 10_000 })
    .toBe(true);
  const first = await rowOf(noticeId);
  expect(first.status).toBe('queued');
  expect(first.attempts).toBe(1);
  expect(first.lastError).toMatch(/451 .*Mailbox temporarily unavailable/);
  const wait = first.nextAttemptAt.getTime() - Date.now();
  expect(wait).toBeGreaterThan(25_000);
  expect(wait).toBeLessThanOrEqual(30_000);

  // Due again, on its 7th attempt so far: the next refusal is the 8th and the last.
  await database.db.write((tx) =>
    tx
      .update(outbox)
      .set({ attempts: 7, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.noticeId, noticeId)),
  );
  await expect.poll(async () => (await rowOf(noticeId)).status, { timeout: 10_000 }).toBe('failed');
  const last = await rowOf(noticeId);
  expect(last.attempts).toBe(8);
  expect(last.lastError).toMatch(/Mailbox temporarily unavailable/);
  expect(refusals).toBe(2);

  const delivery = await app.inject({
    method: 'GET',
    url: '/api/admin/circulars/delivery',
    headers,
  });
  expect(delivery.json()).toContainEqual(
    expect.objectContaining({ noticeId, mail: { queued: 0, sent: 0, failed: 1 } }),
  );
});
