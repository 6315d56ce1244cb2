/** Today's date (YYYY-MM-DD) where the school is: the day the calendar pages treat as today. */
export function todayInKolkata() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', dateStyle: 'short' }).format(
    new Date(),
  );
}
