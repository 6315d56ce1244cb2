import { z } from '../zod.ts';
import { itemMediaUses } from './content-kinds.ts';
import { savedSchema } from './fields.ts';

/** Media library (decision 0021): every uploaded image and document, with its uses. */

export const mediaKinds = ['image', 'document'] as const;
export type MediaKind = (typeof mediaKinds)[number];

export const mediaPageSize = 24;
export const altTextMaxLength = 300;

/** The multipart field that carries the file on upload and on replace. */
export const mediaFileField = 'file';

export const altTextSchema = z
  .string('Alt text must be text.')
  .trim()
  .max(altTextMaxLength, `Alt text must be at most ${altTextMaxLength} characters.`);

export const mediaQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search must be at most 200 characters.').optional(),
  kind: z.enum(mediaKinds, 'Kind must be image or document.').optional(),
  page: z.coerce.number('Page must be a number.').int().min(1).max(10_000).default(1),
});
export type MediaQuery = z.input<typeof mediaQuerySchema>;

/** Text fields of an upload or a replace; without a file, PUT only edits the alt text. */
export const mediaInputSchema = z.object({ altText: altTextSchema.optional() });

/** DELETE's body: `confirm` after staff have seen the uses. */
export const mediaDeleteSchema = z.object({ confirm: z.boolean().optional() }).nullish();

/** The items' uses (content-kinds.ts), then disclosures, information pages and the settings. */
export const mediaUseKinds = [...itemMediaUses, 'disclosure', 'page', 'settings'] as const;

/** One place a file is shown or linked. */
export const mediaUseSchema = z.object({
  kind: z.enum(mediaUseKinds),
  /** In words staff recognise: `News "Sports day"`, `Page "Fees" › Documents › Document link`. */
  label: z.string(),
  /** Where staff change it. */
  adminHref: z.string(),
  /** Where the public sees it; absent for drafts and unpublished places. */
  publicHref: z.string().optional(),
  /**
   * A news item, notice, gallery post or disclosure holds the file by its id, and the settings
   * hold the logo and the site's pictures: deleting the file would break them, so it is refused
   * until they let go. Page blocks only link to it.
   */
  holdsFile: z.boolean(),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

export const mediaItemSchema = z.object({
  id: z.string(),
  kind: z.enum(mediaKinds),
  /** The name it was uploaded with (what a download is called). */
  name: z.string(),
  altText: z.string(),
  /** The address to put in a page: it keeps working when the file is replaced. */
  url: z.string(),
  /** A small picture for lists (images only), versioned so a replaced one is fetched again. */
  thumbnailUrl: z.string().optional(),
  contentType: z.string(),
  byteSize: z.number(),
  width: z.number().optional(),
  height: z.number().optional(),
  createdAt: z.string(),
  uses: z.array(mediaUseSchema),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaListSchema = z.object({
  items: z.array(mediaItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type MediaList = z.infer<typeof mediaListSchema>;

export const mediaSavedSchema = savedSchema(mediaItemSchema);

/** 409 of DELETE: the file is in use; `blocked` when confirming would not help. */
export const mediaInUseSchema = z.object({
  message: z.string(),
  uses: z.array(mediaUseSchema),
  blocked: z.boolean(),
});
export type MediaInUse = z.infer<typeof mediaInUseSchema>;
