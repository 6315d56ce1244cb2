import { audienceListSchema, audienceSchema } from '../audience-schemas.ts';
import { z } from '../zod.ts';
import { publicationInputSchema } from './publication.ts';
import { dateSchema, savedSchema, slugInputSchema } from './fields.ts';
import {
  formFlagSchema,
  itemRecordSchema,
  itemTextFields,
  itemTextInputFields,
} from './item-fields.ts';

/** Text fields of the multipart form; the attachment travels in the `file` part. */
export const noticeInputSchema = z.object({
  ...itemTextInputFields('description'),
  date: dateSchema,
  slug: slugInputSchema,
  /** On update: 'true' drops the current attachment (a new `file` replaces it anyway). */
  removeFile: formFlagSchema,
  /** Who it is for; everyone when left out. */
  audiences: audienceListSchema.default(['all']),
  /** 'true': the mail asks each subscriber to confirm they have read it. */
  acknowledgementRequested: formFlagSchema,
  /** When it goes live and offline (contracts/content/publication.ts). */
  ...publicationInputSchema.shape,
});
export type NoticeInput = z.input<typeof noticeInputSchema>;
export const noticeFileField = 'file';

export const noticeSchema = itemRecordSchema.extend({
  ...itemTextFields('description'),
  date: z.string(),
  /** Given when the notice is published, unique in its academic year, e.g. SPS/2026-27/014. */
  circularNumber: z.string().optional(),
  /** The academic year (April to March) of the notice's date: its first calendar year. */
  academicYear: z.number().int(),
  audiences: z.array(audienceSchema),
  acknowledgementRequested: z.boolean(),
  /** Present only with an attachment: a site-relative URL such as /uploads/<name>. */
  fileUrl: z.string().optional(),
  /** The uploader's file name, for the link text. */
  fileName: z.string().optional(),
  /** MIME type of the stored file, e.g. application/pdf. */
  fileType: z.string().optional(),
  /** Bytes. */
  fileSize: z.number().int().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeListSchema = z.array(noticeSchema);
export const noticeSavedSchema = savedSchema(noticeSchema);
