import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/error-handler.ts';
import type { RateLimiter } from './rate-limiter.ts';

function tooManySubmissions(retryAfterSeconds: number): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new HttpError(
    429,
    `Too many submissions from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/**
 * preHandler counting every attempt of one form per client IP, before the body is validated or
 * stored, so a script cannot fill the Inbox. `request.ip` honours the proxy setting of the app.
 */
export function limitPerIp(limiter: RateLimiter, form: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const decision = await limiter.hit(`${form}:${request.ip}`);
    if (!decision.allowed) throw tooManySubmissions(decision.retryAfterSeconds);
  };
}
