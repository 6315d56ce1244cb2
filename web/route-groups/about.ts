import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import { schoolIdentity } from '#contracts/school-identity.ts';

const { slugs } = schoolIdentity;

/**
 * About Us and Why Us: information pages read from the database (routes/public/info-page.tsx,
 * decision 0018). /director-message_1 is the Chairperson's message, at the earlier site's address.
 */
const pages = [
  'our-school',
  slugs.overview,
  'our-mission',
  'our-vision',
  'director-message',
  'director-message_1',
  'principal-message',
  'value-education',
  'school-values',
  slugs.whyChooseUs,
  'accolades',
  'faculty',
  'epfuture',
];

export const routes: RouteConfigEntry[] = pages.map((page) =>
  route(page, 'routes/public/info-page.tsx', { id: page }),
);
