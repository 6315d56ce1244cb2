import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages } from '#contracts/api-error.ts';
import type { PublicContentReader } from '#contracts/public-content.ts';
import type { PublicForms } from '#contracts/public-forms.ts';
import type { SiteSetup } from '#contracts/site-setup.ts';
import type { EarlyAnswers } from '#server/cache/early-answers.ts';
import { answerFromEntry } from '#server/cache/public-cache-hooks.ts';
import type { CachedResponse, ResponseCache } from '#server/cache/response-cache.ts';
import { createSingleRender, refusesStale } from '#server/cache/single-render.ts';
import { clientAddressKey } from '#server/lib/client-address.ts';
import { bytesOf } from '#server/lib/byte-string.ts';
import { endOfDayInKolkata } from '#server/lib/school-dates.ts';
import { publicAccess } from '#server/lib/route-access.ts';
import { isStaffRequest } from '#server/lib/staff-request.ts';
import { contentSecurityPolicy, mapFrameSource } from './content-security-policy.ts';
import { isAdminPath, manifestPath, pageUrl } from './page-url.ts';
import { shapeForFirstPaint } from './first-paint.ts';
import { registerPageForms } from './page-forms.ts';
import { loadPageRenderer, type RenderedPage } from './render-page.ts';
import { registerSiteMaps } from './site-maps.ts';
import { registerViteDev } from './vite-dev.ts';
import { loadStaticFiles, type StaticFile } from './static-files.ts';

/** A render's page, its cache entry, and the visitor it was rendered for (see `sendPage`). */
type RenderedAnswer = { page: RenderedPage; entry?: CachedResponse; clientKey: string };

/**
 * A page that answers one visitor's input (the TC verification, counted per address) says so:
 * it is never kept, nor given to another visitor.
 */
const saysNoStore = (page: RenderedPage) => /no-store/.test(page.headers['cache-control'] ?? '');

const immutableCache = 'public, max-age=31536000, immutable';

/** A page's type; a redirect (the enquiry form, a form's post/redirect/get) has no body to type. */
const typeOf = (page: RenderedPage) =>
  page.headers['content-type'] ??
  (page.status >= 300 && page.status < 400
    ? 'text/plain; charset=utf-8'
    : 'text/html; charset=utf-8');
const notBuilt = 'The web app is not built yet: run `npm run build`.';

/** The path the catch-all route answers with the "Page not found" page and status 404. */
const notFoundPath = '/404';

/**
 * Addresses of files rather than pages: one that does not exist answers a short 404, not the
 * "Page not found" page (browsers ask for /apple-touch-icon-precomposed.png and the like).
 * `.data` is not here: React Router asks for a page's data at `<page>.data`.
 */
const fileAddress =
  /\.(png|jpe?g|gif|webp|avif|svg|ico|js|mjs|css|map|json|txt|xml|webmanifest|woff2?|ttf|otf|pdf|zip|php)$/i;

/** The request's URL; undefined for a malformed one or one with `.` or `..` segments. */
function parseUrl(rawUrl: string): URL | undefined {
  try {
    const rawPath = rawUrl.split('?')[0]!;
    if (rawPath.split('/').some((segment) => /^\.{1,2}$/.test(decodeURIComponent(segment))))
      return undefined;
    // '//host/x' is a path here (Fastify ignores duplicate slashes), not another host.
    return new URL(rawUrl.replace(/^\/+/, '/'), 'http://site.invalid');
  } catch {
    return undefined;
  }
}

/**
 * Serves the web app: pages rendered on request by React Router in this process (public pages
 * cached until the next content change, decision 0008), the build's hashed assets from memory,
 * robots.txt and sitemap.xml. Admin screens are rendered too, but never cached.
 */
export async function registerWebPages(
  app: FastifyInstance,
  options: {
    buildDir: string;
    publicUrl: string;
    cache: ResponseCache;
    reader: PublicContentReader;
    /** The public forms, for the pages' actions (page-forms.ts). */
    forms: PublicForms;
    /** The setup of a new site, for the setup screen's loader and action. */
    setup: SiteSetup;
    /** `npm run dev`: pages from Vite, never cached. */
    webDev?: boolean;
    /** The site's icons and manifests, made from the school's settings (site-icons.ts). */
    siteIcon?: (pathname: string) => Promise<StaticFile | undefined>;
    /** Cached pages answered before Fastify routes them (server/cache/early-answers.ts). */
    early?: Pick<EarlyAnswers, 'keep' | 'rememberPage'>;
  },
): Promise<void> {
  const { cache, reader } = options;
  const https = options.publicUrl.startsWith('https:');
  const files = loadStaticFiles(path.join(options.buildDir, 'client'));
  const loadBuild = options.webDev ? await registerViteDev(app) : undefined;
  const renderer = await loadPageRenderer({ ...options, loadBuild });
  const routePaths = renderer?.routePaths ?? [];
  // Pages are routes too: the tests that cover every route (fuzz, headers) find them here.
  app.routeTable.push(...routePaths.map((url) => ({ method: 'GET', url, ...publicAccess })));
  // So are the built files (a folder as `/assets/*`) and the not-found page: no information
  // page may take their addresses (server/modules/pages/reserved-addresses.ts).
  const fileRoutes = new Set(
    [...files.keys()].map((file) => file.replace(/^(\/[^/]+)\/.*$/, '$1/*')),
  );
  app.routeTable.push(
    ...[...fileRoutes, notFoundPath].map((url) => ({ method: 'GET', url, ...publicAccess })),
  );
  registerSiteMaps(app, {
    publicUrl: options.publicUrl,
    reader,
    pagePaths: routePaths.filter(
      (url) => !url.includes(':') && !isAdminPath(url) && !renderer?.unlistedPaths.includes(url),
    ),
  });
  app.log.debug({ files: files.size, rendered: Boolean(renderer) }, 'web app loaded');

  function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile) {
    const cacheControl =
      file.cacheControl ??
      (request.url.startsWith('/assets/') ? immutableCache : 'public, max-age=3600');
    reply
      .header('Content-Type', file.contentType)
      .header('Cache-Control', cacheControl)
      .header('Vary', 'Accept-Encoding')
      .header('ETag', file.etag);
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    const accepted = request.headers['accept-encoding'] ?? '';
    if (file.brotli && /\bbr\b/.test(accepted))
      return reply.header('Content-Encoding', 'br').send(file.brotli);
    if (file.gzip && /\bgzip\b/.test(accepted))
      return reply.header('Content-Encoding', 'gzip').send(file.gzip);
    return reply.send(file.body);
  }

  /** The router's own headers, the CSP of an HTML page among them (`render`). */
  function headersOf(page: RenderedPage): Record<string, string> {
    const headers = { ...page.headers };
    delete headers['content-type'];
    delete headers['content-length'];
    return headers;
  }

  /** Where the school's map may be framed from, as its settings are now. */
  async function frameSource(): Promise<string> {
    return (await reader.isSetUp())
      ? mapFrameSource((await reader.school()).map.embedUrl)
      : "'none'";
  }

  /** A page, with the CSP an HTML page needs for its inline scripts and the school's map. */
  async function render(target: string, clientKey: string, form?: FormData) {
    const page = await renderer!.render(target, clientKey, form);
    if (!page.headers['content-type']?.startsWith('text/html')) return page;
    const html = shapeForFirstPaint(page.body, files);
    const policy = contentSecurityPolicy(html, https, await frameSource());
    return {
      ...page,
      body: bytesOf(html),
      headers: { ...page.headers, 'content-security-policy': policy },
    };
  }

  const singleRender = createSingleRender<RenderedAnswer>(cache, (error) =>
    app.log.error({ err: error }, 'a page render failed; the page is served as it was'),
  );
  app.addHook('preClose', async () => singleRender.stop());

  /** The cache entry a 200 becomes; none for a page that says no-store (the TC verification). */
  function storeOf(key: string, page: RenderedPage, generation: number) {
    if (page.status !== 200 || saysNoStore(page)) return undefined;
    const contentType = typeOf(page);
    const entry = cache.store(
      key,
      page.body,
      contentType,
      generation,
      headersOf(page),
      page.dependsOn,
    );
    options.early?.keep(entry);
    return entry;
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, url: URL) {
    if (!renderer) return reply.code(503).type('text/plain; charset=utf-8').send(notBuilt);
    const target = pageUrl(url);
    // Admin screens are per visitor; route discovery answers many combinations of paths; a
    // staff member's request is answered afresh and not kept (access-control.ts).
    const cacheable =
      !options.webDev &&
      !isAdminPath(url.pathname) &&
      url.pathname !== manifestPath &&
      !isStaffRequest(request);
    // "Today" is part of the key: the calendar and upcoming events move on at midnight in India.
    // So is the emergency alert shown on top: a page cached with it is not served once it has
    // expired (posting and withdrawing clear the cache anyway).
    const alert = await reader.currentAlert();
    const today = reader.today();
    const key = `page ${today} ${alert?.id ?? 'no-alert'} ${target}`;
    const clientKey = clientAddressKey(request.ip);
    const send = (entry: CachedResponse) => {
      // The next requests for this URL are answered from the cache before routing, while the
      // day and the alert in the key last.
      if (cacheable) {
        const alertEnds = alert ? Date.parse(alert.expiresAt) : Infinity;
        options.early?.rememberPage(
          request.url,
          key,
          Math.min(endOfDayInKolkata(today), alertEnds),
        );
      }
      return reply.type(entry.contentType).send(answerFromEntry(request, reply, entry));
    };
    // After a write, one render replaces the page; meanwhile most readers get the previous one.
    const answer = singleRender(
      key,
      { cacheable, refusesStale: refusesStale(request.headers) },
      async (generation) => {
        const page = await render(target, clientKey);
        return {
          page,
          entry: cacheable ? storeOf(key, page, generation) : undefined,
          clientKey,
        };
      },
    );
    if ('entry' in answer) return send(answer.entry);
    const rendered = await answer.rendered;
    if (rendered.entry) return send(rendered.entry);
    // A page for one visitor, joined by another: rendered again for this one.
    const page =
      saysNoStore(rendered.page) && rendered.clientKey !== clientKey
        ? await render(target, clientKey)
        : rendered.page;
    return reply
      .code(page.status)
      .headers(headersOf(page))
      .header('Cache-Control', cacheable && !saysNoStore(page) ? 'no-cache' : 'no-store')
      .type(typeOf(page))
      .send(page.body);
  }

  /** A page that answers a POSTed form: one visitor's input, never kept by anyone. */
  function sendFormAnswer(reply: FastifyReply, page: RenderedPage) {
    return reply
      .code(page.status)
      .headers(headersOf(page))
      .header('Cache-Control', 'no-store')
      .type(typeOf(page))
      .send(page.body);
  }
  await registerPageForms(app, {
    actionPaths: renderer?.actionPaths ?? [],
    render,
    send: sendFormAnswer,
  });

  async function notFound(request: FastifyRequest, reply: FastifyReply) {
    if (!renderer) return reply.code(404).type('text/plain; charset=utf-8').send('Page not found.');
    const page = await render(notFoundPath, clientAddressKey(request.ip));
    return reply
      .code(404)
      .headers(headersOf(page))
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page.body);
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.code(404).send({ message: errorMessages.notFound });
    }
    return notFound(request, reply);
  });

  app.get('/*', { config: publicAccess, schema: { hide: true } }, async (request, reply) => {
    const url = parseUrl(request.url);
    if (!url) return notFound(request, reply);
    if (url.pathname.startsWith('/api/')) {
      return reply.code(404).send({ message: errorMessages.notFound });
    }
    const file = files.get(url.pathname) ?? (await options.siteIcon?.(url.pathname));
    if (file) return sendFile(request, reply, file);
    if (url.pathname.startsWith('/uploads/')) return notFound(request, reply);
    if (fileAddress.test(url.pathname)) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send('Not found.');
    }
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      // One leading slash: '//host/' must not become a redirect to another site.
      const canonical = '/' + url.pathname.replace(/^\/+|\/+$/g, '');
      return reply.redirect(canonical + url.search, 301);
    }
    return sendPage(request, reply, url);
  });
}
