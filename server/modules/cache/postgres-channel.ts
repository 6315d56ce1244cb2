import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { InvalidationChannel } from './response-cache.ts';

const channelName = 'school_site_content_changed';
const reconnectDelayMs = 1000;

/**
 * Carries cache invalidations between server instances that share one PostgreSQL database, with
 * LISTEN/NOTIFY: no extra service to run. While the listening connection is down, invalidations
 * from other instances can be missed, so the local cache is cleared again on every reconnect.
 */
export async function createPostgresChannel(
  url: string,
  log: FastifyBaseLogger,
): Promise<InvalidationChannel & { close(): Promise<void> }> {
  const instanceId = randomUUID();
  const listeners: Array<() => void> = [];
  const notifyAll = () => listeners.forEach((listener) => listener());
  let client: pg.Client | undefined;
  let closed = false;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channelName && message.payload !== instanceId) notifyAll();
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'cache invalidation channel lost; reconnecting');
      client = undefined;
      next.end().catch(() => {});
      if (!closed) setTimeout(() => void connect().catch(() => {}), reconnectDelayMs);
    });
    await next.connect();
    await next.query(`LISTEN ${channelName}`);
    client = next;
    notifyAll();
  };
  await connect();

  return {
    publish() {
      client
        ?.query('SELECT pg_notify($1, $2)', [channelName, instanceId])
        .catch((error: unknown) => {
          log.warn({ err: error }, 'could not broadcast a cache invalidation');
        });
    },
    subscribe: (listener) => void listeners.push(listener),
    async close() {
      closed = true;
      await client?.end();
    },
  };
}
