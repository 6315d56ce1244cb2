import { z } from '../zod.ts';
import { checkDateSpan } from './date-span.ts';
import { datedEntryInputFields } from './dated-entry-fields.ts';
import { recordIdsSchema, savedSchema } from './fields.ts';
import { itemTextFields } from './item-fields.ts';

/** A holiday; the existing client calls them "leaves". */
export const leaveInputSchema = z
  .object({
    ...datedEntryInputFields,
  })
  .superRefine(checkDateSpan);
export type LeaveInput = z.input<typeof leaveInputSchema>;

export const leaveSchema = recordIdsSchema.extend({
  title: z.string(),
  ...itemTextFields('description'),
  date: z.string(),
  /** The last day (inclusive) of a break over several days; null for a one-day holiday. */
  endDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Leave = z.infer<typeof leaveSchema>;

export const leaveListSchema = z.array(leaveSchema);
export const leaveSavedSchema = savedSchema(leaveSchema);
