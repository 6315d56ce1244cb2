import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { audiencesMatch, type Audience } from '#contracts/audiences.ts';
import type { Queryable, Tables } from '#server/db/database.ts';

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

/** The phones of confirmed subscribers who have not left, with their subscriber's audiences. */
async function activePhones(
  tx: Queryable,
  { subscribers, pushSubscriptions }: Pick<Tables, 'subscribers' | 'pushSubscriptions'>,
): Promise<Array<{ id: string; subscriberId: string; audiences: Audience[] }>> {
  return tx
    .select({
      id: pushSubscriptions.id,
      subscriberId: pushSubscriptions.subscriberId,
      audiences: subscribers.audiences,
    })
    .from(pushSubscriptions)
    .innerJoin(subscribers, eq(subscribers.id, pushSubscriptions.subscriberId))
    .where(and(isNotNull(subscribers.confirmedAt), isNull(subscribers.unsubscribedAt)));
}

type QueueTables = Pick<Tables, 'subscribers' | 'outbox' | 'pushSubscriptions'>;

/**
 * Queues the immediate alert of a notice for every subscriber it is for, in the notice's own
 * transaction: the notice and its mails are saved together or not at all. Each phone of a
 * subscriber it is for gets a push too, whatever the mail mode: a phone was added to be told
 * at once (decision 0022).
 */
export async function queueNoticeAlerts(
  tx: Queryable,
  tables: QueueTables,
  notice: { id: string; audiences: Audience[] },
): Promise<number> {
  const isFor = (row: { audiences: Audience[] }) => audiencesMatch(row.audiences, notice.audiences);
  const recipients = (await activeSubscribers(tx, tables, 'immediate')).filter(isFor);
  const phones = (await activePhones(tx, tables)).filter(isFor);
  return insertOutboxRows(tx, tables, [
    ...recipients.map((subscriber) => ({
      kind: 'notice' as const,
      subscriberId: subscriber.id,
      noticeId: notice.id,
    })),
    ...phones.map((phone) => ({
      kind: 'push-notice' as const,
      subscriberId: phone.subscriberId,
      pushSubscriptionId: phone.id,
      noticeId: notice.id,
    })),
  ]);
}

/**
 * An emergency alert goes to every confirmed subscriber, whatever their audiences or mode, and
 * to each of their phones.
 */
export async function queueEmergencyAlert(
  tx: Queryable,
  tables: QueueTables,
  alertId: string,
): Promise<number> {
  const recipients = await activeSubscribers(tx, tables);
  const phones = await activePhones(tx, tables);
  return insertOutboxRows(tx, tables, [
    ...recipients.map((subscriber) => ({
      kind: 'alert' as const,
      subscriberId: subscriber.id,
      alertId,
    })),
    ...phones.map((phone) => ({
      kind: 'push-alert' as const,
      subscriberId: phone.subscriberId,
      pushSubscriptionId: phone.id,
      alertId,
    })),
  ]);
}
