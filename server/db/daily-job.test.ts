import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/test/test-database.ts';
import { claimDailyRun } from './daily-job.ts';

const { db, dispose } = await createTestDatabase();

describe('daily job claim', () => {
  it('gives each day to one caller only, even when several servers ask at once', async () => {
    const first = await Promise.all(
      Array.from({ length: 5 }, () => claimDailyRun(db, 'link-check', '2026-01-10')),
    );
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await claimDailyRun(db, 'link-check', '2026-01-10')).toBe(false);
    expect(await claimDailyRun(db, 'other-job', '2026-01-10')).toBe(true);
    expect(await claimDailyRun(db, 'link-check', '2026-01-11')).toBe(true);
    expect(await claimDailyRun(db, 'link-check', '2026-01-09')).toBe(false);
    await dispose();
  });
});
