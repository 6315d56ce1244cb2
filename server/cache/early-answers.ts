import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyHttpOptions, FastifyServerFactoryHandler } from 'fastify';
import { answerBody } from './encoded-body.ts';
import type { CachedResponse, ResponseCache } from './response-cache.ts';

/**
 * The headers of an answer from the cache, as the Fastify path sends it: the entry's own, the
 * validators (public-cache-hooks.ts, answerFromEntry) and the headers every answer carries
 * (security-headers.ts). server/cache/early-answers.test.ts compares the two paths.
 */
export type EverywhereHeaders = Readonly<Record<string, string>>;

export interface EarlyAnswers {
  /** Marks an answer the public-cache hooks or the pages stored: only those are answered early. */
  keep(entry: CachedResponse): void;
  /**
   * Notes that a page request for `url` is answered by the cache entry `key` until `validUntil`
   * (ms, the app's clock) or the next write, whichever comes first (see `createEarlyAnswers`).
   */
  rememberPage(url: string, key: string, validUntil: number): void;
  /** Answers `request` from the cache and returns true, or leaves it to Fastify. */
  answer(request: IncomingMessage, response: ServerResponse): boolean;
  /** From the start of closing on, every request goes to Fastify, which refuses new ones. */
  stop(): void;
  /** How many requests were answered early: the test proves the path is taken. */
  count(): number;
}

const loggedLevels = new Set(['trace', 'debug', 'info']);

/**
 * Fresh public reads answered before Fastify routes the request. A cached JSON read spent about
 * half of its time in Fastify's request and reply objects and in the hooks that all pass it by
 * (`npm run bench`: /api/posts at 57%, /api/details at 35% of a bare node:http server). Pages
 * too, below. Only an answer the public-cache hooks or the pages stored qualifies, for a GET or HEAD without credentials, which is
 * exactly when those hooks would answer it from memory; anything else, a miss included, goes
 * through Fastify as before. The request is logged at `info` like Fastify's, without the address
 * (behind a proxy, only Fastify knows which to believe).
 */
export function createEarlyAnswers(options: {
  cache: Pick<ResponseCache, 'lookup' | 'generation'>;
  /** The key the hooks stored the answer under: Fastify's URL after its rewrite. */
  keyOf: (url: string) => string;
  everywhereHeaders: EverywhereHeaders;
  /** Those of `everywhereHeaders` an answer's own replace (security-headers.ts, ownDefaults). */
  replaceable?: ReadonlySet<string>;
  /** The app's clock, in milliseconds: a page's key holds until its day or alert ends. */
  now?: () => number;
  log?: FastifyBaseLogger;
}): EarlyAnswers {
  const now = options.now ?? Date.now;
  /**
   * Pages, by URL: a page's cache key also names the day and the emergency alert shown
   * (server/plugins/web-pages.ts), which only Fastify's path works out. Once it has, the key
   * holds until the day or the alert ends, or a write comes (any write: a new alert changes the
   * key, and an alert does not always make the page out of date). Cached pages then skip
   * Fastify like the JSON reads: under `npm run test:load` the pages were most of the reads and
   * Fastify's routing and hooks most of their cost. Bounded: any query string is a URL.
   */
  const pageKeys = new Map<string, { key: string; validUntil: number; generation: number }>();
  const maxPageKeys = 2000;
  /** The cache key for Fastify's URL: a page's while it holds, else the URL itself. */
  const cacheKeyOf = (url: string): string => {
    const page = pageKeys.get(url);
    if (page && page.generation === options.cache.generation() && now() < page.validUntil)
      return page.key;
    return url;
  };
  /**
   * The headers of each kept answer, as one flat name-value list: writeHead with a list writes
   * them as they are, where a setHeader each checks and stores them one by one. The small JSON
   * reads (/api/details, 51 bytes) spent more on their headers than on anything else.
   */
  const prepared = new WeakMap<CachedResponse, string[]>();
  let stopped = false;
  let answered = 0;

  // A page's own CSP replaces the default one, as security-headers.ts does on Fastify's path.
  const headersOf = (entry: CachedResponse): string[] => [
    ...Object.entries(options.everywhereHeaders)
      .filter(([name]) => !(options.replaceable?.has(name) && name in entry.headers))
      .flat(),
    ...Object.entries(entry.headers).flat(),
    'content-type',
    entry.contentType,
    'etag',
    entry.etag,
    'cache-control',
    'no-cache',
    'vary',
    'Accept-Encoding',
  ];

  function answer(request: IncomingMessage, response: ServerResponse): boolean {
    const { method, headers } = request;
    if (stopped || (method !== 'GET' && method !== 'HEAD') || headers.authorization !== undefined)
      return false;
    const entry = options.cache.lookup(cacheKeyOf(options.keyOf(request.url ?? '/')));
    const entryHeaders = entry && prepared.get(entry);
    if (!entry || !entryHeaders) return false;
    const logged = options.log !== undefined && loggedLevels.has(options.log.level);
    const started = logged ? performance.now() : 0;
    const tags = headers['if-none-match'];
    if (tags?.split(',').some((tag) => tag.trim() === entry.etag)) {
      response.writeHead(304, [...entryHeaders, 'content-length', '0']);
      response.end();
    } else {
      const { body, coding } = answerBody(entry.body, headers['accept-encoding']);
      const sent = coding
        ? [...entryHeaders, 'content-encoding', coding, 'content-length', String(body.length)]
        : [...entryHeaders, 'content-length', String(body.length)];
      response.writeHead(200, sent);
      response.end(method === 'HEAD' ? undefined : body);
    }
    answered += 1;
    if (logged)
      options.log!.info(
        {
          req: { method, url: request.url?.split('?')[0] },
          res: { statusCode: response.statusCode },
          responseTime: performance.now() - started,
        },
        'request answered from memory',
      );
    return true;
  }

  return {
    keep: (entry) => void prepared.set(entry, headersOf(entry)),
    rememberPage(url, key, validUntil) {
      if (pageKeys.size >= maxPageKeys && !pageKeys.has(url)) pageKeys.clear();
      pageKeys.set(url, { key, validUntil, generation: options.cache.generation() });
    },
    answer,
    stop: () => void (stopped = true),
    count: () => answered,
  };
}

/**
 * Fastify's HTTP/1 server (its lib/server.js makes the same with the same options), with the
 * early answers in front of Fastify's handler.
 */
export function serverWithEarlyAnswers(early: Pick<EarlyAnswers, 'answer'>) {
  return (handler: FastifyServerFactoryHandler, options: FastifyHttpOptions<Server>): Server => {
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!early.answer(request, response)) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
