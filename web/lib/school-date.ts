import { schoolTimeZone } from '#contracts/school-profile.ts';

/**
 * Date helpers for the school calendar. A school date is a plain 'YYYY-MM-DD' string in the
 * school's own time zone (Asia/Kolkata). Only "today" looks at the clock, through Intl with the
 * school's zone; everything else is calendar arithmetic on UTC dates, which has no daylight
 * saving or offset, so no browser time zone can shift a day. (toISOString() would give the UTC
 * date, a day off for part of every day in India.)
 */
export type DateKey = string;
export type YearMonth = { year: number; month: number };

export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

export function toDateKey(year: number, month: number, day: number): DateKey {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function parseDateKey(key: DateKey): { year: number; month: number; day: number } {
  const [year, month, day] = key.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/** Today's date at the school, whatever the browser's time zone. */
export function schoolToday(now: Date = new Date(), timeZone: string = schoolTimeZone): DateKey {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value);
  return toDateKey(part('year'), part('month'), part('day'));
}

/** 'YYYY-MM' for the API's month query. */
export function toMonthKey({ year, month }: YearMonth): string {
  return `${pad(year, 4)}-${pad(month)}`;
}

export function yearMonthOf(key: DateKey): YearMonth {
  const { year, month } = parseDateKey(key);
  return { year, month };
}

export function addMonths({ year, month }: YearMonth, delta: number): YearMonth {
  const zeroBased = year * 12 + (month - 1) + delta;
  return { year: Math.floor(zeroBased / 12), month: (zeroBased % 12) + 1 };
}

export function daysInMonth({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 = Sunday. */
export function weekdayOf(key: DateKey): number {
  const { year, month, day } = parseDateKey(key);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function addDays(key: DateKey, delta: number): DateKey {
  const { year, month, day } = parseDateKey(key);
  const date = new Date(Date.UTC(year, month - 1, day + delta));
  return toDateKey(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The same day of another month, clamped to that month's length (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsToDate(key: DateKey, delta: number): DateKey {
  const target = addMonths(yearMonthOf(key), delta);
  const day = Math.min(parseDateKey(key).day, daysInMonth(target));
  return toDateKey(target.year, target.month, day);
}

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st, 22nd, 23rd. */
export function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/** 'Saturday, 22nd November 2026'. */
export function formatLongDate(key: DateKey): string {
  const { year, month, day } = parseDateKey(key);
  return `${weekdayNames[weekdayOf(key)]}, ${ordinal(day)} ${monthNames[month - 1]} ${year}`;
}

/** '22 November 2026', for lists of events, notices and news. */
export function formatListDate(key: DateKey): string {
  const { year, month, day } = parseDateKey(key);
  if (!year || !month || !day) return key;
  return `${day} ${monthNames[month - 1]} ${year}`;
}

/** The badge of the details panel: { day: '22', month: 'Nov' }. */
export function shortDateParts(key: DateKey): { day: string; month: string } {
  const { month, day } = parseDateKey(key);
  return { day: String(day), month: monthNames[month - 1]!.slice(0, 3) };
}

/** 'November 2026'. */
export function formatMonthTitle({ year, month }: YearMonth): string {
  return `${monthNames[month - 1]} ${year}`;
}

export const weeksShown = 6;

/**
 * The month as six weeks of seven cells (Sunday first); null fills the days of other months.
 * Always six, the most a month spans, so the page below the grid never moves between months.
 */
export function monthWeeks(yearMonth: YearMonth): Array<Array<DateKey | null>> {
  const first = toDateKey(yearMonth.year, yearMonth.month, 1);
  const cells: Array<DateKey | null> = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = 1; day <= daysInMonth(yearMonth); day += 1)
    cells.push(toDateKey(yearMonth.year, yearMonth.month, day));
  while (cells.length < weeksShown * 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
