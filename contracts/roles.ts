/**
 * Staff roles. The server enforces them on every route (each route declares which roles may call
 * it); the admin area uses the same lists only to show each person the tabs they can use.
 */
export const roles = ['administrator', 'editor', 'office'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  administrator: 'Administrator',
  editor: 'Editor',
  office: 'Office',
};

export const roleDescriptions: Record<Role, string> = {
  administrator: 'Everything, including staff accounts and the audit log.',
  editor:
    'All content and pages, and circulars with how many received them; no Inbox, transfer certificates or subscribers’ addresses.',
  office:
    'The Inbox, job applications and the positions they are for, admissions, transfer certificates and circular subscribers’ addresses; no content.',
};

/**
 * Who may use each part of the admin area. Personal data of parents, pupils and applicants is
 * for those who handle it: administrators and office (decision 0011).
 */
export const accessTo = {
  /** Events, holidays, notices and circulars (delivery counts only), news, achievements, gallery, disclosures, school information. */
  content: ['administrator', 'editor'],
  /**
   * Personal data, the office's records: contact messages, job applications, issued transfer
   * certificates (dates of birth, scans), admission applications (decision 0029) and circular
   * subscribers' e-mail addresses. Also the list of job positions (contracts/career-positions.ts):
   * who reads the applications keeps it.
   */
  inbox: ['administrator', 'office'],
  /** Staff accounts and the audit log. */
  accounts: ['administrator'],
  /** Emergency alerts on every page, mailed to every subscriber at once. */
  alerts: ['administrator'],
  /** The school's settings: its name, contacts, logo, colours and pictures (decision 0027). */
  settings: ['administrator'],
  /** One's own account: sign out, password. */
  ownAccount: roles,
} as const satisfies Record<string, readonly Role[]>;

export type AccessArea = keyof typeof accessTo;

export function canUse(role: Role, area: AccessArea): boolean {
  return (accessTo[area] as readonly Role[]).includes(role);
}
