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

  // One NOTIFY at a time on the listening connection (pg warns about overlapping queries on one
  // client); invalidations are idempotent, so a burst of writes collapses into one more NOTIFY.
  let sending = false;
  let another = false;
  const send = async (): Promise<void> => {
    sending = true;
    try {
      do {
        another = false;
        await client?.query('SELECT pg_notify($1, $2)', [channelName, instanceId]);
      } while (another);
    } catch (error) {
      log.warn({ err: error }, 'could not broadcast a cache invalidation');
    } finally {
      sending = false;
    }
  };

  return {
    publish() {
      if (sending) another = true;
      else void send();
    },
    subscribe: (listener) => void listeners.push(listener),
    async close() {
      closed = true;
      await client?.end();
    },
  };
}
