import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Circulars by e-mail: the subscribe page and the pages behind the mailed links. */
export const routes: RouteConfigEntry[] = [
  route('subscribe', 'routes/public/subscribe.tsx'),
  // One module draws both one-button pages behind mailed links.
  route('subscriptions/confirm', 'routes/public/subscription-link.tsx', {
    id: 'subscription-confirm',
  }),
  route('subscriptions/manage', 'routes/public/subscription-manage.tsx'),
  route('subscriptions/acknowledge', 'routes/public/subscription-link.tsx', {
    id: 'subscription-acknowledge',
  }),
];
