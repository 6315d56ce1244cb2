import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encodedBody, preferredCoding } from './encoded-body.ts';
import type { CachedResponse, ResponseCache } from './response-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public GET whose answer depends only on the URL and the content tables. */
    publicCache?: boolean;
  }
  interface FastifyRequest {
    servedFromCache?: boolean;
    cacheGeneration?: number;
  }
}

const revalidate = 'no-cache';

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim() === etag);
}

/** Sets the validators and picks the body: compressed from the cache, or plain. */
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
  const coding = preferredCoding(request.headers['accept-encoding'], entry.body);
  if (!coding) return entry.body;
  reply.header('Content-Encoding', coding);
  return encodedBody(entry, coding);
}

function isCacheable(request: FastifyRequest, reply: FastifyReply): boolean {
  return request.method === 'GET' && reply.routeOptions.config.publicCache === true;
}

/**
 * Answers repeated public reads from memory, with an ETag so clients revalidate cheaply (304).
 * Registered before @fastify/compress, which leaves an answer that already has a
 * Content-Encoding alone: cached answers are compressed once, not on every request.
 */
export function registerPublicCacheHooks(app: FastifyInstance, cache: ResponseCache): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isCacheable(request, reply)) return;
    request.cacheGeneration = cache.generation();
    const entry = cache.lookup(request.url);
    if (!entry) return;
    request.servedFromCache = true;
    const body = answerFromEntry(request, reply, entry);
    return reply.type(entry.contentType).send(body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isCacheable(request, reply) || request.servedFromCache || reply.statusCode !== 200)
      return payload;
    if (typeof payload !== 'string') return payload;
    const contentType = String(
      reply.getHeader('content-type') ?? 'application/json; charset=utf-8',
    );
    const entry = cache.store(request.url, payload, contentType, request.cacheGeneration ?? -1);
    return answerFromEntry(request, reply, entry);
  });
}
