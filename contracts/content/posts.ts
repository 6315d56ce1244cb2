import { z } from '../zod.ts';
import { publicationInputSchema } from './publication.ts';
import {
  imageSchema,
  hindiTextSchema,
  hindiTitleSchema,
  longTextSchema,
  recordIdsSchema,
  savedSchema,
  slugInputSchema,
  titleSchema,
} from './fields.ts';

/** Text fields of the multipart form; the picture travels in the optional `image` part. */
export const postInputSchema = z.object({
  title: titleSchema,
  content: longTextSchema('Content').default(''),
  titleHi: hindiTitleSchema,
  contentHi: hindiTextSchema('Content'),
  slug: slugInputSchema,
  /** On update: 'true' removes the current picture (a new `image` replaces it anyway). */
  removeImage: z.enum(['true', 'false']).default('false'),
  /** When it goes live and offline (contracts/content/publication.ts). */
  ...publicationInputSchema.shape,
});
export type PostInput = z.input<typeof postInputSchema>;
export const postImageField = 'image';

export const postSchema = recordIdsSchema.extend({
  title: z.string(),
  /** The page's address is /gallery/<slug>. */
  slug: z.string(),
  content: z.string(),
  titleHi: z.string().nullable(),
  contentHi: z.string().nullable(),
  image: imageSchema.nullable(),
  /** URL of the ~400 px wide version, or null without a picture. */
  thumbnail: z.string().nullable(),
  createdAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;

export const postListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
export const postListSchema = z.object({ data: z.array(postSchema) });
export const postSavedSchema = savedSchema(postSchema);
