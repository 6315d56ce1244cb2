import { z } from '../zod.ts';
import { isCalendarDate } from './fields.ts';

/**
 * The longest an event or holiday may last, first and last day included. The longest break a
 * school has is the summer vacation, which in some states is all of May and June (61 days); a
 * last day further away is almost always a year typed wrong (2027 for 2026), which would mark a
 * whole year of the calendar, so it is refused with the reason.
 */
export const maxSpanDays = 62;

/**
 * The optional last day of an entry over several days (YYYY-MM-DD, inclusive). Left out, empty
 * or null, the entry is one day long.
 */
export const endDateSchema = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || isCalendarDate(value),
    'The last day must be a real date in the form YYYY-MM-DD.',
  )
  .transform((value) => value || null)
  .nullable()
  .optional();

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** The days from `start` to `end`, both included (1 for the same day). */
export const spanDays = (start: string, end: string) => dayNumber(end) - dayNumber(start) + 1;

/**
 * The entry's last day is not before its first, and the two are at most `maxSpanDays` apart: an
 * object-level check, reported on `endDate` so the admin form shows it beside that field.
 */
export function checkDateSpan(
  entry: { date: string; endDate?: string | null | undefined },
  context: z.RefinementCtx,
): void {
  const { date, endDate } = entry;
  if (!endDate || !isCalendarDate(date)) return;
  const days = spanDays(date, endDate);
  if (days < 1)
    context.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'The end date is before the start date.',
    });
  else if (days > maxSpanDays)
    context.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: `An event or holiday can last at most ${maxSpanDays} days. Check the year of the end date.`,
    });
}
