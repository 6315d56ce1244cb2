import { afterAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { createTestDatabase } from '#server/test/test-database.ts';
import { scheduleDigest } from './digest-scheduler.ts';

// The daily digest goes out at the time the school sets (DIGEST_TIME, HH:MM in India), checked
// every minute and at start; a server started later that day still sends it.
const database = await createTestDatabase();
afterAll(() => database.dispose());

const runs = () => database.db.read.select().from(database.db.tables.digestRuns);

const days = async () => (await runs()).map((run) => run.day).sort();

/** Starts a scheduler at `now` (it checks at once), and stops its minute timer. */
async function startAt(now: Date, digestTime: string | undefined) {
  const scheduler = scheduleDigest({
    db: database.db,
    digestTime: async () => digestTime,
    log: pino({ level: 'silent' }),
    queued: () => undefined,
    clock: () => now,
  });
  scheduler.start();
  scheduler.stop();
  // Before the time the check answers without touching the database; after it, see the polls.
  await new Promise((resolve) => setTimeout(resolve, 200));
}

describe('the digest schedule', () => {
  it('queues the day’s digest once the school’s time has come in India, not before', async () => {
    // 01:59 UTC is 07:29 in India (UTC+5:30).
    await startAt(new Date('2030-05-10T01:59:00Z'), '07:30');
    expect(await runs()).toEqual([]);
    await startAt(new Date('2030-05-10T02:00:00Z'), '07:30');
    await expect.poll(days).toEqual(['2030-05-10']);
    // Later the same day (another check, or another instance): nothing more.
    await startAt(new Date('2030-05-10T12:00:00Z'), '07:30');
    expect(await runs()).toHaveLength(1);
    // 18:00 by default: 12:29 UTC is 17:59 in India.
    await startAt(new Date('2030-05-11T12:29:00Z'), '18:00');
    expect(await runs()).toHaveLength(1);
    await startAt(new Date('2030-05-11T12:30:00Z'), '18:00');
    await expect.poll(days).toEqual(['2030-05-10', '2030-05-11']);
  });

  it('reads the time at each check: a time changed in the settings holds from the next minute', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
    // While the site is being set up there is no time, and nothing is queued.
    let digestTime: string | undefined;
    const scheduler = scheduleDigest({
      db: database.db,
      digestTime: async () => digestTime,
      log: pino({ level: 'silent' }),
      queued: () => undefined,
      // 08:30 in India.
      clock: () => new Date('2030-06-01T03:00:00Z'),
    });
    try {
      scheduler.start();
      await settle();
      digestTime = '09:00';
      vi.advanceTimersByTime(60_000);
      await settle();
      expect(await days()).not.toContain('2030-06-01');
      digestTime = '08:00';
      vi.advanceTimersByTime(60_000);
      await expect.poll(days).toContain('2030-06-01');
    } finally {
      scheduler.stop();
      vi.useRealTimers();
    }
  });
});
