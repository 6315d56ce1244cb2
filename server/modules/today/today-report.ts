import type { AdminRecordKind } from '#contracts/admin-addresses.ts';
import type { Compliance } from '#contracts/compliance.ts';
import { todayListOf, type Today } from '#contracts/admin-today.ts';
import { admissionClassLabels, type ApplicationSummary } from '#contracts/admissions.ts';
import { isAlertLive, type ListedAlert } from '#contracts/alerts.ts';
import { isUnread, type InboxItem } from '#contracts/inbox.ts';
import type { PageSummary } from '#contracts/content/pages.ts';
import type { Publication } from '#contracts/content/publication.ts';

type Content = NonNullable<Today['content']>;
type Draft = Content['drafts']['items'][number];
type Scheduled = Content['scheduled']['items'][number];

/** The items of one kind as the staff list has them (item-resource.ts `listAll`). */
export type ListedItems = {
  /** Its records' kind in the admin (server/modules/content/kind-entries.ts `admin`). */
  kind: AdminRecordKind;
  items: Array<{ id: string; title: string } & Publication>;
};

/** What the Pages list calls a page's unpublished state, in the office's words. */
const pageDraftStates: Partial<Record<PageSummary['status'], string>> = {
  draft: 'Never published',
  'draft changes': 'Changes not yet published',
};

/**
 * Drafts and scheduled items of every kind, the certificates that lapse and what Appendix IX
 * lacks: the content part of Today.
 */
export function contentToday(
  lists: ListedItems[],
  pages: PageSummary[],
  compliance: Compliance,
): Content {
  const drafts: Draft[] = [
    ...pages.flatMap((page) => {
      const state = pageDraftStates[page.status];
      return state ? [{ kind: 'pages' as const, id: page.slug, title: page.title, state }] : [];
    }),
    ...lists.flatMap(({ kind, items }) =>
      items
        // Never on the site: an item that was public and ended (at the time staff chose, or
        // taken down) is finished, not a draft waiting for them.
        .filter((item) => item.status === 'unpublished' && item.publishedAt === null)
        .map((item) => ({ kind, id: item.id, title: item.title, state: 'Never published' })),
    ),
  ];
  const scheduled: Scheduled[] = [
    ...pages.flatMap((page) =>
      page.scheduledAt
        ? [{ kind: 'pages' as const, id: page.slug, title: page.title, at: page.scheduledAt }]
        : [],
    ),
    ...lists.flatMap(({ kind, items }) =>
      items.flatMap((item) =>
        item.status === 'scheduled' && item.publishAt
          ? [{ kind, id: item.id, title: item.title, at: item.publishAt }]
          : [],
      ),
    ),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return {
    drafts: todayListOf(drafts),
    scheduled: todayListOf(scheduled),
    certificates: compliance.expiring.map(({ label, validUntil, daysLeft, expired }) => ({
      label,
      validUntil,
      daysLeft,
      expired,
    })),
    missing: compliance.missing.length,
  };
}

/** Unread messages, job applications nobody has reviewed and new admission applications. */
export function inboxToday(
  items: InboxItem[],
  admissions: ApplicationSummary[],
): NonNullable<Today['inbox']> {
  const messages = items.flatMap((item) =>
    item.kind === 'messages' && isUnread(item)
      ? [
          {
            kind: item.kind,
            id: item.id,
            title: `${item.subject} (${item.firstName} ${item.lastName})`,
            at: item.createdAt,
          },
        ]
      : [],
  );
  const applications = items.flatMap((item) =>
    item.kind === 'applications' && item.status === 'new' && item.handledAt === null
      ? [
          {
            kind: item.kind,
            id: item.id,
            title: item.positionLabel ? `${item.fullName}, ${item.positionLabel}` : item.fullName,
            at: item.createdAt,
          },
        ]
      : [],
  );
  const newAdmissions = admissions
    .filter((application) => application.stage === 'new')
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .map((application) => ({
      kind: 'admissions' as const,
      id: application.id,
      title: `${application.childName}, ${admissionClassLabels[application.class].en}`,
      at: application.createdAt,
    }));
  return {
    unreadMessages: todayListOf(messages),
    newApplications: todayListOf(applications),
    newAdmissions: todayListOf(newAdmissions),
  };
}

/** The last three alerts, and whether each is on the public pages now. */
export function alertsToday(alerts: ListedAlert[], now: Date): NonNullable<Today['alerts']> {
  return alerts.slice(0, 3).map((alert) => ({
    id: alert.id,
    message: alert.message,
    createdAt: alert.createdAt,
    expiresAt: alert.expiresAt,
    live: isAlertLive(alert, now),
  }));
}
