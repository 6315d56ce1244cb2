import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import { itemKinds } from '#contracts/content/content-kinds.ts';

/**
 * A page per published item, at /news/<slug>, /notices/<slug>, /events/<slug> and
 * /gallery/<slug> (one route file; each path needs its own id), and the news list.
 */
export const routes: RouteConfigEntry[] = [
  route('news', 'routes/public/news.tsx'),
  ...itemKinds.map((kind) =>
    route(`${kind}/:slug`, 'routes/public/item.tsx', { id: `${kind}-item` }),
  ),
];
