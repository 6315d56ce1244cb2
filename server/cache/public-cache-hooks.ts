import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRequest } from '#server/lib/staff-request.ts';
import type { EarlyAnswers } from './early-answers.ts';
import { answerBody } from './encoded-body.ts';
import { everything, type CachedResponse, type ResponseCache } from './response-cache.ts';
import { refusesStale } from './single-render.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public GET whose answer depends only on the URL and the content tables. */
    publicCache?: boolean;
    /** What writes drop its cached answer (the content writer's names); every write if unset. */
    cacheDependsOn?: readonly string[];
  }
  interface FastifyRequest {
    servedFromCache?: boolean;
    cacheGeneration?: number;
    /** Set on the first miss for a URL: lets the requests waiting for its answer go on. */
    finishComputing?: () => void;
  }
}

const revalidate = 'no-cache';

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim() === etag);
}

/** Sets the validators and picks the body in the coding the client accepts. */
export function answerFromEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
) {
  reply
    .headers(entry.headers)
    .header('ETag', entry.etag)
    .header('Cache-Control', revalidate)
    .header('Vary', 'Accept-Encoding');
  if (matches(request, entry.etag)) {
    reply.code(304);
    return '';
  }
  const { body, coding } = answerBody(entry.body, request.headers['accept-encoding']);
  if (coding) reply.header('Content-Encoding', coding);
  return body;
}

/**
 * GET, and HEAD, which Fastify answers from the same route (exposeHeadRoutes): a HEAD answer
 * carries the validators and caching a GET's does, and shares its cache entry. A staff member's
 * request is answered afresh and not kept: their answers are theirs alone.
 */
function isCacheable(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.routeOptions.config.publicCache === true &&
    !isStaffRequest(request)
  );
}

/**
 * Answers repeated public reads from memory, with an ETag so clients revalidate cheaply (304).
 * Registered before @fastify/compress, which leaves an answer that already has a
 * Content-Encoding alone: cached answers are compressed once, not on every request.
 */
export function registerPublicCacheHooks(
  app: FastifyInstance,
  cache: ResponseCache,
  early?: Pick<EarlyAnswers, 'keep'>,
): void {
  const computing = new Map<string, Promise<void>>();

  /**
   * A miss for a URL whose answer another request is computing gets the answer as it was before
   * the write, if there is one, or waits for the new one instead of computing it again. A write
   * marks answers out of date, and every connection then asks for the same popular reads at
   * once: without this, 200 concurrent misses of /api/posts kept reads waiting up to 30 s in the
   * load test (scripts/load-test.mjs), and waiting for the new answer still cost seconds at the
   * p99 while renders took the processor. A client that will not take an old answer (a reload,
   * `no-cache`) waits, as for pages (single-render.ts).
   */
  async function lookupOrLead(request: FastifyRequest): Promise<CachedResponse | undefined> {
    const key = request.url;
    const found = cache.lookup(key);
    if (found) return found;
    const running = computing.get(key);
    if (running) {
      const kept = refusesStale(request.headers) ? undefined : cache.peek(key);
      if (kept) return kept.response;
      await running;
      return cache.lookup(key);
    }
    let release = () => {};
    const done = new Promise<void>((resolve) => (release = resolve));
    computing.set(key, done);
    request.finishComputing = () => {
      if (computing.get(key) === done) computing.delete(key);
      release();
    };
    return undefined;
  }

  async function answerFromCache(request: FastifyRequest, reply: FastifyReply) {
    if (!isCacheable(request, reply)) return;
    const entry = await lookupOrLead(request);
    request.cacheGeneration = cache.generation();
    if (!entry) return;
    request.servedFromCache = true;
    const body = answerFromEntry(request, reply, entry);
    return reply.type(entry.contentType).send(body);
  }

  // The answer was not stored (an error, another status, an aborted request): the waiting
  // requests compute their own.
  const finish = async (request: FastifyRequest) => request.finishComputing?.();

  // Only the cached routes carry the lookup: other requests do not pay for it (scripts/bench.mjs).
  app.addHook('onRoute', (route) => {
    if (route.config?.publicCache !== true) return;
    const own = (hooks: unknown) => [hooks ?? []].flat();
    route.onRequest = [...own(route.onRequest), answerFromCache] as typeof route.onRequest;
    route.onResponse = [...own(route.onResponse), finish] as typeof route.onResponse;
    route.onRequestAbort = [...own(route.onRequestAbort), finish] as typeof route.onRequestAbort;
  });

  // Global, not the route's own: it must see the answer before @fastify/compress does.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      typeof payload !== 'string' ||
      !isCacheable(request, reply) ||
      request.servedFromCache ||
      reply.statusCode !== 200
    )
      return done(null, payload);
    const contentType = String(
      reply.getHeader('content-type') ?? 'application/json; charset=utf-8',
    );
    const entry = cache.store(
      request.url,
      payload,
      contentType,
      request.cacheGeneration ?? -1,
      {},
      reply.routeOptions.config.cacheDependsOn ?? everything,
    );
    early?.keep(entry);
    request.finishComputing?.();
    done(null, answerFromEntry(request, reply, entry));
  });
}
