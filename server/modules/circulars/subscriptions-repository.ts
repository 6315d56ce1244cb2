import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Audience } from '#contracts/audiences.ts';
import type {
  AdminSubscriptions,
  NoticeDelivery,
  SubscriptionMode,
  SubscriptionView,
} from '#contracts/subscriptions.ts';
import type { Database, Queryable, Tables } from '#server/db/database.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import { deliveryCounts } from './delivery-counts.ts';
import { insertOutboxRows } from './outbox-queue.ts';
import { hashToken } from './subscription-tokens.ts';

type Choice = { audiences: Audience[]; mode: SubscriptionMode };
type SubscriberRow = Database['tables']['subscribers']['$inferSelect'];

/** A confirmation link works for a week. */
export const confirmationLifetimeMs = 7 * 24 * 60 * 60 * 1000;
/** At most one confirmation mail per address in this time, however often the form is sent. */
const confirmationSpacingMs = 5 * 60 * 1000;

export const invalidLink = () => new HttpError(404, 'This link is not valid any more.');

/** The subscriber and token row a mailed link names; a confirmation link past its week fails. */
export async function subscriberOfToken(
  tx: Queryable,
  { subscriptionTokens, subscribers }: Pick<Tables, 'subscriptionTokens' | 'subscribers'>,
  token: string,
) {
  const [found] = await tx
    .select({ token: subscriptionTokens, subscriber: subscribers })
    .from(subscriptionTokens)
    .innerJoin(subscribers, eq(subscribers.id, subscriptionTokens.subscriberId))
    .where(eq(subscriptionTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!found) throw invalidLink();
  if (found.token.expiresAt && found.token.expiresAt < new Date()) throw invalidLink();
  return found;
}

export function statusOf(row: SubscriberRow): SubscriptionView['status'] {
  if (row.unsubscribedAt) return 'unsubscribed';
  return row.confirmedAt ? 'confirmed' : 'pending';
}

/** "pa***@example.com": enough for the owner to recognise, little for anyone else. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

export function createSubscriptionsRepository(db: Database) {
  const {
    subscribers,
    subscriptionTokens,
    subscriptionConsents,
    outbox,
    acknowledgements,
    pushSubscriptions,
  } = db.tables;

  const recordConsent = (
    tx: Queryable,
    email: string,
    action: 'requested' | 'confirmed' | 'changed' | 'unsubscribed',
    choice: Choice,
  ) =>
    tx.insert(subscriptionConsents).values({
      id: randomUUID(),
      email,
      action,
      audiences: choice.audiences,
      mode: choice.mode,
      at: new Date(),
    });

  const byToken = (tx: Queryable, token: string) => subscriberOfToken(tx, db.tables, token);

  const view = (row: SubscriberRow): SubscriptionView => ({
    email: maskEmail(row.email),
    audiences: row.audiences,
    mode: row.mode,
    status: statusOf(row),
  });

  return {
    /**
     * Records the request and queues a confirmation mail. An address already subscribed keeps
     * its current choice until the new one is confirmed from the mail: no one can change
     * another person's subscription by typing their address.
     */
    request(email: string, choice: Choice): Promise<void> {
      return db.write(async (tx) => {
        const now = new Date();
        await tx
          .insert(subscribers)
          .values({ id: randomUUID(), email, ...choice, createdAt: now, updatedAt: now })
          .onConflictDoNothing();
        const [subscriber] = await tx
          .select()
          .from(subscribers)
          .where(eq(subscribers.email, email))
          .limit(1);
        await recordConsent(tx, email, 'requested', choice);
        const [recent] = await tx
          .select({ id: outbox.id })
          .from(outbox)
          .where(
            and(
              eq(outbox.subscriberId, subscriber!.id),
              eq(outbox.kind, 'confirmation'),
              gt(outbox.createdAt, new Date(now.getTime() - confirmationSpacingMs)),
            ),
          )
          .limit(1);
        if (recent) return;
        await insertOutboxRows(tx, db.tables, [
          { kind: 'confirmation', subscriberId: subscriber!.id, payload: choice },
        ]);
      });
    },

    /** What a mailed link's page shows. */
    async lookup(token: string): Promise<SubscriptionView> {
      return view((await byToken(db.read, token)).subscriber);
    },

    confirm(token: string): Promise<SubscriptionView> {
      return db.write(async (tx) => {
        const found = await byToken(tx, token);
        if (found.token.purpose !== 'confirm' || !found.token.choice) throw invalidLink();
        const choice = found.token.choice;
        const now = new Date();
        const [row] = await tx
          .update(subscribers)
          .set({ ...choice, confirmedAt: now, unsubscribedAt: null, updatedAt: now })
          .where(eq(subscribers.id, found.subscriber.id))
          .returning();
        // Used once: a forwarded mail cannot re-subscribe someone who has since left.
        await tx
          .delete(subscriptionTokens)
          .where(eq(subscriptionTokens.tokenHash, found.token.tokenHash));
        await recordConsent(tx, row!.email, 'confirmed', choice);
        return view(row!);
      });
    },

    changeChoice(token: string, choice: Choice): Promise<SubscriptionView> {
      return db.write(async (tx) => {
        const found = await byToken(tx, token);
        if (found.token.purpose !== 'manage' || statusOf(found.subscriber) !== 'confirmed')
          throw invalidLink();
        const [row] = await tx
          .update(subscribers)
          .set({ ...choice, updatedAt: new Date() })
          .where(eq(subscribers.id, found.subscriber.id))
          .returning();
        await recordConsent(tx, row!.email, 'changed', choice);
        return view(row!);
      });
    },

    /** Any link of the subscriber's mails works, and more than once (mail clients retry). */
    unsubscribe(token: string): Promise<SubscriptionView> {
      return db.write(async (tx) => {
        const { subscriber } = await byToken(tx, token);
        if (subscriber.unsubscribedAt) return view(subscriber);
        const now = new Date();
        const [row] = await tx
          .update(subscribers)
          .set({ unsubscribedAt: now, updatedAt: now })
          .where(eq(subscribers.id, subscriber.id))
          .returning();
        // Leaving by e-mail leaves on every phone too (decision 0022).
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.subscriberId, subscriber.id));
        await recordConsent(tx, row!.email, 'unsubscribed', row!);
        return view(row!);
      });
    },

    /** "I have read this": counted once per subscriber and notice. */
    acknowledge(token: string): Promise<void> {
      return db.write(async (tx) => {
        const found = await byToken(tx, token);
        if (!found.token.noticeId) throw invalidLink();
        await tx
          .insert(acknowledgements)
          .values({
            id: randomUUID(),
            noticeId: found.token.noticeId,
            subscriberId: found.subscriber.id,
            at: new Date(),
          })
          .onConflictDoNothing();
      });
    },

    async adminList(): Promise<AdminSubscriptions> {
      const rows = await db.read.select().from(subscribers).orderBy(desc(subscribers.createdAt));
      const list = rows.map((row) => ({
        id: row.id,
        email: row.email,
        audiences: row.audiences,
        mode: row.mode,
        status: statusOf(row),
        createdAt: row.createdAt.toISOString(),
        ...(row.confirmedAt && { confirmedAt: row.confirmedAt.toISOString() }),
      }));
      const count = (test: (row: (typeof list)[number]) => boolean) => list.filter(test).length;
      return {
        counts: {
          pending: count((row) => row.status === 'pending'),
          confirmed: count((row) => row.status === 'confirmed'),
          unsubscribed: count((row) => row.status === 'unsubscribed'),
          immediate: count((row) => row.status === 'confirmed' && row.mode === 'immediate'),
          digest: count((row) => row.status === 'confirmed' && row.mode === 'digest'),
        },
        subscribers: list,
      };
    },

    /**
     * Queued (or being sent), sent and failed e-mails and pushes, and acknowledgements, of
     * every notice.
     */
    async deliveryByNotice(): Promise<NoticeDelivery[]> {
      const { notices } = db.tables;
      const [noticeRows, countsOf, ackRows] = await Promise.all([
        db.read
          .select({ id: notices.id, title: notices.title, circularNumber: notices.circularNumber })
          .from(notices)
          .orderBy(desc(notices.date), desc(notices.createdAt)),
        deliveryCounts(db.read, db.tables, 'notice'),
        db.read
          .select({ noticeId: acknowledgements.noticeId, count: sql<number>`count(*)` })
          .from(acknowledgements)
          .groupBy(acknowledgements.noticeId),
      ]);
      return noticeRows.map((notice) => ({
        noticeId: notice.id,
        ...(notice.circularNumber && { circularNumber: notice.circularNumber }),
        title: notice.title,
        ...countsOf(notice.id),
        acknowledged: Number(ackRows.find((row) => row.noticeId === notice.id)?.count ?? 0),
      }));
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
