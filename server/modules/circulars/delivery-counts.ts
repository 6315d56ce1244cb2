import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ChannelDelivery, DeliveryCounts } from '#contracts/delivery-counts.ts';
import type { Queryable, Tables } from '#server/db/database.ts';

type Target = 'notice' | 'alert';
type OutboxStatus = Tables['outbox']['$inferSelect']['status'];

/** The outbox kinds of each target's e-mail and push (outbox-queue.ts queues them). */
const kindsOf = {
  notice: { mail: 'notice', push: 'push-notice' },
  alert: { mail: 'alert', push: 'push-alert' },
} as const;

const none = (): DeliveryCounts => ({ queued: 0, sent: 0, failed: 0 });

/** A row being sent is still waiting as far as staff are concerned: it may yet fail. */
const countAs: Record<OutboxStatus, keyof DeliveryCounts> = {
  queued: 'queued',
  sending: 'queued',
  sent: 'sent',
  failed: 'failed',
};

/**
 * Queued, sent and failed e-mails and pushes of each notice or alert, counted by the database
 * (one grouped query). `ids` narrows it to those listed; without it every one is counted.
 */
export async function deliveryCounts(
  read: Queryable,
  { outbox }: Pick<Tables, 'outbox'>,
  target: Target,
  ids?: string[],
): Promise<(id: string) => ChannelDelivery> {
  const { mail, push } = kindsOf[target];
  const column = target === 'notice' ? outbox.noticeId : outbox.alertId;
  const rows =
    ids && !ids.length
      ? []
      : await read
          .select({
            id: column,
            kind: outbox.kind,
            status: outbox.status,
            count: sql<number | string>`count(*)`,
          })
          .from(outbox)
          .where(
            and(inArray(outbox.kind, [mail, push]), ids ? inArray(column, ids) : isNotNull(column)),
          )
          .groupBy(column, outbox.kind, outbox.status);
  const byId = new Map<string, ChannelDelivery>();
  for (const row of rows) {
    if (!row.id) continue;
    const counts = byId.get(row.id) ?? { mail: none(), push: none() };
    // PostgreSQL answers count(*) as a bigint string.
    counts[row.kind === mail ? 'mail' : 'push'][countAs[row.status]] += Number(row.count);
    byId.set(row.id, counts);
  }
  return (id) => byId.get(id) ?? { mail: none(), push: none() };
}
