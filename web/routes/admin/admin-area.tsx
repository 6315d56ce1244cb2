import { Outlet, useLocation, useOutletContext } from 'react-router';
import { adminScreenOfPath, adminScreens } from '#contracts/admin-addresses.ts';
import { AdminShell } from '#web/components/layout/admin-shell.tsx';
import { logout } from '#web/features/admin-auth/api/logout.ts';
import type { AdminOutletContext } from './admin-layout.tsx';
import { adminScreensFor } from './admin-screens.tsx';

/** The signed-in admin's navigation around every screen (web/route-groups/admin.ts). */
export default function AdminArea() {
  const context = useOutletContext<AdminOutletContext>();
  const { pathname } = useLocation();
  const screens = adminScreensFor(context.role, context.mustChangePassword);
  const open = adminScreenOfPath(pathname);
  return (
    <AdminShell
      links={screens.map((entry) => ({
        to: adminScreens[entry.screen],
        label: entry.label ?? entry.title,
      }))}
      current={screens.find((entry) => entry.screen === open)?.title}
      username={context.username}
      onSignOut={logout}
    >
      <Outlet context={context} />
    </AdminShell>
  );
}
