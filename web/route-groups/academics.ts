import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Academics (pre-primary to secondary), beyond academics and the facilities pages: information
 * pages read from the database (routes/public/info-page.tsx, decision 0018).
 */
const pages = [
  'academics-pre-primary',
  'academics-primary',
  'academics-middle',
  'academics-upper',
  'beyond-academics',
  'extracurricular-activities',
  'our-campus',
  'it-infrastructure',
  'sport-facilities',
  'hi-tech-classes',
  'security-cctv-surveillance',
  'transport-facilities',
] as const;

export const routes: RouteConfigEntry[] = pages.map((page) =>
  route(page, 'routes/public/info-page.tsx', { id: page }),
);
