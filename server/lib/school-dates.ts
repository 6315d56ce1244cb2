/**
 * India has kept UTC+05:30 all year since 1945, without daylight saving, so its date is plain
 * arithmetic. Every page request asks for it (the page cache key, web-pages.ts), and Intl's
 * time-zone formatting took about 5% of a cached page's CPU time.
 */
const indiaOffsetMs = (5 * 60 + 30) * 60_000;

/** Today's date in India as YYYY-MM-DD, whatever the server's time zone. */
export function todayInKolkata(now = new Date()): string {
  return new Date(now.getTime() + indiaOffsetMs).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** A month and day inside the academic year: April-December fall in the first year, January-March in the next. */
export function inAcademicYear(startYear: number, month: number, day: number): string {
  const year = month >= 4 ? startYear : startYear + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
