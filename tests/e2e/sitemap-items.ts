import type { APIRequestContext } from '@playwright/test';

/** Item pages (/news|notices|events|gallery/<slug>) listed in sitemap.xml, by kind. */
export async function sitemapItemPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)]
    .map((match) => match[1]!)
    .filter((route) => /^\/(news|notices|events|gallery)\/[^/]+$/.test(route));
}
