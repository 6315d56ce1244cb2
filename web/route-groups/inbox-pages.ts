import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** The two public pages whose forms reach the admin Inbox (page files under web/routes/public/). */
export const routes: RouteConfigEntry[] = [
  route('careers', 'routes/public/careers.tsx'),
  route('contact', 'routes/public/contact.tsx'),
];
