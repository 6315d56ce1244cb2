import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { BrowserPushSubscription } from '#contracts/push.ts';
import type { Database } from '#server/db/database.ts';
import { invalidLink, statusOf, subscriberOfToken } from './subscriptions-repository.ts';

/**
 * Phones that show circulars (decision 0022). A phone is added with the token of a mailed link
 * (the manage page's), so only a confirmed subscriber adds one, and it follows that subscriber's
 * audiences; the same browser subscribing again (one endpoint) moves to the new subscriber.
 */
export function createPushSubscriptionsRepository(db: Database) {
  const { pushSubscriptions } = db.tables;

  return {
    add(token: string, subscription: BrowserPushSubscription): Promise<void> {
      return db.write(async (tx) => {
        const found = await subscriberOfToken(tx, db.tables, token);
        if (found.token.purpose !== 'manage' || statusOf(found.subscriber) !== 'confirmed')
          throw invalidLink();
        const fields = {
          subscriberId: found.subscriber.id,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
        };
        await tx
          .insert(pushSubscriptions)
          .values({
            id: randomUUID(),
            endpoint: subscription.endpoint,
            ...fields,
            createdAt: new Date(),
          })
          .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: fields });
      });
    },

    /** Removes the phone from the subscriber the token names; unknown endpoints change nothing. */
    remove(token: string, endpoint: string): Promise<void> {
      return db.write(async (tx) => {
        const { subscriber } = await subscriberOfToken(tx, db.tables, token);
        await tx
          .delete(pushSubscriptions)
          .where(
            and(
              eq(pushSubscriptions.subscriberId, subscriber.id),
              eq(pushSubscriptions.endpoint, endpoint),
            ),
          );
      });
    },
  };
}

export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;
