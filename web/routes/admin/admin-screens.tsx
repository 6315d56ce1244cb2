import { MyAccountTab } from '#web/features/admin-accounts/components/my-account-tab.tsx';
import { StaffTab } from '#web/features/admin-accounts/components/staff-tab.tsx';
import { AuditTab } from '#web/features/admin-content/audit/components/audit-tab.tsx';
import { disclosuresKind } from '#web/features/admin-content/disclosures/disclosures-kind.ts';
import { ContentTab } from '#web/features/admin-content/shared/content-tab.tsx';
import { TrashTab } from '#web/features/admin-content/trash/components/trash-tab.tsx';
import { kindFormOf } from '#web/features/admin-content/kind-forms.ts';
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
import type { ReactNode } from 'react';
import { TodayScreen } from '#web/features/admin-today/components/today-screen.tsx';
import { AdmissionsScreen } from '#web/features/admin-admissions/components/admissions-screen.tsx';
import { AdmissionSettingsScreen } from '#web/features/admin-admissions/components/admission-settings-screen.tsx';
import { useOutletContext } from 'react-router';
import type { AdminOutletContext } from './admin-layout.tsx';
import type { AdminScreen } from '#contracts/admin-addresses.ts';
import {
  contentKindNames,
  contentKinds,
  kindAdmin,
  type ContentKind as ContentKindName,
} from '#contracts/content/content-kinds.ts';
import { disclosureScreens } from '#contracts/disclosure-screens.ts';
import { canUse, type AccessArea, type Role } from '#contracts/roles.ts';

/** Admission settings: the office reads them, administrators change them (decision 0029). */
function AdmissionSettingsPanel() {
  const { role } = useOutletContext<AdminOutletContext>();
  return <AdmissionSettingsScreen canChange={canUse(role, 'settings')} />;
}

/** The media library for the Settings screen's logo and pictures: a feature imports no other. */
const mediaLibrary: MediaLibrary = { ChooseButton: ChooseFromLibrary, upload: uploadMedia };

export type AdminScreenEntry = {
  screen: AdminScreen;
  /** The part of the admin area it is (contracts/roles.ts): who sees it. */
  area: AccessArea;
  /** The screen's name in the navigation and the window title, in the office's words. */
  title: string;
  /** What the navigation shows, when more than the name (the Inbox's unread count). */
  label?: ReactNode;
  panel: ReactNode;
};

/** A content kind's form and list (web/features/admin-content/kind-forms.ts). */
const KindTab = ({ kind }: { kind: ContentKindName }) => <ContentTab kind={kindFormOf(kind)} />;

/**
 * The content kinds with a screen of their own name (News, Gallery, Achievements), in the
 * registry's order (contracts/content/content-kinds.ts): each titled by its plural label and
 * showing its tab. The kinds that share a screen (Circulars, Calendar) are written out below.
 */
const kindScreens = contentKindNames
  .filter((kind) => kindAdmin(kind).screen === kind)
  .map((kind): AdminScreenEntry => {
    return {
      screen: kindAdmin(kind).screen,
      area: 'content',
      title: contentKinds[kind].labels.plural,
      panel: <KindTab kind={kind} />,
    };
  });

/**
 * The admin's screens in the navigation's order: Today (what needs doing), then the office's
 * everyday work (circulars, the calendar of events and holidays, each content kind's own screen:
 * News, Gallery, Achievements), the disclosure documents and information, Pages, Media, Menus,
 * Trash, Inbox, Job positions, TCs, Admissions and their settings, Subscribers, Audit, Staff and
 * the school's Settings. Each screen has its own address (contracts/admin-addresses.ts); the
 * components are the old dashboard's tabs.
 */
const allScreens: AdminScreenEntry[] = [
  { screen: 'today', area: 'ownAccount', title: 'Today', panel: <TodayScreen /> },
  {
    screen: 'compliance',
    area: 'content',
    title: disclosureScreens.compliance.name,
    panel: <ComplianceTab />,
  },
  // A circular is written and its delivery followed on one screen; the public site calls it a
  // notice, and so does its form (the original admin's words).
  {
    screen: 'circulars',
    area: 'content',
    title: 'Circulars',
    panel: (
      <>
        <KindTab kind="notices" />
        <CircularsTab />
      </>
    ),
  },
  {
    screen: 'calendar',
    area: 'content',
    title: 'Calendar',
    panel: (
      <>
        <KindTab kind="events" />
        <KindTab kind="holidays" />
      </>
    ),
  },
  ...kindScreens,
  {
    screen: 'disclosure',
    area: 'content',
    title: disclosureScreens.disclosure.name,
    panel: <ContentTab kind={disclosuresKind} />,
  },
  {
    screen: 'school-information',
    area: 'content',
    title: disclosureScreens['school-information'].name,
    panel: <SchoolInformationTab />,
  },
  { screen: 'pages', area: 'content', title: 'Pages', panel: <PagesTab /> },
  { screen: 'media', area: 'content', title: 'Media', panel: <MediaTab /> },
  { screen: 'menus', area: 'content', title: 'Menus', panel: <MenusTab /> },
  { screen: 'trash', area: 'content', title: 'Trash', panel: <TrashTab /> },
  { screen: 'alerts', area: 'alerts', title: 'Emergency alert', panel: <AlertsTab /> },
  {
    screen: 'inbox',
    area: 'inbox',
    title: 'Inbox and applications',
    label: <InboxTabLabel />,
    panel: <InboxPanel />,
  },
  { screen: 'positions', area: 'inbox', title: 'Job positions', panel: <PositionsTab /> },
  { screen: 'tcs', area: 'inbox', title: 'TCs', panel: <TcsTab /> },
  // Children's and parents' details: the office's and administrators', never editors'.
  { screen: 'admissions', area: 'inbox', title: 'Admissions', panel: <AdmissionsScreen /> },
  {
    screen: 'admission-settings',
    area: 'inbox',
    title: 'Admission settings',
    panel: <AdmissionSettingsPanel />,
  },
  { screen: 'subscribers', area: 'inbox', title: 'Subscribers', panel: <SubscribersTab /> },
  { screen: 'audit', area: 'accounts', title: 'Audit', panel: <AuditTab /> },
  { screen: 'staff', area: 'accounts', title: 'Staff', panel: <StaffTab /> },
  {
    screen: 'settings',
    area: 'settings',
    title: 'Settings',
    panel: <SettingsTab media={mediaLibrary} />,
  },
  { screen: 'account', area: 'ownAccount', title: 'My account', panel: <MyAccountTab /> },
];

/**
 * The screens a role can use; the server refuses the rest anyway (403). With a temporary password
 * only "My account" is of use until it is replaced.
 */
export function adminScreensFor(role: Role, mustChangePassword: boolean): AdminScreenEntry[] {
  return allScreens.filter((entry) =>
    mustChangePassword ? entry.screen === 'account' : canUse(role, entry.area),
  );
}

/** A screen's name for the window title, whoever asks. */
export const adminScreenTitle = (screen: AdminScreen | undefined) =>
  allScreens.find((entry) => entry.screen === screen)?.title ?? 'Admin';
