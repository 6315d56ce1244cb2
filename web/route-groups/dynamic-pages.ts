import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Pages whose content staff edit, read by their loaders (page files under web/routes/public/). */
export const routes: RouteConfigEntry[] = [
  route('school-calendar', 'routes/public/school-calendar.tsx'),
  route('gallery', 'routes/public/gallery.tsx'),
  route('news-events', 'routes/public/news-events.tsx'),
  route('mandatory-disclosure', 'routes/public/mandatory-disclosure.tsx'),
  // The same page at two more paths (the header's news icon uses the plural); a route file used
  // more than once needs its own id per path.
  route('school-notifications', 'routes/public/news-events.tsx', { id: 'school-notifications' }),
  route('school-notification', 'routes/public/news-events.tsx', { id: 'school-notification' }),
];
