import { type MetaArgs, useOutletContext, useSearchParams } from 'react-router';
import { DashboardShell } from '#web/components/layout/dashboard-shell.tsx';
import { logout } from '#web/features/admin-auth/api/logout.ts';
import { schoolIfSetUpOf } from '#web/lib/school.ts';
import { privatePageMeta } from '#web/lib/seo.ts';
import type { AdminOutletContext } from './admin-layout.tsx';
import { dashboardTabsFor } from './dashboard-tabs.tsx';

export const meta = ({ matches }: MetaArgs) =>
  privatePageMeta('Admin Dashboard', schoolIfSetUpOf(matches));

export default function DashboardPage() {
  const { username, role, mustChangePassword } = useOutletContext<AdminOutletContext>();
  // `?tab=` opens a tab: the compliance dashboard links each problem to the tab that fixes it.
  const tab = useSearchParams()[0].get('tab') ?? undefined;
  return (
    <DashboardShell
      key={tab}
      initialTabId={tab}
      tabs={dashboardTabsFor(role, mustChangePassword)}
      username={username}
      onSignOut={logout}
    />
  );
}
