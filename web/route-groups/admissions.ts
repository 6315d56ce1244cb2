import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** The parents' admission pages (decision 0029): the application, and its mailed status link. */
export const routes: RouteConfigEntry[] = [
  route('admissions/apply', 'routes/public/admissions/apply.tsx'),
  route('admissions/status', 'routes/public/admissions/status.tsx'),
];
