/**
 * How long a client may take. Without these Fastify waits forever, and a sender trickling a body
 * a byte at a time holds a connection (and its memory) for as long as it likes.
 */
export type ServerTimeouts = {
  /** The whole request, headers and body: room for a 25 MB upload over a slow phone line. */
  requestMs: number;
  /** A connection on which nothing arrives. */
  idleMs: number;
};

export const defaultServerTimeouts: ServerTimeouts = { requestMs: 120_000, idleMs: 30_000 };

/** Fastify's options for these timeouts. */
export function timeoutOptions({ requestMs, idleMs }: ServerTimeouts) {
  return {
    requestTimeout: requestMs,
    connectionTimeout: idleMs,
    http: {
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeout: Math.min(20_000, requestMs),
      // Node looks for overdue requests this often (30 s by default, far past a short timeout).
      connectionsCheckingInterval: Math.min(5_000, requestMs),
    },
  };
}
