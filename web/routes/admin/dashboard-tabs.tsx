import { AuditTab } from '#web/features/admin-content/audit/components/audit-tab.tsx';
import { DisclosuresTab } from '#web/features/admin-content/disclosures/components/disclosures-tab.tsx';
import { EventsTab } from '#web/features/admin-content/events/components/events-tab.tsx';
import { HolidaysTab } from '#web/features/admin-content/holidays/components/holidays-tab.tsx';
import { NewsTab } from '#web/features/admin-content/news/components/news-tab.tsx';
import { NoticesTab } from '#web/features/admin-content/notices/components/notices-tab.tsx';
import { PostsTab } from '#web/features/admin-content/posts/components/posts-tab.tsx';
import { SchoolInformationTab } from '#web/features/admin-content/school-information/components/school-information-tab.tsx';
import { InboxPanel } from '#web/features/admin-inbox/components/inbox-panel.tsx';
import { InboxTabLabel } from '#web/features/admin-inbox/components/inbox-tab-label.tsx';
import type { DashboardTab } from '#web/components/layout/dashboard-shell.tsx';

/**
 * The dashboard's sidebar, in the original site's order (School Information beside Mandatory Disclosure),
 * then News, Inbox and Audit; each kind brings its panel.
 */
export const dashboardTabs: DashboardTab[] = [
  { id: 'events', label: 'events', panel: <EventsTab /> },
  { id: 'notice', label: 'notice', panel: <NoticesTab /> },
  { id: 'gallery', label: 'gallery', panel: <PostsTab /> },
  { id: 'holidays', label: 'holidays', panel: <HolidaysTab /> },
  { id: 'disclosure', label: 'Mandatory Disclosure', panel: <DisclosuresTab /> },
  { id: 'school-information', label: 'School Information', panel: <SchoolInformationTab /> },
  { id: 'news', label: 'News', panel: <NewsTab /> },
  { id: 'inbox', label: <InboxTabLabel />, panel: <InboxPanel /> },
  { id: 'audit', label: 'Audit', panel: <AuditTab /> },
];
