import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The two parent services with a module of their own: the admission enquiry form (it follows the
 * address of the school's form) and the transfer certificate check. Information pages (fees,
 * rules, uniform and the rest) have no route: the catch-all serves each from the database.
 */
export const routes: RouteConfigEntry[] = [
  route('enquiry-form', 'routes/public/parents/enquiry-form.tsx'),
  route('view-issued-tcs', 'routes/public/parents/view-issued-tcs.tsx'),
];
