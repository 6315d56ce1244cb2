import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * About Us and Why Us: information pages read from the database (routes/public/info-page.tsx,
 * decision 0018). /director-message_1 is the Chairperson's message, at the earlier site's address.
 * The two pages named after the school's abbreviation (`/sps`, `/why-sps`: schoolPageSlugs in
 * contracts/school-settings.ts) are no routes: their addresses come from the settings, so the
 * catch-all serves them like any page staff added (web/routes.ts).
 */
const pages = [
  'our-school',
  'our-mission',
  'our-vision',
  'director-message',
  'director-message_1',
  'principal-message',
  'value-education',
  'school-values',
  'accolades',
  'faculty',
  'epfuture',
];

export const routes: RouteConfigEntry[] = pages.map((page) =>
  route(page, 'routes/public/info-page.tsx', { id: page }),
);
