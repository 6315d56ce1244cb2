import { z } from '../zod.ts';
import { publicationInputSchema } from './publication.ts';
import { dateSchema, imageSchema, savedSchema, slugInputSchema } from './fields.ts';
import { itemRecordSchema, itemTextFields, itemTextInputFields } from './item-fields.ts';

/** Text fields of the multipart form; the picture travels in the `image` part (required on create). */
export const newsInputSchema = z.object({
  ...itemTextInputFields('description'),
  date: dateSchema,
  slug: slugInputSchema,
  /** When it goes live and offline (contracts/content/publication.ts). */
  ...publicationInputSchema.shape,
});
export type NewsInput = z.input<typeof newsInputSchema>;
export const newsImageField = 'image';

export const newsItemSchema = itemRecordSchema.extend({
  /** URL of the 800 px wide picture, as the existing client expects a plain URL. */
  image: z.string(),
  /** The same picture with its responsive sizes. */
  picture: imageSchema,
  date: z.string(),
  ...itemTextFields('description'),
  createdAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsListSchema = z.array(newsItemSchema);
export const newsSavedSchema = savedSchema(newsItemSchema);
