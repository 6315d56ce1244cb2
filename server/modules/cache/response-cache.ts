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

export interface ResponseCache {
  lookup(key: string): CachedResponse | undefined;
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
  /** Entries and bytes held (see StoredBody). */
  size(): { entries: number; bytes: number };
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
  const entries = new Map<string, { response: CachedResponse; dependsOn: ContentChange }>();
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
    for (const [key, entry] of entries) {
      if (overlaps(change, entry.dependsOn)) entries.delete(key);
    }
  };
  channel.subscribe(clear);

  return {
    lookup: (key) => entries.get(key)?.response,
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
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { response: entry, dependsOn });
      return entry;
    },
    invalidate(change = everything) {
      clear(change);
      channel.publish(change);
    },
    size() {
      let bytes = 0;
      for (const entry of entries.values()) bytes += storedBytes(entry.response.body);
      return { entries: entries.size, bytes };
    },
  };
}
