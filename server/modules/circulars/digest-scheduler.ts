import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, gte, isNull, lt, or } from 'drizzle-orm';
import { audiencesMatch } from '#contracts/audiences.ts';
import type { Database } from '#server/db/database.ts';
import { todayInKolkata } from '#server/lib/school-dates.ts';
import { activeSubscribers, insertOutboxRows } from './outbox-queue.ts';

const kolkataTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Queues the digest of `day`: one mail per digest subscriber listing the notices that went live
 * since the previous digest that are for them (a scheduled notice when its schedule fired; notices
 * saved before scheduling existed have no publishedAt and count from their creation). The row in digest_runs is the lock: of
 * several instances only the one whose insert succeeds queues anything, and a restart on the
 * same day queues nothing again. Answers how many mails were queued, or undefined if another
 * run already had the day.
 */
export async function queueDigest(db: Database, day: string, now = new Date()) {
  const { digestRuns, notices } = db.tables;
  return db.write(async (tx) => {
    const [previous] = await tx
      .select()
      .from(digestRuns)
      .where(lt(digestRuns.day, day))
      .orderBy(desc(digestRuns.day))
      .limit(1);
    const inserted = await tx
      .insert(digestRuns)
      .values({ day, startedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!inserted.length) return undefined;
    const since = previous?.startedAt ?? new Date(now.getTime() - 24 * 60 * 60 * 1000);
    const within = (column: typeof notices.createdAt | typeof notices.publishedAt) =>
      and(gte(column, since), lt(column, now));
    const published = await tx
      .select({ id: notices.id, audiences: notices.audiences })
      .from(notices)
      .where(
        and(
          eq(notices.live, true),
          or(
            within(notices.publishedAt),
            and(isNull(notices.publishedAt), within(notices.createdAt)),
          ),
        ),
      )
      .orderBy(desc(notices.date));
    if (!published.length) return 0;
    const rows = (await activeSubscribers(tx, db.tables, 'digest')).flatMap((subscriber) => {
      const noticeIds = published
        .filter((notice) => audiencesMatch(subscriber.audiences, notice.audiences))
        .map((notice) => notice.id);
      return noticeIds.length
        ? [{ kind: 'digest' as const, subscriberId: subscriber.id, payload: { day, noticeIds } }]
        : [];
    });
    return insertOutboxRows(tx, db.tables, rows);
  });
}

/**
 * Checks every minute whether today's digest time has come at the school, and once at start: a
 * server started after the time sends the day's digest if no instance has yet. The time is read
 * at each check, so a change in the Settings holds from the next minute.
 */
export function scheduleDigest(options: {
  db: Database;
  /** "HH:MM" at the school (Asia/Kolkata); undefined while the school is not set up. */
  digestTime: () => Promise<string | undefined>;
  log: FastifyBaseLogger;
  queued: () => void;
  clock?: () => Date;
}) {
  const clock = options.clock ?? (() => new Date());
  const check = async () => {
    const now = clock();
    const digestTime = await options.digestTime();
    if (digestTime === undefined || kolkataTime.format(now) < digestTime) return;
    const count = await queueDigest(options.db, todayInKolkata(now), now);
    if (count === undefined) return;
    options.log.info({ mails: count }, 'daily digest queued');
    if (count) options.queued();
  };
  const run = () =>
    void check().catch((error: unknown) => options.log.error({ err: error }, 'digest failed'));
  let timer: NodeJS.Timeout | undefined;
  return {
    start() {
      timer = setInterval(run, 60_000);
      timer.unref();
      run();
    },
    stop: () => clearInterval(timer),
  };
}
