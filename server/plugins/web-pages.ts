import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages } from '#contracts/api-error.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { publicUrlPlaceholder } from '#contracts/site-url.ts';
import { robotsTxt, sitemapXml } from './site-maps.ts';
import { loadStaticFiles, textFile, type StaticFile } from './static-files.ts';

const spaFallbackPath = '/__spa-fallback.html';
const notFoundPagePath = '/404';
const immutableCache = 'public, max-age=31536000, immutable';

function contentSecurityPolicy(file: StaticFile, https: boolean): string {
  const mapOrigin = new URL(schoolIdentity.mapEmbedUrl).origin;
  return [
    "default-src 'self'",
    `script-src 'self' ${(file.scriptHashes ?? []).join(' ')}`.trim(),
    // React writes style attributes (e.g. carousel offsets); scripts stay hash-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${mapOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

function isAdminPath(urlPath: string): boolean {
  return urlPath === '/admin-login' || urlPath === '/admin' || urlPath.startsWith('/admin/');
}

function decodePath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web app: pre-rendered pages, the client shell for admin routes, hashed assets,
 * and a real 404 page with status 404 for every other path outside /api.
 */
export function registerWebPages(
  app: FastifyInstance,
  options: { buildDir: string; publicUrl: string },
): void {
  const https = options.publicUrl.startsWith('https:');
  const files = loadStaticFiles(
    path.join(options.buildDir, 'client'),
    options.publicUrl,
    publicUrlPlaceholder,
  );
  const pagePaths = [...files.entries()]
    .filter(
      ([urlPath, file]) =>
        file.scriptHashes && urlPath !== notFoundPagePath && urlPath !== spaFallbackPath,
    )
    .map(([urlPath]) => urlPath);
  files.set('/robots.txt', textFile(robotsTxt(options.publicUrl), 'text/plain; charset=utf-8'));
  if (pagePaths.length > 0) {
    files.set(
      '/sitemap.xml',
      textFile(sitemapXml(options.publicUrl, pagePaths), 'application/xml; charset=utf-8'),
    );
  }
  app.log.debug({ files: files.size, pages: pagePaths.length }, 'web files loaded');

  function send(
    request: FastifyRequest,
    reply: FastifyReply,
    file: StaticFile,
    status: number,
    cacheControl: string,
  ) {
    reply
      .code(status)
      .header('Content-Type', file.contentType)
      .header('Cache-Control', cacheControl);
    reply.header('Vary', 'Accept-Encoding').header('ETag', file.etag);
    if (file.scriptHashes)
      reply.header('Content-Security-Policy', contentSecurityPolicy(file, https));
    if (status === 200 && request.headers['if-none-match'] === file.etag)
      return reply.code(304).send();
    const accepted = request.headers['accept-encoding'] ?? '';
    if (file.brotli && /\bbr\b/.test(accepted))
      return reply.header('Content-Encoding', 'br').send(file.brotli);
    if (file.gzip && /\bgzip\b/.test(accepted))
      return reply.header('Content-Encoding', 'gzip').send(file.gzip);
    return reply.send(file.body);
  }

  function notFound(request: FastifyRequest, reply: FastifyReply) {
    const page = files.get(notFoundPagePath);
    if (!page) return reply.code(404).type('text/plain; charset=utf-8').send('Page not found.');
    return send(request, reply, page, 404, 'no-cache');
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.code(404).send({ message: errorMessages.notFound });
    }
    return notFound(request, reply);
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodePath(request.url);
    if (urlPath === undefined || urlPath.startsWith('/api/')) {
      return reply.code(404).send({ message: errorMessages.notFound });
    }
    if (urlPath.length > 1 && urlPath.endsWith('/')) {
      const withoutSlash = urlPath.replace(/\/+$/, '');
      if (files.has(withoutSlash)) return reply.redirect(withoutSlash, 301);
    }
    const file = files.get(urlPath);
    if (file && urlPath !== notFoundPagePath && urlPath !== spaFallbackPath) {
      const cache = urlPath.startsWith('/assets/')
        ? immutableCache
        : file.scriptHashes
          ? 'no-cache'
          : 'public, max-age=3600';
      return send(request, reply, file, 200, cache);
    }
    const shell = files.get(spaFallbackPath);
    if (isAdminPath(urlPath) && shell) return send(request, reply, shell, 200, 'no-cache');
    return notFound(request, reply);
  });
}
