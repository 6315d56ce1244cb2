import { newRecordId } from '#contracts/admin-addresses.ts';
import { languages } from '#contracts/languages.ts';
import type { RouteEntry } from '#server/lib/route-table.ts';

/**
 * The first path segments the app answers itself: every route of the route table (the API, the
 * admin, the web app's pages, /uploads, /share-cards, the built files such as /assets and
 * /favicon.svg, the not-found page /404; server/plugins/web-pages.ts adds the last three) and
 * the language prefixes (/hi). A file's name counts without its extension too (/sitemap.xml
 * reserves `sitemap`), so no page reads as the file. Read from the table on each page save, so
 * a route added later is reserved with no list to keep up to date.
 */
export function reservedSegments(routes: readonly RouteEntry[]): Set<string> {
  const reserved = new Set<string>(languages);
  for (const { url } of routes) {
    const segment = url.split('/')[1] ?? '';
    // `/`, the catch-all `/*` and a page of any address (`/:slug`) reserve nothing.
    if (segment === '' || /[:*]/.test(segment)) continue;
    reserved.add(segment);
    reserved.add(segment.split('.')[0]!);
  }
  return reserved;
}

/** Whether a page at `/<slug>` would stand where the app answers (or under it: `admin/x`). */
export function isReservedAddress(slug: string, routes: readonly RouteEntry[]): boolean {
  // A page called `new` would open at /admin/pages/new, the admin's address for a new page.
  if (slug.toLowerCase() === newRecordId) return true;
  const first = slug.split('/')[0]!.toLowerCase();
  return reservedSegments(routes).has(first);
}
