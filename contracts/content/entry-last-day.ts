/**
 * An entry's last day: its end date, or its only day. Still "upcoming" until this day is past.
 * Apart from date-span.ts, which validates with zod: public pages read this and load no
 * validation library (web-pages.test.ts).
 */
export const lastDayOf = (entry: { date: string; endDate?: string | null }) =>
  entry.endDate ?? entry.date;
