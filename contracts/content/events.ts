import { audienceListSchema, audienceSchema } from '../audience-schemas.ts';
import { z } from '../zod.ts';
import { checkDateSpan } from './date-span.ts';
import { datedEntryInputFields } from './dated-entry-fields.ts';
import { publicationInputSchema } from './publication.ts';
import { savedSchema, slugInputSchema } from './fields.ts';
import { itemRecordSchema, itemTextFields } from './item-fields.ts';

export const eventInputSchema = z
  .object({
    ...datedEntryInputFields,
    slug: slugInputSchema,
    /** Who it is for; everyone when left out. */
    audiences: audienceListSchema.default(['all']),
    /** When it goes live and offline (contracts/content/publication.ts). */
    ...publicationInputSchema.shape,
  })
  .superRefine(checkDateSpan);
export type EventInput = z.input<typeof eventInputSchema>;

export const eventSchema = itemRecordSchema.extend({
  /** Holidays, which share this shape, have no page and no address. */
  slug: z.string().optional(),
  ...itemTextFields('description'),
  date: z.string(),
  /** The last day (inclusive) of an entry over several days; null for a one-day entry. */
  endDate: z.string().nullable(),
  /** Events only: who the event is for. */
  audiences: z.array(audienceSchema).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

export const eventListSchema = z.array(eventSchema);
export const eventSavedSchema = savedSchema(eventSchema);
