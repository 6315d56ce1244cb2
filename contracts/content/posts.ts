import { z } from '../zod.ts';
import { publicationInputSchema } from './publication.ts';
import { altTextSchema } from './media.ts';
import { idSchema, imageSchema, savedSchema, slugInputSchema } from './fields.ts';
import {
  formFlagSchema,
  itemRecordSchema,
  itemTextFields,
  itemTextInputFields,
} from './item-fields.ts';

/** Photos one save may carry: each is up to 10 MB and the server reads the form in memory. */
export const maxPhotosPerSave = 20;
/** Photos an album may hold. */
export const maxPhotosPerAlbum = 200;

/**
 * One photo of the album as a save lists it: a photo it already has (`id`) or the n-th file
 * uploaded with the save (`upload`, from 0), with its alt text, and the cover marked.
 */
export const albumPhotoPlanSchema = z.union([
  z.object({ id: idSchema, alt: altTextSchema.optional(), cover: z.boolean().optional() }).strict(),
  z
    .object({
      upload: z
        .number()
        .int()
        .min(0)
        .max(maxPhotosPerSave - 1),
      alt: altTextSchema.optional(),
      cover: z.boolean().optional(),
    })
    .strict(),
]);
export const albumPlanSchema = z
  .array(albumPhotoPlanSchema)
  .max(maxPhotosPerAlbum, `An album holds at most ${maxPhotosPerAlbum} photos.`);
export type AlbumPhotoPlan = z.infer<typeof albumPhotoPlanSchema>;

/**
 * Text fields of the multipart form; the photos travel in `images` parts (the original client's
 * single `image` part is taken too, decision 0014).
 */
export const postInputSchema = z.object({
  ...itemTextInputFields('content'),
  slug: slugInputSchema,
  /**
   * The album after the save, in order, as JSON (albumPlanSchema): `[{"id":"…"},{"upload":0,
   * "alt":"Prize giving","cover":true}]`. Photos left out are removed. Without it a create shows
   * the uploads in the order sent, and an update adds them after the current photos (an `image`
   * part, as the original client sends, replaces them instead).
   */
  photos: z.string().max(60_000).optional(),
  /** On update: 'true' removes every current photo (uploads sent with it are kept). */
  removeImage: formFlagSchema,
  /** When it goes live and offline (contracts/content/publication.ts). */
  ...publicationInputSchema.shape,
});
export type PostInput = z.input<typeof postInputSchema>;
/** The form's photo parts; `postImageField` is the original client's one picture. */
export const postImagesField = 'images';
export const postImageField = 'image';

export const postPhotoSchema = imageSchema.extend({
  id: z.string(),
  /** URL of the ~400 px wide version. */
  thumbnail: z.string(),
  alt: z.string(),
});
export type PostPhoto = z.infer<typeof postPhotoSchema>;

export const postSchema = itemRecordSchema.extend({
  ...itemTextFields('content'),
  /** The cover (as the original client reads a post's one picture), or null for no photos. */
  image: imageSchema.nullable(),
  /** URL of the cover's ~400 px wide version, or null without photos. */
  thumbnail: z.string().nullable(),
  /** Every photo of the album, in order. */
  images: z.array(postPhotoSchema),
  /** Which of `images` is the cover. */
  coverId: z.string().nullable(),
  createdAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;

export const postListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
export const postListSchema = z.object({ data: z.array(postSchema) });
export const postSavedSchema = savedSchema(postSchema);
