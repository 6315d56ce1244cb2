import type { FastifyBaseLogger } from 'fastify';
import { subscriptionInputSchema, subscriptionMessages } from '#contracts/subscriptions.ts';
import { validationError } from '#server/lib/http-errors.ts';
import type { RateLimiter } from '#server/rate-limits/rate-limiter.ts';
import { caughtByHoneypot } from '#server/http/honeypot.ts';
import { countAttempt } from '#server/http/limit-per-ip.ts';
import type { SubscriptionsRepository } from './subscriptions-repository.ts';

/**
 * The one path of a subscription request, for POST /api/subscriptions and the subscribe page's
 * action (public-forms.ts): honeypot, schema, the per-address limit, then the request and its
 * confirmation mail. Throws HttpError (400, 429).
 */
export function createSubscriptionRequests(options: {
  subscriptions: SubscriptionsRepository;
  limiter: RateLimiter;
  /** Wakes the outbox worker: the confirmation goes out now, not at the next poll. */
  queued: () => void;
}) {
  const { subscriptions, limiter, queued } = options;
  return {
    async request(
      body: unknown,
      clientKey: string,
      log: FastifyBaseLogger,
    ): Promise<{ message: string }> {
      // The same answer whether the address was new or known: it reveals nothing.
      const accepted = { message: subscriptionMessages.requested };
      if (caughtByHoneypot(body)) {
        log.info('subscription honeypot filled; dropped');
        return accepted;
      }
      const parsed = subscriptionInputSchema.safeParse(body);
      if (!parsed.success) throw validationError(parsed.error.issues);
      // Only a request that can send a mail counts: a parent who mistypes the form is told so as
      // often as it takes, and the limit still caps the confirmation mails per connection.
      await countAttempt(limiter, 'subscriptions', clientKey);
      const { email, ...choice } = parsed.data;
      await subscriptions.request(email, choice);
      queued();
      return accepted;
    },
  };
}
export type SubscriptionRequests = ReturnType<typeof createSubscriptionRequests>;
