import type { FastifyRequest } from 'fastify';
import { clientAddressKey } from '#server/lib/client-address.ts';
import type { RateLimiter } from '#server/rate-limits/rate-limiter.ts';
import { tooManyAttempts } from '#server/rate-limits/too-many-attempts.ts';

/**
 * Counts one attempt of `form` from the client whose address key is `clientKey`; throws the 429
 * once the limit is used up. The API's preHandlers and the pages' actions (public-forms.ts)
 * count under the same key, so a visitor has one allowance whichever way the form is sent.
 */
export async function countAttempt(
  limiter: RateLimiter,
  form: string,
  clientKey: string,
): Promise<void> {
  const decision = await limiter.hit(`${form}:${clientKey}`);
  if (!decision.allowed)
    throw tooManyAttempts('Too many submissions from your connection', decision.retryAfterSeconds);
}

/**
 * preHandler counting every attempt of one form per client IP, before the body is validated or
 * stored, so a script cannot fill the Inbox. `request.ip` honours the proxy setting of the app;
 * IPv6 clients are counted per /64.
 */
export function limitPerIp(limiter: RateLimiter, form: string) {
  return async (request: FastifyRequest): Promise<void> =>
    countAttempt(limiter, form, clientAddressKey(request.ip));
}
