import type { FastifyInstance } from 'fastify';

/**
 * Headers every response carries; HTML pages add their own script-hash CSP (web-assets.ts), and a
 * page whose address holds a mailed link's token says no-referrer itself (decision 0026): those
 * two are defaults an answer may have set already.
 */
export function everywhereHeaders(options: { https: boolean }): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    ...(options.https && {
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    }),
  };
}

/** The headers an answer may set itself, in place of the default (see `everywhereHeaders`). */
export const ownDefaults: ReadonlySet<string> = new Set([
  'referrer-policy',
  'content-security-policy',
]);

export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const headers = Object.entries(everywhereHeaders(options));
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const [name, value] of headers)
      if (!ownDefaults.has(name) || !reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });
}
