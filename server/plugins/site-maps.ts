import type { FastifyInstance } from 'fastify';
import { itemKinds, type ItemKind } from '#contracts/content/content-kinds.ts';
import { itemPath } from '#contracts/content/item-paths.ts';
import { languages, pathInLanguage, pathWithoutLanguage } from '#contracts/languages.ts';
import type { ItemOf, PublicContentReader } from '#contracts/public-content.ts';
import { escapeXml } from '#server/lib/escape-xml.ts';
import { publicAccess } from '#server/lib/route-access.ts';
import { publicRead } from '#server/http/route-helpers.ts';
import { kindEntries } from '#server/modules/content/index.ts';

type SitemapEntry = { path: string; lastmod?: string };

/**
 * Every published item of `kind` with its page's address and last change, the field its entry
 * names (server/modules/content/kind-entries.ts).
 */
async function itemEntries<K extends ItemKind>(
  reader: PublicContentReader,
  kind: K,
): Promise<SitemapEntry[]> {
  const items = await reader.items(kind);
  const lastChange = kindEntries[kind].lastChange as keyof ItemOf[K];
  return items.map((item) => ({
    path: itemPath(kind, item.slug!),
    lastmod: item[lastChange] as string,
  }));
}

/**
 * Pages of the route table the sitemap leaves out, in both languages: the news page's other
 * addresses, whose canonical is /news-events (web/routes/public/news-events.tsx), and the staff
 * help page, which asks search engines not to index it. site-maps.test.ts fails for any listed
 * page whose canonical is elsewhere or that says noindex.
 */
const unlistedPaths = new Set([
  '/school-notification',
  '/school-notifications',
  '/forgot-password',
]);

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /admin-login',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map(({ path, lastmod }) => {
      const modified = lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : '';
      return `  <url><loc>${escapeXml(publicUrl + path)}</loc>${modified}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * Every page with a path of its own (in both languages: the route table has each page under
 * /hi/ too), the information pages the catch-all serves (those staff added, and the two named
 * after the school), then every published item's page with its last change, in both languages.
 */
async function sitemapEntries(
  reader: PublicContentReader,
  pagePaths: string[],
): Promise<SitemapEntry[]> {
  const [itemLists, pageSlugs] = await Promise.all([
    Promise.all(itemKinds.map((kind) => itemEntries(reader, kind))),
    reader.publishedPageSlugs(),
  ]);
  const routed = new Set(pagePaths);
  const catchAllPages = pageSlugs
    .map((slug) => `/${slug}`)
    .filter((path) => path !== '/home' && !routed.has(path));
  const items = itemLists.flat();
  return [
    ...pagePaths
      .filter((path) => !unlistedPaths.has(pathWithoutLanguage(path)))
      .map((path) => ({ path })),
    ...languages.flatMap((language) =>
      catchAllPages.map((path) => ({ path: pathInLanguage(path, language) })),
    ),
    ...languages.flatMap((language) =>
      items.map((item) => ({ ...item, path: pathInLanguage(item.path, language) })),
    ),
  ];
}

/** robots.txt, and sitemap.xml made on request and kept in the response cache until a write. */
export function registerSiteMaps(
  app: FastifyInstance,
  options: { publicUrl: string; reader: PublicContentReader; pagePaths: string[] },
): void {
  const robots = robotsTxt(options.publicUrl);
  app.get('/robots.txt', { config: publicAccess, schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robots),
  );
  app.get(
    '/sitemap.xml',
    { config: publicRead, schema: { hide: true } },
    async (_request, reply) => {
      const entries = await sitemapEntries(options.reader, options.pagePaths);
      return reply
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(options.publicUrl, entries));
    },
  );
}
