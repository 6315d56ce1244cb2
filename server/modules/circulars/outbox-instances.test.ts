import { demoSchool } from '#contracts/demo-school.ts';
import { randomUUID } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openPostgresDatabase } from '#server/db/postgres-database.ts';
import { startSmtpReceiver } from '#server/mail/test-smtp-receiver.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { createTestDatabase } from '#server/test/test-database.ts';

// Two instances on one PostgreSQL database, both sending the outbox to one SMTP server: each mail
// goes out once (FOR UPDATE SKIP LOCKED, decision 0017). SQLite serves one instance only.
const subscriberCount = 300;
const admin = { username: 'outbox-admin', password: 'outbox-password-1' };
const database = await createTestDatabase();
const receiver = await startSmtpReceiver();

const startInstance = async () =>
  buildApp({
    school: demoSchool,
    config: {
      publicUrl: 'https://school.test',
      buildDir: '/nonexistent-build',
      dataDir: database.dataDir,
      mail: { url: receiver.url, from: 'no-reply@school.test' },
    },
    db: await openPostgresDatabase(database.databaseUrl!),
  });

afterAll(async () => {
  await receiver.close();
  await database.dispose();
});

it.runIf(database.databaseUrl)(
  'sends each mail once when two instances work through the outbox',
  { timeout: 60_000 },
  async () => {
    const now = new Date();
    await database.db.write((tx) =>
      tx.insert(database.db.tables.subscribers).values(
        Array.from({ length: subscriberCount }, (_, n) => ({
          id: randomUUID(),
          email: `instances-${n}@example.com`,
          audiences: ['all' as const],
          mode: 'immediate' as const,
          confirmedAt: now,
          createdAt: now,
          updatedAt: now,
        })),
      ),
    );
    await createAdminsRepository(database.db).create(admin.username, admin.password);
    const [a, b] = await Promise.all([startInstance(), startInstance()]);
    try {
      await Promise.all([a.ready(), b.ready()]);
      const login = await a.inject({
        method: 'POST',
        url: '/api/auth/admin-login',
        payload: admin,
      });
      const published = await a.inject({
        method: 'POST',
        url: '/api/notices/add',
        headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
        payload: { title: 'For both instances', date: '2026-11-23' },
      });
      expect(published.statusCode).toBe(201);
      // B learns of the rows by polling; A is woken by its own write.
      const mails = await receiver.waitFor(subscriberCount);
      await expect
        .poll(
          async () =>
            (await database.db.read.select().from(database.db.tables.outbox)).filter(
              (row) => row.status !== 'sent',
            ).length,
          { timeout: 20_000 },
        )
        .toBe(0);
      const recipients = mails.flatMap((mail) => mail.to);
      expect(recipients).toHaveLength(subscriberCount);
      expect(new Set(recipients).size).toBe(subscriberCount);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  },
);
