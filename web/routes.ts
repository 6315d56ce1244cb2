import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { routes as admissionRoutes } from './route-groups/admissions.ts';
import { routes as adminRoutes } from './route-groups/admin.ts';
import { routes as dynamicPagesRoutes } from './route-groups/dynamic-pages.ts';
import { routes as inboxPagesRoutes } from './route-groups/inbox-pages.ts';
import { routes as itemRoutes } from './route-groups/items.ts';
import { routes as parentServiceRoutes } from './route-groups/parent-services.ts';
import { routes as subscriptionRoutes } from './route-groups/subscriptions.ts';

/**
 * Public pages are rendered on request (react-router.config.ts) and share the header and footer
 * through public-layout; admin screens do not. Every public page is also under /hi/ in Hindi: an
 * optional path segment keeps one route (and one id) per page for both languages (decision 0025).
 */
export default [
  route('hi?', 'routes/public-layout.tsx', [
    index('routes/public/home.tsx'),
    ...parentServiceRoutes,
    ...dynamicPagesRoutes,
    ...itemRoutes,
    ...inboxPagesRoutes,
    ...subscriptionRoutes,
    ...admissionRoutes,
    route('forgot-password', 'routes/public/forgot-password.tsx'),
    route('search', 'routes/public/search.tsx'),
    // Every information page (decision 0018), those the site came with and those staff added or
    // moved, at any one-segment address; everything else is 404. Information pages have no route
    // of their own: their addresses are content, and React Router tries each route in turn for
    // every page it renders (docs/scripts.md).
    route('*', 'routes/public/info-page.tsx', { id: 'catch-all' }),
  ]),
  // A new site's first page (decision 0027): no school yet, so no public layout.
  route('hi?/setup', 'routes/setup/setup.tsx'),
  route('admin-login', 'routes/admin/admin-login.tsx'),
  // Outside the signed-in layout: the new member has no session yet.
  route('admin/invitation', 'routes/admin/admin-invitation.tsx'),
  layout('routes/admin/admin-layout.tsx', [
    route('admin', 'routes/admin/admin-area.tsx', adminRoutes),
    // The old single dashboard's `?tab=` links lead to the screen's own address.
    route('admin/dashboard', 'routes/admin/dashboard.tsx'),
    route('admin/gallery-dashboard', 'routes/admin/gallery-dashboard.tsx'),
    route('admin/page-preview/:slug', 'routes/admin/page-preview.tsx'),
  ]),
] satisfies RouteConfig;
