import type { AdminSubscriptions } from '#contracts/subscriptions.ts';

/** How many subscribe to circulars, as the Circulars and Subscribers tabs both say it. */
export function SubscriberCounts({ counts }: { counts: AdminSubscriptions['counts'] }) {
  return (
    <>
      <h2>Subscribers</h2>
      <p>
        {counts.confirmed} confirmed ({counts.immediate} each circular, {counts.digest} daily
        digest), {counts.pending} not yet confirmed, {counts.unsubscribed} unsubscribed.
      </p>
    </>
  );
}
