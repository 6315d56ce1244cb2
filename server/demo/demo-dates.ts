import { academicYearOf } from '#contracts/academic-year.ts';
import { addDays, inAcademicYear } from '#server/lib/school-dates.ts';

/**
 * Calendar helpers for the demo, which is seeded on whatever day it is started: every date is
 * worked out from that day (never a hard-coded "current" date), and every date written in a
 * text comes from the date it describes, so a weekday never disagrees with its day.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The latest `month`/`day` on or before `today` (YYYY-MM-DD): this year's, else last year's. */
export function lastOn(today: string, month: number, day: number): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${pad(month)}-${pad(day)}`;
  return thisYear <= today ? thisYear : `${year - 1}-${pad(month)}-${pad(day)}`;
}

/** `month`/`day` in the academic year before the one `today` falls in (the circulars' archive). */
export const inLastAcademicYear = (today: string, month: number, day: number) =>
  inAcademicYear(academicYearOf(today) - 1, month, day);

/** 0 = Sunday. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The first day after `date` that is the given weekday (0 = Sunday). */
export function nextWeekday(date: string, weekday: number): string {
  let day = addDays(date, 1);
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return day;
}

/** `date`, or the Monday after it when it is a Sunday: the day the school is open. */
export const openOn = (date: string) => (weekdayOf(date) === 0 ? addDays(date, 1) : date);

/** The summer vacation (20 May to 30 June): no class trip, debate or PTM falls in it. */
export const inSummerVacation = (date: string) =>
  date.slice(5) >= '05-20' && date.slice(5) <= '06-30';

/** The summer vacation's length in days: 20 May plus this is 1 July. */
export const summerVacationDays = 42;

/** `date`, or the last school day before the summer vacation when it falls in it. */
export const inTermTime = (date: string) =>
  inSummerVacation(date) ? `${date.slice(0, 4)}-05-19` : date;

/**
 * The day CBSE's board results of an academic year are out (mid-May after it ends): the latest
 * academic year whose results are out on `today`, by its first calendar year.
 */
export const boardResultsDay = { month: 5, day: 13 } as const;
export const lastResultsYear = (today: string) =>
  academicYearOf(lastOn(today, boardResultsDay.month, boardResultsDay.day)) - 1;

const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);
const english = {
  long: new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  day: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};
const hindi = {
  long: new Intl.DateTimeFormat('hi-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  day: new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};

/** "Tuesday, 1 December 2026" and "मंगलवार, 1 दिसंबर 2026": the site's one date style with its weekday. */
export const longDate = (date: string) => ({
  en: english.long.format(atNoon(date)),
  hi: hindi.long.format(atNoon(date)),
});

/** "1 December 2026" and "1 दिसंबर 2026". */
export const dayDate = (date: string) => ({
  en: english.day.format(atNoon(date)),
  hi: hindi.day.format(atNoon(date)),
});
