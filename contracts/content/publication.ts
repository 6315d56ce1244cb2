import { z } from '../zod.ts';

/**
 * A time staff choose for an item to go live or offline: ISO 8601 with its offset, as the admin
 * form sends India time (`2026-06-01T08:00` + `:00+05:30`). Empty means "not set": a multipart
 * form sends every field, filled or not.
 */
const instantInputSchema = z
  .union([
    z.literal('').transform(() => undefined),
    z.iso.datetime({
      offset: true,
      message: 'Time must be a date and time such as 2026-06-01T08:00:00+05:30.',
    }),
  ])
  .optional();

/**
 * The scheduling fields every item with a page takes (news, notices, events, gallery posts):
 * without `publishAt` (or with a time already past) it is public at once; `unpublishAt` takes it
 * offline at that time. The server refuses an `unpublishAt` not after `publishAt`.
 */
export const publicationInputSchema = z.object({
  publishAt: instantInputSchema,
  unpublishAt: instantInputSchema,
});
export type PublicationInput = z.input<typeof publicationInputSchema>;

/** Live: the public sees it. Scheduled: it goes live at `publishAt`. Unpublished: offline. */
export const publicationStatuses = ['live', 'scheduled', 'unpublished'] as const;
export type PublicationStatus = (typeof publicationStatuses)[number];

/** What the staff lists add to each item: its status and the chosen times (ISO 8601). */
export const publicationSchema = z.object({
  status: z.enum(publicationStatuses),
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
  /** When it first went on the site; none for an item never public (a draft). */
  publishedAt: z.string().nullable(),
});
export type Publication = z.infer<typeof publicationSchema>;

/** The staff list of one kind: each item as the public sees it, with its publication. */
export const staffListSchema = <Shape extends z.ZodRawShape>(item: z.ZodObject<Shape>) =>
  z.array(item.extend(publicationSchema.shape));
