import { and, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Tables } from '#server/db/database.ts';
import { addDays } from '#server/lib/school-dates.ts';

type DatedTable = Tables['events'];

/** The entry's last day: its end date, or its date for a one-day entry. */
const lastDayOf = (table: DatedTable) => sql`coalesce(${table.endDate}, ${table.date})`;

/**
 * Entries with at least one day from `first` to `last` (YYYY-MM-DD, both included): a winter
 * break from 23 December to 31 December is on 25 December and in January's neighbour month
 * only if it reaches it. Dates compare as text, in both dialects. Either day may be a placeholder,
 * for a statement prepared once.
 */
export function coveringDays(
  table: DatedTable,
  first: string | Placeholder,
  last: string | Placeholder,
): SQL {
  return and(lte(table.date, last), sql`${lastDayOf(table)} >= ${first}`)!;
}

/**
 * The distinct days from `first` to `last` that the entries cover, in order: each day of an
 * entry over several days, clipped to the range (a month's marks in the calendar).
 */
export function datesWithin(
  entries: ReadonlyArray<{ date: string; endDate: string | null }>,
  first: string,
  last: string,
): string[] {
  const days = new Set<string>();
  for (const entry of entries) {
    const end = (entry.endDate ?? entry.date) < last ? (entry.endDate ?? entry.date) : last;
    for (let day = entry.date < first ? first : entry.date; day <= end; day = addDays(day, 1))
      days.add(day);
  }
  return [...days].sort();
}
