import { MyAccountTab } from '#web/features/admin-accounts/components/my-account-tab.tsx';
import { StaffTab } from '#web/features/admin-accounts/components/staff-tab.tsx';
import { AuditTab } from '#web/features/admin-content/audit/components/audit-tab.tsx';
import { DisclosuresTab } from '#web/features/admin-content/disclosures/components/disclosures-tab.tsx';
import { EventsTab } from '#web/features/admin-content/events/components/events-tab.tsx';
import { HolidaysTab } from '#web/features/admin-content/holidays/components/holidays-tab.tsx';
import { NewsTab } from '#web/features/admin-content/news/components/news-tab.tsx';
import { NoticesTab } from '#web/features/admin-content/notices/components/notices-tab.tsx';
import { PostsTab } from '#web/features/admin-content/posts/components/posts-tab.tsx';
import { TrashTab } from '#web/features/admin-content/trash/components/trash-tab.tsx';
import { MenusTab } from '#web/features/admin-content/menus/components/menus-tab.tsx';
import { PagesTab } from '#web/features/admin-content/pages/components/pages-tab.tsx';
import { MediaTab } from '#web/features/admin-content/media/components/media-tab.tsx';
import { SchoolInformationTab } from '#web/features/admin-content/school-information/components/school-information-tab.tsx';
import { ComplianceTab } from '#web/features/admin-compliance/components/compliance-tab.tsx';
import { TcsTab } from '#web/features/admin-tcs/components/tcs-tab.tsx';
import { AlertsTab } from '#web/features/admin-content/circulars/components/alerts-tab.tsx';
import { CircularsTab } from '#web/features/admin-content/circulars/components/circulars-tab.tsx';
import { SubscribersTab } from '#web/features/admin-content/circulars/components/subscribers-tab.tsx';
import { InboxPanel } from '#web/features/admin-inbox/components/inbox-panel.tsx';
import { PositionsTab } from '#web/features/admin-inbox/components/positions-tab.tsx';
import { InboxTabLabel } from '#web/features/admin-inbox/components/inbox-tab-label.tsx';
import { SettingsTab } from '#web/features/admin-settings/components/settings-tab.tsx';
import type { MediaLibrary } from '#web/features/admin-settings/components/media-library.ts';
import { ChooseFromLibrary } from '#web/features/admin-content/pages/components/choose-from-library.tsx';
import { uploadMedia } from '#web/features/admin-content/media/api/media-api.ts';
import type { DashboardTab } from '#web/components/layout/dashboard-shell.tsx';
import { canUse, type AccessArea, type Role } from '#contracts/roles.ts';

/** The media library for the Settings tab's logo and pictures: a feature imports no other. */
const mediaLibrary: MediaLibrary = { ChooseButton: ChooseFromLibrary, upload: uploadMedia };

/**
 * The dashboard's sidebar: Compliance first (what the disclosure lacks), then the office's
 * everyday work (circulars, events, holidays, the gallery), the disclosure and School
 * Information, News, Pages, Media, Menus, Trash, Inbox, Job positions, Transfer certificates,
 * Subscribers, Audit, Staff and the school's Settings; each kind brings its panel and the part
 * of the admin area it is.
 */
const allTabs: Array<DashboardTab & { area: AccessArea }> = [
  { area: 'content', id: 'compliance', label: 'Compliance', panel: <ComplianceTab /> },
  // A circular is written and its delivery followed on one screen; the public site calls it a
  // notice, and so does its form (the original admin's words).
  {
    area: 'content',
    id: 'circulars',
    label: 'Circulars',
    panel: (
      <>
        <NoticesTab />
        <CircularsTab />
      </>
    ),
  },
  { area: 'content', id: 'events', label: 'Events', panel: <EventsTab /> },
  { area: 'content', id: 'holidays', label: 'Holidays', panel: <HolidaysTab /> },
  { area: 'content', id: 'gallery', label: 'Gallery', panel: <PostsTab /> },
  { area: 'content', id: 'disclosure', label: 'Mandatory Disclosure', panel: <DisclosuresTab /> },
  {
    area: 'content',
    id: 'school-information',
    label: 'School Information',
    panel: <SchoolInformationTab />,
  },
  { area: 'content', id: 'news', label: 'News', panel: <NewsTab /> },
  { area: 'content', id: 'pages', label: 'Pages', panel: <PagesTab /> },
  { area: 'content', id: 'media', label: 'Media', panel: <MediaTab /> },
  { area: 'content', id: 'menus', label: 'Menus', panel: <MenusTab /> },
  { area: 'content', id: 'trash', label: 'Trash', panel: <TrashTab /> },
  { area: 'alerts', id: 'alerts', label: 'Emergency alert', panel: <AlertsTab /> },
  { area: 'inbox', id: 'inbox', label: <InboxTabLabel />, panel: <InboxPanel /> },
  { area: 'inbox', id: 'positions', label: 'Job positions', panel: <PositionsTab /> },
  { area: 'inbox', id: 'tcs', label: 'Transfer certificates', panel: <TcsTab /> },
  { area: 'inbox', id: 'subscribers', label: 'Subscribers', panel: <SubscribersTab /> },
  { area: 'accounts', id: 'audit', label: 'Audit', panel: <AuditTab /> },
  { area: 'accounts', id: 'staff', label: 'Staff', panel: <StaffTab /> },
  {
    area: 'settings',
    id: 'settings',
    label: 'Settings',
    panel: <SettingsTab media={mediaLibrary} />,
  },
  { area: 'ownAccount', id: 'account', label: 'My account', panel: <MyAccountTab /> },
];

/**
 * The tabs a role can use; the server refuses the rest anyway (403). With a temporary password
 * only "My account" is of use until it is replaced.
 */
/** Tabs that were merged into another keep their old addresses (`?tab=notice`). */
export const renamedTabs: Readonly<Record<string, string>> = { notice: 'circulars' };

export function dashboardTabsFor(role: Role, mustChangePassword: boolean): DashboardTab[] {
  return allTabs.filter((tab) =>
    mustChangePassword ? tab.area === 'ownAccount' : canUse(role, tab.area),
  );
}
