import { afterAll, describe, expect, it } from 'vitest';
import { olderDatabase, type Cleanups } from '#server/test/older-database.ts';

// Migration 0020 lets outbox rows mail an application's parent instead of a subscriber; on
// SQLite that rebuilds the outbox table. Mails queued by the release before admissions (its last
// migration 0017) must still go out after the upgrade.
const lastBefore = '0017_post_photos';
const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const cleanups: Cleanups = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const subscriberId = 'b0000000-0000-4000-8000-000000000001';
const rowId = 'c0000000-0000-4000-8000-000000000001';
const insertSubscriber = `INSERT INTO subscribers (id, email, audiences, mode, confirmed_at,
  created_at, updated_at) VALUES ($1, 'parent@example.com', $2, 'immediate', $3, $3, $3)`;
const insertRow = `INSERT INTO outbox (id, kind, subscriber_id, payload, status, attempts,
  next_attempt_at, created_at) VALUES ($1, 'confirmation', $2, $3, 'queued', 0, $4, $4)`;

describe(`upgrading a ${dialect} database with queued mails`, () => {
  it('keeps every queued row, its subscriber and its payload', async () => {
    const now = new Date();
    const audiences = JSON.stringify(['all']);
    const payload = JSON.stringify({ audiences: ['all'], mode: 'immediate' });
    const db = await olderDatabase(
      dialect,
      lastBefore,
      [
        [insertSubscriber, [subscriberId, audiences, now]],
        [insertRow, [rowId, subscriberId, payload, now]],
      ],
      cleanups,
    );
    const rows = await db.read.select().from(db.tables.outbox);
    expect(rows).toMatchObject([
      {
        id: rowId,
        kind: 'confirmation',
        subscriberId,
        admissionApplicationId: null,
        payload: { audiences: ['all'], mode: 'immediate' },
        status: 'queued',
      },
    ]);
  });
});
