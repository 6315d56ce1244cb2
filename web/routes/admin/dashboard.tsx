import { type MetaArgs, useOutletContext, useSearchParams } from 'react-router';
import { DashboardShell } from '#web/components/layout/dashboard-shell.tsx';
import { logout } from '#web/features/admin-auth/api/logout.ts';
import { schoolIfSetUpOf } from '#web/lib/school.ts';
import { privatePageMeta } from '#web/lib/seo.ts';
import type { AdminOutletContext } from './admin-layout.tsx';
import { dashboardTabsFor, renamedTabs } from './dashboard-tabs.tsx';

export const meta = ({ matches }: MetaArgs) =>
  privatePageMeta('Admin Dashboard', schoolIfSetUpOf(matches));

export default function DashboardPage() {
  const { username, role, mustChangePassword } = useOutletContext<AdminOutletContext>();
  // The open tab lives in the address (`?tab=`): reload, back and forward keep it, and the
  // compliance dashboard links each problem to the tab that fixes it.
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') ?? undefined;
  return (
    <DashboardShell
      activeTabId={(tab && renamedTabs[tab]) ?? tab}
      onSelectTab={(tab) => setSearchParams({ tab })}
      tabs={dashboardTabsFor(role, mustChangePassword)}
      username={username}
      onSignOut={logout}
    />
  );
}
