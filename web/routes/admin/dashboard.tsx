import { useOutletContext } from 'react-router';
import { DashboardShell } from '#web/components/layout/dashboard-shell.tsx';
import { logout } from '#web/features/admin-auth/api/logout.ts';
import { privatePageMeta } from '#web/lib/seo.ts';
import type { AdminOutletContext } from './admin-layout.tsx';
import { dashboardTabsFor } from './dashboard-tabs.tsx';

export const meta = () => privatePageMeta('Admin Dashboard');

export default function DashboardPage() {
  const { username, role, mustChangePassword } = useOutletContext<AdminOutletContext>();
  return (
    <DashboardShell
      tabs={dashboardTabsFor(role, mustChangePassword)}
      username={username}
      onSignOut={logout}
    />
  );
}
