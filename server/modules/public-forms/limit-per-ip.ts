import type { FastifyRequest } from 'fastify';
import { clientAddressKey } from '../../lib/client-address.ts';
import type { RateLimiter } from '../../rate-limits/rate-limiter.ts';
import { tooManyAttempts } from '../../rate-limits/too-many-attempts.ts';

/**
 * preHandler counting every attempt of one form per client IP, before the body is validated or
 * stored, so a script cannot fill the Inbox. `request.ip` honours the proxy setting of the app;
 * IPv6 clients are counted per /64.
 */
export function limitPerIp(limiter: RateLimiter, form: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const decision = await limiter.hit(`${form}:${clientAddressKey(request.ip)}`);
    if (!decision.allowed)
      throw tooManyAttempts(
        'Too many submissions from your connection',
        decision.retryAfterSeconds,
      );
  };
}
