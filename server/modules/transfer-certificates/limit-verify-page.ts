import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../../lib/client-address.ts';
import type { RateLimiter } from '../../rate-limits/rate-limiter.ts';

export const verifyPagePath = '/view-issued-tcs';

/**
 * The verification page answers a plain GET form (it works without JavaScript), so its lookups
 * are counted here, per address, on the same limiter as GET /api/tcs/verify: one budget of 20
 * per 10 minutes whichever way a visitor asks. Over the limit the page answers 429 with a short
 * HTML message instead of rendering.
 */
export function limitVerifyPage(app: FastifyInstance, limiter: RateLimiter): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const [path, query = ''] = request.url.split('?');
    const page = path === verifyPagePath || path === `${verifyPagePath}.data`;
    if (!page || !new URLSearchParams(query).has('number')) return;
    const decision = await limiter.hit(`tc-verify:${clientAddressKey(request.ip)}`);
    if (decision.allowed) return;
    const minutes = Math.ceil(decision.retryAfterSeconds / 60);
    return reply
      .code(429)
      .header('Retry-After', String(decision.retryAfterSeconds))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Too many lookups</title><main><h1>Too many lookups</h1><p>Too many certificate lookups from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.</p><p><a href="${verifyPagePath}">Back to the verification page</a></p></main></html>`,
      );
  });
}
