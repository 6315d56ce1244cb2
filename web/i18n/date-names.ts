import type { Language } from '#contracts/languages.ts';
import {
  formatListDate,
  formatLongDate,
  formatMonthTitle,
  parseDateKey,
  shortDateParts,
  weekdayNames,
  weekdayOf,
  type DateKey,
  type YearMonth,
} from '#web/lib/school-date.ts';
import { intlLocale } from './translator.ts';

export type DateNames = {
  /** 'Sunday, 22nd November 2026' / 'रविवार, 22 नवंबर 2026'. */
  longDate: (key: DateKey) => string;
  /**
   * 'Sunday, 22 November 2026' / 'रविवार, 22 नवंबर 2026': the day a clerk typed, confirmed in
   * words beside the field (web/components/forms/day-field.tsx).
   */
  weekdayDate: (key: DateKey) => string;
  /** A time of day typed as HH:mm: '2:30 pm' (en-IN) / Hindi's own. */
  timeOfDay: (time: string) => string;
  /** '22 November 2026' / '22 नवंबर 2026', for lists and item pages. */
  listDate: (key: DateKey) => string;
  /**
   * An entry's day, or its first and last day: '23 December 2026 – 31 December 2026' /
   * '23 दिसंबर 2026 – 31 दिसंबर 2026'.
   */
  listSpan: (start: DateKey, end: DateKey | null | undefined) => string;
  /** 'November 2026' / 'नवंबर 2026'. */
  monthTitle: (month: YearMonth) => string;
  /** The details panel's badge: { day: '22', month: 'Nov' / 'नव॰' }. */
  shortParts: (key: DateKey) => { day: string; month: string };
  /** Sunday first, as the month grid's columns. */
  weekdays: Array<{ long: string; short: string }>;
};

/** The two days with an en dash between, as the site's lists show a range. */
const spanOf =
  (listDate: (key: DateKey) => string) => (start: DateKey, end: DateKey | null | undefined) =>
    end && end !== start ? `${listDate(start)} – ${listDate(end)}` : listDate(start);

/** HH:mm on 1 January 1970 UTC, to be formatted in UTC: a time of day, in no time zone. */
const atTime = (time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return new Date(Date.UTC(1970, 0, 1, hour, minute));
};

const timeIn = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return (time: string) => format.format(atTime(time));
};

const english: DateNames = {
  longDate: formatLongDate,
  weekdayDate: (key) => `${weekdayNames[weekdayOf(key)]}, ${formatListDate(key)}`,
  timeOfDay: timeIn('en-IN'),
  listDate: formatListDate,
  listSpan: spanOf(formatListDate),
  monthTitle: formatMonthTitle,
  shortParts: shortDateParts,
  weekdays: weekdayNames.map((name) => ({ long: name, short: name.slice(0, 3) })),
};

/**
 * A school date is a calendar day, not an instant (web/lib/school-date.ts): it is formatted as
 * midnight UTC in UTC, so no browser time zone moves it to the day before or after.
 */
const atUtcMidnight = ({ year, month, day }: { year: number; month: number; day: number }) =>
  new Date(Date.UTC(year, month - 1, day));

function namesIn(locale: string): DateNames {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  const long = format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const dayMonthYear = format({ day: 'numeric', month: 'long', year: 'numeric' });
  const monthYear = format({ month: 'long', year: 'numeric' });
  const shortMonth = format({ month: 'short' });
  const weekdayLong = format({ weekday: 'long' });
  const weekdayShort = format({ weekday: 'short' });
  // 4 January 1970 was a Sunday.
  const sundayFirst = Array.from({ length: 7 }, (_, index) =>
    atUtcMidnight({ year: 1970, month: 1, day: 4 + index }),
  );
  const listDate = (key: DateKey) => dayMonthYear.format(atUtcMidnight(parseDateKey(key)));
  return {
    longDate: (key) => long.format(atUtcMidnight(parseDateKey(key))),
    weekdayDate: (key) => long.format(atUtcMidnight(parseDateKey(key))),
    timeOfDay: timeIn(locale),
    listDate,
    listSpan: spanOf(listDate),
    monthTitle: ({ year, month }) => monthYear.format(atUtcMidnight({ year, month, day: 1 })),
    shortParts: (key) => {
      const date = parseDateKey(key);
      return { day: String(date.day), month: shortMonth.format(atUtcMidnight(date)) };
    },
    weekdays: sundayFirst.map((date) => ({
      long: weekdayLong.format(date),
      short: weekdayShort.format(date),
    })),
  };
}

const byLanguage: Partial<Record<Language, DateNames>> = { en: english };

/** The calendar's month and day names in the page's language: English as before, Hindi by Intl. */
export function dateNamesFor(language: Language): DateNames {
  return (byLanguage[language] ??= namesIn(intlLocale(language)));
}
