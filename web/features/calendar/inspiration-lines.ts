import { parseDateKey, type DateKey } from '#web/lib/school-date.ts';

/**
 * The catalogue id of the motivational line of a day without an event or holiday: five lines
 * (`calendar.inspiration1` to `calendar.inspiration5`), in the catalogues so Hindi pages say
 * them in Hindi. The same day always shows the same line, so the card does not change when the
 * visitor clicks back to a day (and it is "daily" inspiration).
 */
export function inspirationFor(date: DateKey): string {
  const { year, month, day } = parseDateKey(date);
  return `calendar.inspiration${((year * 31 * 12 + month * 31 + day) % 5) + 1}`;
}
