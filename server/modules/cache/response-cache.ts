import { createHash } from 'node:crypto';
import { storedBody, storedBytes, type StoredBody } from './encoded-body.ts';

export type CachedResponse = {
  /** Outside V8's heap, compressed (encoded-body.ts). */
  body: StoredBody;
  contentType: string;
  etag: string;
  /** Sent with every answer from this entry, e.g. a page's Content-Security-Policy. */
  headers: Record<string, string>;
};

/**
 * Carries "the content changed" between server instances. The in-process one reaches only this
 * instance; a Redis pub/sub channel can implement the same interface later.
 */
export interface InvalidationChannel {
  publish(): void;
  subscribe(listener: () => void): void;
}

export interface ResponseCache {
  lookup(key: string): CachedResponse | undefined;
  /** Increases on every invalidation; pass the value seen when the read began to `store`. */
  generation(): number;
  /** Keeps the answer unless the content changed while it was being computed. */
  store(
    key: string,
    body: string | Buffer,
    contentType: string,
    generation: number,
    headers?: Record<string, string>,
  ): CachedResponse;
  /** Entries and bytes held (see StoredBody). */
  size(): { entries: number; bytes: number };
  /** Forgets every entry here and on every instance that shares the channel. */
  invalidate(): void;
}

export function createLocalChannel(): InvalidationChannel {
  const listeners: Array<() => void> = [];
  return {
    publish: () => listeners.forEach((listener) => listener()),
    subscribe: (listener) => void listeners.push(listener),
  };
}

function etagOf(body: Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Public GET answers (API JSON and pages) keyed by URL; bounded so odd query strings cannot grow it forever. */
export function createResponseCache(
  options: { channel?: InvalidationChannel; maxEntries?: number } = {},
): ResponseCache {
  const channel = options.channel ?? createLocalChannel();
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, CachedResponse>();
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  channel.subscribe(clear);

  return {
    lookup: (key) => entries.get(key),
    generation: () => generation,
    store(key, body, contentType, seenGeneration, headers = {}) {
      // Kept as UTF-8 bytes: pages arrive so (server/lib/byte-string.ts says why), API answers
      // as the strings Fastify serialized.
      const bytes = typeof body === 'string' ? Buffer.from(body) : body;
      const entry: CachedResponse = {
        body: storedBody(bytes),
        contentType,
        etag: etagOf(bytes),
        headers,
      };
      if (seenGeneration !== generation) return entry;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
      return entry;
    },
    invalidate() {
      clear();
      channel.publish();
    },
    size() {
      let bytes = 0;
      for (const entry of entries.values()) bytes += storedBytes(entry.body);
      return { entries: entries.size, bytes };
    },
  };
}
