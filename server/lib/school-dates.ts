/**
 * India has kept UTC+05:30 all year since 1945, without daylight saving, so its days are fixed
 * 24-hour spans of UTC time. Every page request asks for the date (the page cache key,
 * server/plugins/web-pages.ts): the day last asked for is kept with its span and reused, as
 * formatting a date costs about 1 µs, Intl's or toISOString's alike.
 */
const indiaOffsetMs = (5 * 60 + 30) * 60_000;
const dayMs = 86_400_000;
let lastDay = { from: 0, until: 0, date: '' };

/** Today's date in India as YYYY-MM-DD, whatever the server's time zone. */
export function todayInKolkata(now = new Date()): string {
  const time = now.getTime();
  if (time < lastDay.from || time >= lastDay.until) {
    const from = Math.floor((time + indiaOffsetMs) / dayMs) * dayMs - indiaOffsetMs;
    const date = new Date(from + indiaOffsetMs).toISOString().slice(0, 10);
    lastDay = { from, until: from + dayMs, date };
  }
  return lastDay.date;
}

/** When `date` (YYYY-MM-DD) ends in India, in milliseconds since 1970. */
export function endOfDayInKolkata(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - indiaOffsetMs + dayMs;
}

export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/**
 * The same day `months` later (earlier when negative), kept within the month it lands in:
 * 31 March − 1 month is 28 (or 29) February, not 3 March. A date (YYYY-MM-DD) gives a date; an
 * instant keeps its UTC time of day.
 */
export function addMonths(date: string, months: number): string;
export function addMonths(date: Date, months: number): Date;
export function addMonths(date: string | Date, months: number): string | Date {
  const moved = typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : new Date(date);
  const day = moved.getUTCDate();
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0));
  moved.setUTCDate(Math.min(day, lastDay.getUTCDate()));
  return typeof date === 'string' ? moved.toISOString().slice(0, 10) : moved;
}

/** A month and day inside the academic year: April-December fall in the first year, January-March in the next. */
export function inAcademicYear(startYear: number, month: number, day: number): string {
  const year = month >= 4 ? startYear : startYear + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
