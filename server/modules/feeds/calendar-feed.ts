import type { KindInFeed, SingularLabel } from '#contracts/content/content-kinds.ts';
import { itemPath } from '#contracts/content/item-paths.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import { schoolTimeZone } from '#contracts/school-profile.ts';
import type { DatedEntry } from '#server/modules/content/index.ts';
import { escapeIcalText, icalDocument } from './ical-text.ts';

/** An event or a holiday, its category its kind's name (contracts/content/content-kinds.ts). */
export type CalendarEntry = DatedEntry & { category: SingularLabel<KindInFeed<'calendar'>> };

const compactDate = (date: string) => date.replaceAll('-', '');

/**
 * All-day events end on the day after their last (DTEND is exclusive, RFC 5545 3.6.1): one
 * VEVENT covers a whole break. Dates are YYYY-MM-DD.
 */
function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** UTC date-time in the basic format, e.g. 20251018T063000Z. */
function utcStamp(iso: string): string {
  return `${iso.slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/**
 * The school calendar as iCalendar for calendar apps. Entries are whole days at the school, so
 * they use floating DATE values; X-WR-TIMEZONE tells clients which zone the school is in. DTSTAMP
 * is the record's last change, so the same content gives the same bytes (and the same ETag).
 */
export function calendarFeed(
  entries: CalendarEntry[],
  publicUrl: string,
  school: Pick<SchoolSettings, 'name'>,
): string {
  const host = new URL(publicUrl).hostname;
  const events = entries.flatMap((entry) => [
    'BEGIN:VEVENT',
    `UID:${entry.category.toLowerCase()}-${entry.id}@${host}`,
    `DTSTAMP:${utcStamp(entry.updatedAt)}`,
    `LAST-MODIFIED:${utcStamp(entry.updatedAt)}`,
    `DTSTART;VALUE=DATE:${compactDate(entry.date)}`,
    `DTEND;VALUE=DATE:${compactDate(nextDay(entry.endDate ?? entry.date))}`,
    `SUMMARY:${escapeIcalText(entry.title)}`,
    ...(entry.description ? [`DESCRIPTION:${escapeIcalText(entry.description)}`] : []),
    `CATEGORIES:${entry.category}`,
    'TRANSP:TRANSPARENT',
    // An event links to its own page; a holiday to its day in the calendar.
    `URL:${publicUrl}${entry.slug ? itemPath('events', entry.slug) : `/school-calendar?date=${entry.date}`}`,
    'END:VEVENT',
  ]);
  return icalDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcalText(school.name)}//School calendar//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcalText(`${school.name} calendar`)}`,
    `X-WR-TIMEZONE:${schoolTimeZone}`,
    // Subscribed calendars poll; twice a day is plenty for a school calendar.
    'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
    'X-PUBLISHED-TTL:PT12H',
    ...events,
    'END:VCALENDAR',
  ]);
}
