import {
  contentKindNames,
  kindAdmin,
  type ContentKind,
  type KindRecord,
  type KindScreen,
} from './content/content-kinds.ts';

/** The screens the content kinds are edited on, in the registry's order. */
export const kindScreenNames = [
  ...new Set(contentKindNames.map((kind) => kindAdmin(kind).screen)),
] as [KindScreen, ...KindScreen[]];

/**
 * The screens the content kinds are edited on, as the registry names them
 * (contracts/content/content-kinds.ts): `/admin/<screen>`.
 */
const kindScreens = Object.fromEntries(
  kindScreenNames.map((screen) => [screen, `/admin/${screen}`]),
) as Record<KindScreen, string>;

/**
 * Where each kind's records open: at its screen's address, or below it at `/<record>` when the
 * screen holds several kinds (events and holidays on the Calendar).
 */
const kindRecords = Object.fromEntries(
  contentKindNames.map((kind) => {
    const { screen, record } = kindAdmin(kind);
    const shared = contentKindNames.filter((other) => kindAdmin(other).screen === screen);
    return [
      record,
      { screen, path: `${kindScreens[screen]}${shared.length > 1 ? `/${record}` : ''}` },
    ];
  }),
) as Record<KindRecord, { screen: KindScreen; path: string }>;

/** The content kind whose records a kind of record is (Today names them by the registry). */
export const recordKinds = Object.fromEntries(
  contentKindNames.map((kind) => [kindAdmin(kind).record, kind]),
) as Record<KindRecord, ContentKind>;

/**
 * The admin area's addresses: one per screen (web/routes.ts) and one per open record, so a link
 * to "the draft fee page" or "application 12" can be shared, reloaded and followed by back and
 * forward. The server links to them too (media uses, the compliance report's fixes).
 */
export const adminScreens = {
  today: '/admin',
  compliance: '/admin/compliance',
  ...kindScreens,
  disclosure: '/admin/disclosure',
  'school-information': '/admin/school-information',
  pages: '/admin/pages',
  media: '/admin/media',
  menus: '/admin/menus',
  trash: '/admin/trash',
  alerts: '/admin/alerts',
  inbox: '/admin/inbox',
  positions: '/admin/positions',
  tcs: '/admin/tcs',
  admissions: '/admin/admissions',
  'admission-settings': '/admin/admissions/settings',
  subscribers: '/admin/subscribers',
  audit: '/admin/audit',
  staff: '/admin/staff',
  settings: '/admin/settings',
  account: '/admin/account',
} as const;
export type AdminScreen = keyof typeof adminScreens;

/**
 * Where each kind of record opens, on which screen: `<path>/<id>` (a page by its slug), and
 * `<path>/new` for a new one where its screen has a form for it. Closing it goes back to the
 * screen's address.
 */
export const adminRecords = {
  ...kindRecords,
  disclosures: { screen: 'disclosure', path: '/admin/disclosure' },
  pages: { screen: 'pages', path: '/admin/pages' },
  messages: { screen: 'inbox', path: '/admin/inbox/messages' },
  applications: { screen: 'inbox', path: '/admin/inbox/applications' },
  admissions: { screen: 'admissions', path: '/admin/admissions' },
  tcs: { screen: 'tcs', path: '/admin/tcs' },
  alerts: { screen: 'alerts', path: '/admin/alerts' },
} as const satisfies Record<string, { screen: AdminScreen; path: string }>;
export type AdminRecordKind = keyof typeof adminRecords;

/** The id in a record's address that opens the form for a new one (`/admin/pages/new`). */
export const newRecordId = 'new';

/** The address of one record, e.g. `/admin/circulars/12` or `/admin/pages/fee-structure`. */
export const adminRecordAddress = (kind: AdminRecordKind, id: string) =>
  `${adminRecords[kind].path}/${encodeURIComponent(id)}`;

/** The old dashboard's `?tab=` names that are no screen's name now. */
const renamedTabs: Readonly<Record<string, AdminScreen>> = {
  notice: 'circulars',
  events: 'calendar',
  holidays: 'calendar',
};

const isScreen = (name: string): name is AdminScreen => Object.hasOwn(adminScreens, name);

/**
 * The screen an old `/admin/dashboard?tab=x` link, or a tab name the server reports (the
 * compliance fixes), stands for; Today for none or one unknown.
 */
export function adminScreenAddress(tab: string | null | undefined): string {
  if (!tab) return adminScreens.today;
  // Own keys only: `?tab=toString` names no screen.
  const screen = Object.hasOwn(renamedTabs, tab)
    ? renamedTabs[tab]
    : isScreen(tab)
      ? tab
      : undefined;
  return screen ? adminScreens[screen] : adminScreens.today;
}

/**
 * The screen an admin address is on: `/admin/circulars/12` is on Circulars, `/admin` is Today. The
 * longest screen address wins: `/admin/admissions/settings` is a screen of its own, while
 * `/admin/admissions/12` is an application on Admissions.
 */
export function adminScreenOfPath(pathname: string): AdminScreen | undefined {
  const [, area, first] = pathname.split('/');
  if (area !== 'admin') return undefined;
  if (!first) return 'today';
  let found: AdminScreen | undefined;
  for (const screen of Object.keys(adminScreens) as AdminScreen[]) {
    const address = adminScreens[screen];
    const within = pathname === address || pathname.startsWith(`${address}/`);
    if (screen !== 'today' && within && (!found || address.length > adminScreens[found].length))
      found = screen;
  }
  return found;
}
