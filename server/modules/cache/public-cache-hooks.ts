import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResponseCache } from './response-cache.ts';

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

function isCacheable(request: FastifyRequest, reply: FastifyReply): boolean {
  return request.method === 'GET' && reply.routeOptions.config.publicCache === true;
}

/**
 * Answers repeated public reads from memory, with an ETag so clients revalidate cheaply (304).
 * Registered before compression so the cache holds the plain serialized JSON.
 */
export function registerPublicCacheHooks(app: FastifyInstance, cache: ResponseCache): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isCacheable(request, reply)) return;
    request.cacheGeneration = cache.generation();
    const entry = cache.lookup(request.url);
    if (!entry) return;
    request.servedFromCache = true;
    reply.header('ETag', entry.etag).header('Cache-Control', revalidate);
    if (matches(request, entry.etag)) return reply.code(304).send();
    return reply.type(entry.contentType).send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isCacheable(request, reply) || request.servedFromCache || reply.statusCode !== 200)
      return payload;
    if (typeof payload !== 'string') return payload;
    const contentType = String(
      reply.getHeader('content-type') ?? 'application/json; charset=utf-8',
    );
    const { etag } = cache.store(request.url, payload, contentType, request.cacheGeneration ?? -1);
    reply.header('ETag', etag).header('Cache-Control', revalidate);
    if (matches(request, etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
