import { Navigate, useLocation, useOutletContext, type MetaArgs } from 'react-router';
import { adminScreenOfPath, adminScreens } from '#contracts/admin-addresses.ts';
import { schoolIfSetUpOf } from '#web/lib/school.ts';
import { privatePageMeta } from '#web/lib/seo.ts';
import type { AdminOutletContext } from './admin-layout.tsx';
import { adminScreenTitle, adminScreensFor } from './admin-screens.tsx';

export const meta = ({ matches, location }: MetaArgs) =>
  privatePageMeta(adminScreenTitle(adminScreenOfPath(location.pathname)), schoolIfSetUpOf(matches));

/**
 * One admin screen, the one its address names (a record's address opens it on its screen). A
 * screen the role cannot use leads to the first it can: Today, or My account while the password
 * is a temporary one.
 */
export default function AdminScreenPage() {
  const { role, mustChangePassword } = useOutletContext<AdminOutletContext>();
  const { pathname } = useLocation();
  const screens = adminScreensFor(role, mustChangePassword);
  const screen = adminScreenOfPath(pathname);
  const entry = screens.find((each) => each.screen === screen);
  if (!entry) return <Navigate to={adminScreens[screens[0]!.screen]} replace />;
  return entry.panel;
}
