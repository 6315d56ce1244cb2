import { z } from '../zod.ts';
import { dateSchema, longTextSchema, recordIdsSchema, savedSchema, titleSchema } from './fields.ts';

/** A holiday; the existing client calls them "leaves". */
export const leaveInputSchema = z.object({
  title: titleSchema,
  description: longTextSchema('Description').default(''),
  date: dateSchema,
});
export type LeaveInput = z.input<typeof leaveInputSchema>;

export const leaveSchema = recordIdsSchema.extend({
  title: z.string(),
  description: z.string(),
  date: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Leave = z.infer<typeof leaveSchema>;

export const leaveListSchema = z.array(leaveSchema);
export const leaveSavedSchema = savedSchema(leaveSchema);
