const kolkataDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in India as YYYY-MM-DD, whatever the server's time zone. */
export function todayInKolkata(now = new Date()): string {
  return kolkataDate.format(now);
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
