import { demoSchool } from '#contracts/demo-school.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { createTestDatabase } from '#server/test/test-database.ts';

// Staff see, for each circular and each emergency alert, how many e-mails and pushes are queued,
// sent and failed. The outbox rows are written here in each state; without SMTP and
// VAPID keys no worker runs, so they stay as written.
const administrator = { username: 'delivery-admin', password: 'delivery-password-1' };
const office = { username: 'delivery-office', password: 'delivery-password-2' };
const database = await createTestDatabase();
const app = await buildApp({
  school: demoSchool,
  config: {
    publicUrl: 'https://school.test',
    buildDir: '/nonexistent-build',
    dataDir: database.dataDir,
  },
  db: database.db,
});
const admins = createAdminsRepository(database.db);
await admins.create(administrator.username, administrator.password);
await admins.create(office.username, office.password, 'office');
await app.ready();
afterAll(async () => {
  await app.close();
  await database.dispose();
});

const { outbox, subscribers, acknowledgements } = database.db.tables;

async function auth(account = administrator) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/admin-login',
    payload: account,
  });
  return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
}

type Kind = (typeof outbox.$inferInsert)['kind'];
type Status = (typeof outbox.$inferInsert)['status'];

/**
 * `count` outbox rows of one kind and status for a notice or an alert, one subscriber each;
 * answers the subscribers.
 */
async function rows(
  target: { noticeId: string } | { alertId: string },
  kind: Kind,
  status: Status,
  count: number,
) {
  const now = new Date();
  const ids = Array.from({ length: count }, () => randomUUID());
  await database.db.write(async (tx) => {
    for (const subscriberId of ids) {
      await tx.insert(subscribers).values({
        id: subscriberId,
        email: `${subscriberId}@example.com`,
        audiences: ['all'],
        mode: 'immediate',
        confirmedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(outbox).values({
        id: randomUUID(),
        kind,
        subscriberId,
        ...target,
        ...(kind.startsWith('push-') && { pushSubscriptionId: randomUUID() }),
        status,
        nextAttemptAt: now,
        ...(status === 'sending' && { leaseUntil: new Date(now.getTime() + 60_000) }),
        createdAt: now,
      });
    }
  });
  return ids;
}

/** "I have read this" from each of these subscribers. */
const acknowledge = (noticeId: string, readers: string[]) =>
  database.db.write((tx) =>
    tx.insert(acknowledgements).values(
      readers.map((subscriberId) => ({
        id: randomUUID(),
        noticeId,
        subscriberId,
        at: new Date(),
      })),
    ),
  );

async function publish(title: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/notices/add',
    headers: await auth(),
    payload: { title, date: '2026-11-23' },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { id: string; circularNumber: string } }>().data;
}

describe('delivery counts for staff', () => {
  it('counts each circular’s e-mails and pushes by state, and its acknowledgements', async () => {
    const counted = await publish('Counted circular');
    const other = await publish('Another circular');
    const noticeId = counted.id;
    await rows({ noticeId }, 'notice', 'queued', 3);
    // Being sent: still waiting as far as staff are concerned.
    await rows({ noticeId }, 'notice', 'sending', 2);
    const readers = await rows({ noticeId }, 'notice', 'sent', 4);
    await acknowledge(noticeId, readers.slice(0, 3));
    await rows({ noticeId }, 'notice', 'failed', 1);
    await rows({ noticeId }, 'push-notice', 'queued', 1);
    await rows({ noticeId }, 'push-notice', 'sent', 6);
    await rows({ noticeId }, 'push-notice', 'failed', 2);
    await rows({ noticeId: other.id }, 'notice', 'sent', 5);

    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/circulars/delivery' })).statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/circulars/delivery',
          headers: await auth(office),
        })
      ).statusCode,
    ).toBe(403);
    const answer = await app.inject({
      method: 'GET',
      url: '/api/admin/circulars/delivery',
      headers: await auth(),
    });
    expect(answer.statusCode).toBe(200);
    const list = answer.json<Array<{ noticeId: string }>>();
    expect(list.find((row) => row.noticeId === noticeId)).toEqual({
      noticeId,
      circularNumber: counted.circularNumber,
      title: 'Counted circular',
      mail: { queued: 5, sent: 4, failed: 1 },
      push: { queued: 1, sent: 6, failed: 2 },
      acknowledged: 3,
    });
    expect(list.find((row) => row.noticeId === other.id)).toMatchObject({
      mail: { queued: 0, sent: 5, failed: 0 },
      push: { queued: 0, sent: 0, failed: 0 },
      acknowledged: 0,
    });
  });

  it('counts each emergency alert’s e-mails and pushes in the administrators’ list', async () => {
    const posted = await app.inject({
      method: 'POST',
      url: '/api/alerts',
      headers: await auth(),
      payload: {
        message: 'Buses leave at noon.',
        severity: 'warning',
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(posted.statusCode).toBe(201);
    const alertId = posted.json<{ data: { id: string } }>().data.id;
    // Posting queued one mail for each of the 24 confirmed subscribers the test above made.
    await rows({ alertId }, 'alert', 'sent', 2);
    await rows({ alertId }, 'alert', 'failed', 3);
    await rows({ alertId }, 'push-alert', 'sending', 1);
    await rows({ alertId }, 'push-alert', 'sent', 2);

    const list = await app.inject({ method: 'GET', url: '/api/alerts', headers: await auth() });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: alertId,
        withdrawn: false,
        mail: { queued: 24, sent: 2, failed: 3 },
        push: { queued: 1, sent: 2, failed: 0 },
      }),
    ]);
  });
});
