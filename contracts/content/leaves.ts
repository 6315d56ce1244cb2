import { z } from '../zod.ts';
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
export const leaveInputSchema = z.object({
  title: titleSchema,
  description: longTextSchema('Description').default(''),
  titleHi: hindiTitleSchema,
  descriptionHi: hindiTextSchema('Description'),
  date: dateSchema,
});
export type LeaveInput = z.input<typeof leaveInputSchema>;

export const leaveSchema = recordIdsSchema.extend({
  title: z.string(),
  description: z.string(),
  titleHi: z.string().nullable(),
  descriptionHi: z.string().nullable(),
  date: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Leave = z.infer<typeof leaveSchema>;

export const leaveListSchema = z.array(leaveSchema);
export const leaveSavedSchema = savedSchema(leaveSchema);
