import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Alert, alertInputSchema, ListedAlert } from '#contracts/alerts.ts';
import type { z } from 'zod';
import type { Database } from '#server/db/database.ts';
import { notFound } from '#server/lib/http-errors.ts';
import type { AuditRepository } from '#server/modules/audit/index.ts';
import type { ResponseCache } from '#server/cache/response-cache.ts';
import type { Actor } from '#server/modules/content-writer/index.ts';
import { deliveryCounts } from './delivery-counts.ts';
import { queueEmergencyAlert } from './outbox-queue.ts';

type AlertRow = Database['tables']['alerts']['$inferSelect'];
type AlertFields = z.output<typeof alertInputSchema>;

function view(row: AlertRow): Alert {
  return {
    id: row.id,
    message: row.message,
    ...(row.messageHi && { messageHi: row.messageHi }),
    ...(row.link && { link: row.link }),
    severity: row.severity,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Emergency alerts. Posting or withdrawing one clears the response cache on every instance
 * (the cache's channel); expiry needs no clearing because the page cache key names the alert
 * shown (web-pages.ts), and `current()` drops an expired alert the moment it expires.
 */
export function createAlertsService(deps: {
  db: Database;
  audit: AuditRepository;
  cache: ResponseCache;
  clock?: () => Date;
  /** Told when mails were queued, so they go out without waiting for the next poll. */
  queued?: () => void;
}) {
  const { db, audit, cache } = deps;
  const clock = deps.clock ?? (() => new Date());
  const { alerts } = db.tables;
  // Prepared once: the first page asked for after each write reads them. A placeholder takes
  // no column's encoding, so the time is given as the dialect's column stores it.
  const live = db.read
    .select()
    .from(alerts)
    .where(and(isNull(alerts.withdrawnAt), gt(alerts.expiresAt, sql.placeholder('now'))))
    .orderBy(desc(alerts.createdAt))
    .prepare('live_alerts');
  const readLive = async (): Promise<AlertRow[]> =>
    live.execute({ now: alerts.expiresAt.mapToDriverValue(clock()) });

  // The alerts in force when last read. Every page asks for them before its cache lookup, so
  // after a cache clearing pages keep the last rows while one read refreshes them: no page waits
  // on the database, except before the first read. Posting and withdrawing refresh them before
  // clearing the cache, so this instance never shows a withdrawn alert.
  let rows: AlertRow[] | undefined;
  let rowsOf = -1;
  let readFor = -1;
  let firstRead: Promise<void> | undefined;
  function refresh(generation: number): Promise<void> {
    readFor = generation;
    return readLive().then(
      (live) => {
        if (generation >= rowsOf) [rows, rowsOf] = [live, generation];
      },
      () => {
        if (readFor === generation) readFor = -1;
      },
    );
  }

  return {
    /** The newest alert in force now; read again once per cache generation. */
    async current(): Promise<Alert | undefined> {
      const generation = cache.generation();
      if (readFor !== generation) {
        const reading = refresh(generation);
        firstRead ??= reading;
      }
      if (!rows) await firstRead;
      const now = clock();
      const live = (rows ?? []).find((row) => row.expiresAt > now);
      return live && view(live);
    },

    async get(id: string): Promise<Alert | undefined> {
      const [row] = await db.read.select().from(alerts).where(eq(alerts.id, id)).limit(1);
      return row && !row.withdrawnAt ? view(row) : undefined;
    },

    /** The latest alerts, each with what happened to its e-mails and pushes. */
    async list(): Promise<ListedAlert[]> {
      const rows = await db.read.select().from(alerts).orderBy(desc(alerts.createdAt)).limit(50);
      const countsOf = await deliveryCounts(
        db.read,
        db.tables,
        'alert',
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        ...view(row),
        withdrawn: Boolean(row.withdrawnAt),
        ...countsOf(row.id),
      }));
    },

    /** Saves the alert and queues its mail to every confirmed subscriber in one transaction. */
    async post(actor: Actor, input: AlertFields): Promise<Alert> {
      const row = await db.write(async (tx) => {
        const [saved] = await tx
          .insert(alerts)
          .values({
            id: randomUUID(),
            message: input.message,
            messageHi: input.messageHi || null,
            link: input.link ?? null,
            severity: input.severity,
            expiresAt: new Date(input.expiresAt),
            createdBy: actor.username,
            createdAt: clock(),
          })
          .returning();
        await queueEmergencyAlert(tx, db.tables, saved!.id);
        await audit.record(tx, {
          adminUsername: actor.username,
          action: 'create',
          entity: 'alerts',
          entityId: saved!.id,
          summary: input.message.slice(0, 200),
        });
        return saved!;
      });
      await refresh(cache.generation() + 1);
      cache.invalidate();
      deps.queued?.();
      return view(row);
    },

    async withdraw(actor: Actor, id: string): Promise<void> {
      await db.write(async (tx) => {
        const [row] = await tx
          .update(alerts)
          .set({ withdrawnAt: clock() })
          .where(and(eq(alerts.id, id), isNull(alerts.withdrawnAt)))
          .returning();
        if (!row) throw notFound();
        await audit.record(tx, {
          adminUsername: actor.username,
          action: 'delete',
          entity: 'alerts',
          entityId: id,
          summary: row.message.slice(0, 200),
        });
      });
      await refresh(cache.generation() + 1);
      cache.invalidate();
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
