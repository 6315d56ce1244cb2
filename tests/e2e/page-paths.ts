import type { RouteConfigEntry } from '@react-router/dev/routes';
import { expandOptionalSegments } from '../../contracts/optional-segments.ts';
import routes from '../../web/routes.ts';

function flatten(entries: RouteConfigEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${prefix}/${entry.path}` : prefix;
    const here = entry.index || (entry.path && !entry.children) ? [own || '/'] : [];
    return [...here, ...flatten(entry.children ?? [], own)];
  });
}

/** Addresses that only redirect to another site (the admission enquiry form): no page here. */
const redirectsAway = ['/enquiry-form', '/hi/enquiry-form'];

/** A new site's setup screen: no page of the school's site (first-setup.spec.ts checks it). */
const setupScreen = ['/setup', '/hi/setup'];

/**
 * Every public page of the route table without a parameter (item pages come from the sitemap at
 * run time), in English and under /hi/ in Hindi: a page added later is checked without editing
 * the tests.
 */
const allPaths = [...new Set(flatten(routes).flatMap(expandOptionalSegments))].filter(
  (route) =>
    !route.includes(':') &&
    !route.includes('*') &&
    !redirectsAway.includes(route) &&
    !setupScreen.includes(route),
);

/**
 * The demo's information pages that no route names: the catch-all serves them, as it serves any
 * page staff add (the two named after the demo school's abbreviation, from its settings).
 */
const catchAllPages = ['/vvis', '/why-vvis'].flatMap((path) => [path, `/hi${path}`]);

export const publicPagePaths = [
  ...allPaths.filter((route) => !route.startsWith('/admin')),
  ...catchAllPages,
].sort();

/** The admin area's screens (/admin-login, /admin/...), for the phone-width and axe checks. */
export const adminPagePaths = allPaths.filter((route) => route.startsWith('/admin')).sort();
