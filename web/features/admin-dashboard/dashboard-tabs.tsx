import { AuditTab } from '../admin-content/audit/components/audit-tab.tsx';
import { DisclosuresTab } from '../admin-content/disclosures/components/disclosures-tab.tsx';
import { EventsTab } from '../admin-content/events/components/events-tab.tsx';
import { HolidaysTab } from '../admin-content/holidays/components/holidays-tab.tsx';
import { NewsTab } from '../admin-content/news/components/news-tab.tsx';
import { NoticesTab } from '../admin-content/notices/components/notices-tab.tsx';
import { PostsTab } from '../admin-content/posts/components/posts-tab.tsx';
import { SchoolInformationTab } from '../admin-content/school-information/components/school-information-tab.tsx';
import { InboxPanel } from '../admin-inbox/components/inbox-panel.tsx';
import { InboxTabLabel } from '../admin-inbox/components/inbox-tab-label.tsx';
import type { DashboardTab } from './components/dashboard-shell.tsx';

/**
 * The dashboard's sidebar, in the spec's order (School Information beside Mandatory Disclosure),
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
