import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { audiencesMatch, type Audience } from '#contracts/audiences.ts';
import type { Queryable, Tables } from '../../db/database.ts';

type OutboxRow = Tables['outbox']['$inferInsert'];
export type OutboxKind = OutboxRow['kind'];

/** Rows per INSERT: well under both engines' limits on bound parameters. */
const chunkSize = 500;

export async function insertOutboxRows(
  tx: Queryable,
  tables: Pick<Tables, 'outbox'>,
  rows: Array<Omit<OutboxRow, 'id' | 'status' | 'nextAttemptAt' | 'createdAt'>>,
): Promise<number> {
  const now = new Date();
  for (let start = 0; start < rows.length; start += chunkSize) {
    await tx.insert(tables.outbox).values(
      rows.slice(start, start + chunkSize).map((row) => ({
        ...row,
        id: randomUUID(),
        status: 'queued' as const,
        nextAttemptAt: now,
        createdAt: now,
      })),
    );
  }
  return rows.length;
}

/** Confirmed subscribers who have not left, optionally only those of one mode. */
export async function activeSubscribers(
  tx: Queryable,
  tables: Pick<Tables, 'subscribers'>,
  mode?: 'immediate' | 'digest',
): Promise<Array<{ id: string; audiences: Audience[] }>> {
  const { subscribers } = tables;
  return tx
    .select({ id: subscribers.id, audiences: subscribers.audiences })
    .from(subscribers)
    .where(
      and(
        isNotNull(subscribers.confirmedAt),
        isNull(subscribers.unsubscribedAt),
        mode ? eq(subscribers.mode, mode) : undefined,
      ),
    );
}

/**
 * Queues the immediate alert of a notice for every subscriber it is for, in the notice's own
 * transaction: the notice and its mails are saved together or not at all.
 */
export async function queueNoticeAlerts(
  tx: Queryable,
  tables: Pick<Tables, 'subscribers' | 'outbox'>,
  notice: { id: string; audiences: Audience[] },
): Promise<number> {
  const recipients = (await activeSubscribers(tx, tables, 'immediate')).filter((subscriber) =>
    audiencesMatch(subscriber.audiences, notice.audiences),
  );
  return insertOutboxRows(
    tx,
    tables,
    recipients.map((subscriber) => ({
      kind: 'notice' as const,
      subscriberId: subscriber.id,
      noticeId: notice.id,
    })),
  );
}

/** An emergency alert goes to every confirmed subscriber, whatever their audiences or mode. */
export async function queueEmergencyAlert(
  tx: Queryable,
  tables: Pick<Tables, 'subscribers' | 'outbox'>,
  alertId: string,
): Promise<number> {
  const recipients = await activeSubscribers(tx, tables);
  return insertOutboxRows(
    tx,
    tables,
    recipients.map((subscriber) => ({
      kind: 'alert' as const,
      subscriberId: subscriber.id,
      alertId,
    })),
  );
}
