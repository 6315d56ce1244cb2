import { data } from 'react-router';
import { isCalendarDate } from '#contracts/content/fields.ts';
import type { Event } from '#contracts/content/events.ts';
import type { Leave } from '#contracts/content/leaves.ts';
import type { PublicContentReader } from '#contracts/public-content.ts';
import { toMonthKey, yearMonthOf, type DateKey } from '#web/lib/school-date.ts';

export type DayMark = 'event' | 'leave' | 'both';

export type CalendarData = {
  today: DateKey;
  /** The month shown, YYYY-MM. */
  month: string;
  /** The day whose details are shown. */
  selected: DateKey;
  marks: Record<DateKey, DayMark>;
  entries: { events: Event[]; leaves: Leave[] };
};

const monthPattern = /^(19|20|21)\d\d-(0[1-9]|1[0-2])$/;

/**
 * The calendar of a page's URL: `?month=2026-12` shows a month, `?date=2026-12-25` selects a
 * day (and its month); without them, today's. A malformed value answers 404 (a link that
 * names no day), so odd URLs are never cached.
 */
export async function loadCalendar(
  reader: PublicContentReader,
  search: URLSearchParams,
): Promise<CalendarData> {
  const today = reader.today();
  const date = search.get('date');
  const month = search.get('month');
  if ((date !== null && !isCalendarDate(date)) || (month !== null && !monthPattern.test(month)))
    throw data('No such day in the calendar', { status: 404 });
  const selected = date ?? today;
  const shown = month ?? toMonthKey(yearMonthOf(selected));
  const [summary, details] = await Promise.all([
    reader.monthSummary(shown),
    reader.dayDetails(selected),
  ]);
  const marks: Record<DateKey, DayMark> = {};
  for (const day of summary.events) marks[day] = 'event';
  for (const day of summary.leaves) marks[day] = marks[day] ? 'both' : 'leave';
  return {
    today,
    month: shown,
    selected,
    marks,
    entries: { events: details.events, leaves: details.leaves },
  };
}
