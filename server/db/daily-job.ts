import { lt } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';

/**
 * Claims today's run of a daily job: true for the one caller that moves the job's day forward,
 * false for every other (another server of the same site, or a second try the same day). One
 * statement, so two servers asking at once cannot both win (decision 0015).
 */
export async function claimDailyRun(db: Database, job: string, day: string): Promise<boolean> {
  const { dailyJobRuns } = db.tables;
  const claimed = await db.write((tx) =>
    tx
      .insert(dailyJobRuns)
      .values({ job, day })
      .onConflictDoUpdate({
        target: dailyJobRuns.job,
        set: { day },
        setWhere: lt(dailyJobRuns.day, day),
      })
      .returning({ job: dailyJobRuns.job }),
  );
  return claimed.length > 0;
}
