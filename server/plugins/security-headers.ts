import type { FastifyInstance } from 'fastify';

/** Headers every response carries; HTML pages add their own script-hash CSP (web-assets.ts). */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // A page whose address holds a mailed link's token says no-referrer itself (decision 0026).
    if (!reply.hasHeader('Referrer-Policy'))
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (!reply.hasHeader('Content-Security-Policy')) {
      reply.header(
        'Content-Security-Policy',
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      );
    }
    if (options.https) {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    done(null, payload);
  });
}
