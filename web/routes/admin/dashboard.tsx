import { useOutletContext } from 'react-router';
import { DashboardShell } from '../../features/admin-dashboard/components/dashboard-shell.tsx';
import { dashboardTabs } from '../../features/admin-dashboard/dashboard-tabs.tsx';
import { privatePageMeta } from '../../lib/seo.ts';
import type { AdminOutletContext } from './admin-layout.tsx';

export const meta = () => privatePageMeta('Admin Dashboard');

export default function DashboardPage() {
  const { username } = useOutletContext<AdminOutletContext>();
  return <DashboardShell tabs={dashboardTabs} username={username} initialTabId="events" />;
}
