import { z } from '../zod.ts';
import { checkDateSpan, endDateSchema } from './date-span.ts';
import {
  dateSchema,
  hindiTextSchema,
  hindiTitleSchema,
  longTextSchema,
  recordIdsSchema,
  savedSchema,
  titleSchema,
} from './fields.ts';

/** A holiday; the existing client calls them "leaves". */
export const leaveInputSchema = z
  .object({
    title: titleSchema,
    description: longTextSchema('Description').default(''),
    titleHi: hindiTitleSchema,
    descriptionHi: hindiTextSchema('Description'),
    date: dateSchema,
    /** The last day of a break over several days (a winter break is one holiday). */
    endDate: endDateSchema,
  })
  .superRefine(checkDateSpan);
export type LeaveInput = z.input<typeof leaveInputSchema>;

export const leaveSchema = recordIdsSchema.extend({
  title: z.string(),
  description: z.string(),
  titleHi: z.string().nullable(),
  descriptionHi: z.string().nullable(),
  date: z.string(),
  /** The last day (inclusive) of a break over several days; null for a one-day holiday. */
  endDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Leave = z.infer<typeof leaveSchema>;

export const leaveListSchema = z.array(leaveSchema);
export const leaveSavedSchema = savedSchema(leaveSchema);
