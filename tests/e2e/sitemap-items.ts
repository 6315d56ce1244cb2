import type { APIRequestContext } from '@playwright/test';
import { itemKinds, type ItemKind } from '../../contracts/content/content-kinds.ts';

/** Item pages (`/<kind>/<slug>`, of each kind in the registry) listed in sitemap.xml. */
export async function sitemapItemPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)]
    .map((match) => match[1]!)
    .filter((route) => {
      const [, kind, slug, ...rest] = route.split('/');
      return slug !== undefined && rest.length === 0 && itemKinds.includes(kind as ItemKind);
    });
}
