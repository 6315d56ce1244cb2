import type { Alert } from '#contracts/alerts.ts';
import type { Notice } from '#contracts/content/notices.ts';
import { itemPath } from '#contracts/content/item-paths.ts';
import type { PushMessage } from '#contracts/push.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';

/** What a push names of the school. */
type PushSchool = Pick<SchoolSettings, 'shortName'>;

// Push services take about 4 KB per message: the text is cut well short of that.
const cut = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

/** A circular on the phone: its number, title and page (decision 0022). */
export function noticePush(notice: Notice, publicUrl: string, school: PushSchool): PushMessage {
  return {
    title: cut(notice.title, 120),
    body: notice.circularNumber
      ? `Circular ${notice.circularNumber}`
      : `Circular from ${school.shortName}`,
    url: `${publicUrl}${itemPath('notices', notice.slug)}`,
    tag: `notice-${notice.id}`,
  };
}

/** An emergency alert: its text, opening its link (or the home page, where the banner is). */
export function alertPush(alert: Alert, publicUrl: string, school: PushSchool): PushMessage {
  const link = alert.link ?? '/';
  return {
    title: `Urgent from ${school.shortName}`,
    body: cut(alert.message, 500),
    url: link.startsWith('/') ? `${publicUrl}${link}` : link,
    tag: `alert-${alert.id}`,
  };
}
