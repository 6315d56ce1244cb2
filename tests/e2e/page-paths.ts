import type { RouteConfigEntry } from '@react-router/dev/routes';
import { expandOptionalSegments } from '../../contracts/optional-segments.ts';
import { defaultMenus } from '../../contracts/default-menus.ts';
import { demoSchool } from '../../contracts/demo-school.ts';
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

const routePaths = [...new Set(flatten(routes).flatMap(expandOptionalSegments))];

/**
 * Every public page of the route table without a parameter (item pages come from the sitemap at
 * run time), in English and under /hi/ in Hindi: a page added later is checked without editing
 * the tests.
 */
const allPaths = routePaths.filter(
  (route) =>
    !route.includes(':') &&
    !route.includes('*') &&
    !redirectsAway.includes(route) &&
    !setupScreen.includes(route),
);

/** Every path of the menus a site starts with (the demo's), internal or not. */
const { header, quickLinks, footer, legal } = defaultMenus(demoSchool);
const menuPaths = [...header, ...footer]
  .flatMap((group) => group.items)
  .concat(quickLinks, legal)
  .map((item) => item.path);

/**
 * The demo's information pages: no route names them, the catch-all serves each from the database
 * (web/routes.ts). Every one is in the menus the site starts with, so they are those menus' own
 * addresses that are no route, in both languages.
 */
const catchAllPages = [...new Set(menuPaths)]
  .filter((path) => /^\/[a-z0-9_-]+$/.test(path) && !routePaths.includes(path))
  .flatMap((path) => [path, `/hi${path}`]);

export const publicPagePaths = [
  ...allPaths.filter((route) => !route.startsWith('/admin')),
  ...catchAllPages,
].sort();

/** The admin area's screens (/admin-login, /admin/...), for the phone-width and axe checks. */
export const adminPagePaths = allPaths.filter((route) => route.startsWith('/admin')).sort();
