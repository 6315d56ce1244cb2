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
 * What a write changed: the names its audit entries give the entity ('events', 'pages', …), or
 * `everything`. A cached answer depends on such names too (a page on what it read), or on
 * everything (API answers, feeds); a write drops the answers that depend on what it changed.
 */
export type ContentChange = readonly string[] | typeof everything;
export const everything = 'everything';

/**
 * Carries "the content changed" between server instances. The in-process one reaches only this
 * instance; a Redis pub/sub channel can implement the same interface later.
 */
export interface InvalidationChannel {
  publish(change: ContentChange): void;
  subscribe(listener: (change: ContentChange) => void): void;
}

/** What the cache holds for a key: `fresh` until a change to what it depends on. */
export type KeptResponse = {
  response: CachedResponse;
  dependsOn: ContentChange;
  fresh: boolean;
};

export interface ResponseCache {
  /** The answer for `key` unless a change since it was stored concerns it. */
  lookup(key: string): CachedResponse | undefined;
  /**
   * The answer for `key`, fresh or made out of date by a change: a change does not drop an
   * answer but marks it, so a page can be served as it was while one render replaces it
   * (decision 0008). Kept until a new answer for the key is stored or the bound evicts it.
   */
  peek(key: string): KeptResponse | undefined;
  /** Increases on every invalidation; pass the value seen when the read began to `store`. */
  generation(): number;
  /** The generation at which `dependsOn` last changed: what was read before it is still right. */
  changedAt(dependsOn: ContentChange): number;
  /** Keeps the answer unless what it depends on changed while it was being computed. */
  store(
    key: string,
    body: string | Buffer,
    contentType: string,
    generation: number,
    headers?: Record<string, string>,
    dependsOn?: ContentChange,
  ): CachedResponse;
  /** Fresh entries, out-of-date ones kept for `peek`, and the bytes of both (see StoredBody). */
  size(): { entries: number; stale: number; bytes: number };
  /**
   * Forgets the entries that depend on `change` (by default everything), here and on every
   * instance that shares the channel.
   */
  invalidate(change?: ContentChange): void;
}

export function createLocalChannel(): InvalidationChannel {
  const listeners: Array<(change: ContentChange) => void> = [];
  return {
    publish: (change) => listeners.forEach((listener) => listener(change)),
    subscribe: (listener) => void listeners.push(listener),
  };
}

const overlaps = (a: ContentChange, b: ContentChange) =>
  a === everything || b === everything || a.some((name) => b.includes(name));

function etagOf(body: Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Public GET answers (API JSON and pages) keyed by URL; bounded so odd query strings cannot grow it forever. */
export function createResponseCache(
  options: { channel?: InvalidationChannel; maxEntries?: number } = {},
): ResponseCache {
  const channel = options.channel ?? createLocalChannel();
  const maxEntries = options.maxEntries ?? 500;
  /** Insertion order is age: the bound evicts the oldest, fresh or not. */
  const entries = new Map<string, KeptResponse>();
  let generation = 0;
  /** The generation of the last change of each name, and of the last change of everything. */
  const changed = new Map<string, number>();
  let everythingChanged = 0;
  const changedAt = (dependsOn: ContentChange) =>
    dependsOn === everything
      ? generation
      : Math.max(everythingChanged, ...dependsOn.map((name) => changed.get(name) ?? 0));
  const clear = (change: ContentChange) => {
    generation += 1;
    if (change === everything) everythingChanged = generation;
    else for (const name of change) changed.set(name, generation);
    for (const entry of entries.values()) {
      if (entry.fresh && overlaps(change, entry.dependsOn)) entry.fresh = false;
    }
  };
  channel.subscribe(clear);

  return {
    lookup(key) {
      const entry = entries.get(key);
      return entry?.fresh ? entry.response : undefined;
    },
    peek: (key) => entries.get(key),
    generation: () => generation,
    changedAt,
    store(key, body, contentType, seenGeneration, headers = {}, dependsOn = everything) {
      // Kept as UTF-8 bytes: pages arrive so (server/lib/byte-string.ts says why), API answers
      // as the strings Fastify serialized.
      const bytes = typeof body === 'string' ? Buffer.from(body) : body;
      const entry: CachedResponse = {
        body: storedBody(bytes),
        contentType,
        etag: etagOf(bytes),
        headers,
      };
      if (changedAt(dependsOn) > seenGeneration) return entry;
      // Deleted first, so the new answer is the youngest: the bound evicts the oldest.
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { response: entry, dependsOn, fresh: true });
      return entry;
    },
    invalidate(change = everything) {
      clear(change);
      channel.publish(change);
    },
    size() {
      let bytes = 0;
      let fresh = 0;
      for (const entry of entries.values()) {
        bytes += storedBytes(entry.response.body);
        if (entry.fresh) fresh += 1;
      }
      return { entries: fresh, stale: entries.size - fresh, bytes };
    },
  };
}
