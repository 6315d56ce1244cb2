import { z } from '../zod.ts';
import { dateSchema } from './fields.ts';
import { eventSchema } from './events.ts';
import { leaveSchema } from './leaves.ts';

export const dayParamsSchema = z.object({ date: dateSchema });

/** `event` and `leave` are the first of the day (or null), kept for the existing calendar panel. */
export const dayDetailsSchema = z.object({
  event: eventSchema.nullable(),
  leave: leaveSchema.nullable(),
  events: z.array(eventSchema),
  leaves: z.array(leaveSchema),
});
export type DayDetails = z.infer<typeof dayDetailsSchema>;

export const monthQuerySchema = z.object({
  month: z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be in the form YYYY-MM.'),
});

/** The dates (YYYY-MM-DD) in the month that have events and holidays, to mark the month grid. */
export const monthSummarySchema = z.object({
  month: z.string(),
  events: z.array(z.string()),
  leaves: z.array(z.string()),
});
export type MonthSummary = z.infer<typeof monthSummarySchema>;
