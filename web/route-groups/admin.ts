import { index, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { adminRecords, adminScreens, type AdminScreen } from '#contracts/admin-addresses.ts';

const underAdmin = (path: string) => path.slice('/admin/'.length);

/**
 * The signed-in admin's screens, one address each (contracts/admin-addresses.ts), under the
 * navigation of admin-shell.tsx: Today at /admin, every other screen at /admin/<screen>, and its
 * records at their own addresses. One route file draws every screen (each path needs its own id).
 */
export const routes: RouteConfigEntry[] = [
  index('routes/admin/admin-screen.tsx', { id: 'admin-today' }),
  ...(Object.keys(adminScreens) as AdminScreen[])
    .filter((screen) => screen !== 'today')
    .map((screen) =>
      route(underAdmin(adminScreens[screen]), 'routes/admin/admin-screen.tsx', {
        id: `admin-${screen}`,
      }),
    ),
  ...Object.entries(adminRecords).map(([kind, { path }]) =>
    route(`${underAdmin(path)}/:record`, 'routes/admin/admin-screen.tsx', {
      id: `admin-${kind}-record`,
    }),
  ),
];
