import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { everything, type ContentChange, type InvalidationChannel } from './response-cache.ts';

const channelName = 'school_site_content_changed';
const reconnectDelayMs = 1000;

/** `<instance id>` for a change of everything, `<instance id> <name>,<name>` for names. */
const payloadOf = (instanceId: string, change: ContentChange) =>
  change === everything ? instanceId : `${instanceId} ${change.join(',')}`;

function parsePayload(payload: string): { from: string; change: ContentChange } {
  const [from = '', names] = payload.split(' ');
  return { from, change: names ? names.split(',') : everything };
}

/** Two changes as one (what a burst of writes sends in its next NOTIFY). */
const joined = (a: ContentChange | undefined, b: ContentChange): ContentChange =>
  a === undefined
    ? b
    : a === everything || b === everything
      ? everything
      : [...new Set([...a, ...b])];

/**
 * Tells the servers sharing the database of a change made by another process (a command such as
 * `npm run search:rebuild`), as an instance's own NOTIFY does; sent when `tx` commits.
 */
export async function broadcastChange(
  tx: { execute(query: SQL): Promise<unknown> },
  change: ContentChange,
): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${channelName}, ${payloadOf(randomUUID(), change)})`);
}

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
  const listeners: Array<(change: ContentChange) => void> = [];
  const notifyAll = (change: ContentChange) => listeners.forEach((listener) => listener(change));
  let client: pg.Client | undefined;
  let closed = false;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== channelName) return;
      const { from, change } = parsePayload(message.payload ?? '');
      if (from !== instanceId) notifyAll(change);
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
    notifyAll(everything);
  };
  await connect();

  // One NOTIFY at a time on the listening connection (pg warns about overlapping queries on one
  // client); invalidations are idempotent, so a burst of writes collapses into one more NOTIFY
  // with what they changed together.
  let sending = false;
  let pending: ContentChange | undefined;
  const send = async (): Promise<void> => {
    sending = true;
    try {
      while (pending !== undefined) {
        const change = pending;
        pending = undefined;
        await client?.query('SELECT pg_notify($1, $2)', [
          channelName,
          payloadOf(instanceId, change),
        ]);
      }
    } catch (error) {
      log.warn({ err: error }, 'could not broadcast a cache invalidation');
    } finally {
      sending = false;
    }
  };

  return {
    publish(change) {
      pending = joined(pending, change);
      if (!sending) void send();
    },
    subscribe: (listener) => void listeners.push(listener),
    async close() {
      closed = true;
      await client?.end();
    },
  };
}
