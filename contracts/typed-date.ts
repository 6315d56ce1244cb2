/**
 * Reading a day and a time as a school office clerk types them: day first (27/11/2026), as dates
 * are written in India, and a time as 14:30 or 2:30 pm. The API keeps taking YYYY-MM-DD and
 * YYYY-MM-DDTHH:mm; only the form reads what was typed (web/components/forms/day-field.tsx).
 * No zod here: the parser may go into any page's bundle (web-pages test "zod stays with the
 * forms").
 */

/** Why a typed day was refused, for the field's words (web/components/messages/en.json). */
export type DayProblem =
  /** Not three numbers with one kind of separator: "27 Nov", "27/11". */
  | 'format'
  /** A two-digit year: 27/11/26 could be 1926 or 2026, so the year is asked for in full. */
  | 'short-year'
  /** A year outside `typedYears`, almost always mistyped (0226, 2926). */
  | 'year'
  /** A day or month that does not exist: 31/02/2026, 00/01/2026, 32/01/2026, 27/13/2026. */
  | 'impossible';

export type TimeProblem = 'format';

export type Reading<Problem> =
  | { ok: true; value: string }
  | { ok: false; problem: Problem }
  /** Nothing typed: the field decides whether that is allowed. */
  | { ok: false; problem: 'empty' };

/** The years a date typed in the admin may have: birth dates of pupils to plans for next years. */
export const typedYears = { first: 1900, last: 2100 } as const;

const devanagariDigits = /[\u0966-\u096F]/g;

/** Devanagari digits (२७/११/२०२६) as ASCII, so a clerk typing in Hindi is understood too. */
const asciiDigits = (text: string) =>
  text.replace(devanagariDigits, (digit) => String(digit.charCodeAt(0) - 0x0966));

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

const isRealDay = (year: number, month: number, day: number) =>
  month >= 1 &&
  month <= 12 &&
  day >= 1 &&
  day <= new Date(Date.UTC(year, month, 0)).getUTCDate() &&
  // Date.UTC maps years 0-99 to 1900-1999; the year range below keeps them out anyway.
  year >= 100;

/** Day, month and year with the same separator twice: 27/11/2026, 27-11-2026, 27.11.2026. */
const dayFirst = /^(\d{1,2})\s*([/.-])\s*(\d{1,2})\s*\2\s*(\d+)$/;
/** The ISO order the API and `<input type="date">` use: 2026-11-27. */
const yearFirst = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * A typed day as YYYY-MM-DD. Accepts 27/11/2026, 27-11-2026, 27.11.2026 and 2026-11-27, with or
 * without leading zeros (7/3/2026), spaces around, and Devanagari digits. Refuses two-digit
 * years (which century?) and days that do not exist (31/02/2026; 29/02 only in a leap year).
 */
export function readTypedDay(typed: string): Reading<DayProblem> {
  const text = asciiDigits(typed.trim());
  if (text === '') return { ok: false, problem: 'empty' };
  let parts: [string, string, string];
  const iso = yearFirst.exec(text);
  const typedDayFirst = dayFirst.exec(text);
  if (iso) parts = [iso[3]!, iso[2]!, iso[1]!];
  else if (typedDayFirst) parts = [typedDayFirst[1]!, typedDayFirst[3]!, typedDayFirst[4]!];
  else return { ok: false, problem: 'format' };
  const [dayText, monthText, yearText] = parts;
  if (yearText.length <= 2) return { ok: false, problem: 'short-year' };
  if (yearText.length !== 4) return { ok: false, problem: 'year' };
  const [day, month, year] = [Number(dayText), Number(monthText), Number(yearText)];
  if (year < typedYears.first || year > typedYears.last) return { ok: false, problem: 'year' };
  if (!isRealDay(year, month, day)) return { ok: false, problem: 'impossible' };
  return { ok: true, value: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
}

/** 12-hour with am/pm (2:30 pm, 2 pm, 2.30pm, 12:05 a.m.) or 24-hour with minutes (14:30, 9.05). */
const twelveHour = /^(\d{1,2})(?:\s*[:.]\s*(\d{2}))?\s*([ap])\.?\s*m\.?$/;
const twentyFourHour = /^(\d{1,2})\s*[:.]\s*(\d{2})$/;

/**
 * A typed time of day as HH:mm (24-hour). A bare number (2) is refused: 2 in the morning or the
 * afternoon? Minutes or am/pm say which.
 */
export function readTypedTime(typed: string): Reading<TimeProblem> {
  const text = asciiDigits(typed.trim().toLowerCase());
  if (text === '') return { ok: false, problem: 'empty' };
  const twelve = twelveHour.exec(text);
  const twentyFour = twentyFourHour.exec(text);
  let hour: number;
  let minute: number;
  if (twelve) {
    const [clock, minutes] = [Number(twelve[1]), Number(twelve[2] ?? '0')];
    if (clock < 1 || clock > 12) return { ok: false, problem: 'format' };
    hour = (clock % 12) + (twelve[3] === 'p' ? 12 : 0);
    minute = minutes;
  } else if (twentyFour) {
    hour = Number(twentyFour[1]);
    minute = Number(twentyFour[2]);
  } else return { ok: false, problem: 'format' };
  if (hour > 23 || minute > 59) return { ok: false, problem: 'format' };
  return { ok: true, value: `${pad(hour)}:${pad(minute)}` };
}

/** YYYY-MM-DD as the form shows it to be edited: 27/11/2026. Anything else is shown as it came. */
export function typedDayOf(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDay;
}
