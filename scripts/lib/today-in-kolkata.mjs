/** The date (YYYY-MM-DD) in India at `now`: today, the day the calendar pages treat as today. */
export function todayInKolkata(now = new Date()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', dateStyle: 'short' }).format(
    now,
  );
}
