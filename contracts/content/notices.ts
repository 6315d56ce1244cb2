import { z } from '../zod.ts';
import {
  dateSchema,
  longTextSchema,
  recordIdsSchema,
  savedSchema,
  slugInputSchema,
  titleSchema,
} from './fields.ts';

/** Text fields of the multipart form; the attachment travels in the `file` part. */
export const noticeInputSchema = z.object({
  title: titleSchema,
  description: longTextSchema('Description').default(''),
  date: dateSchema,
  slug: slugInputSchema,
  /** On update: 'true' drops the current attachment (a new `file` replaces it anyway). */
  removeFile: z.enum(['true', 'false']).default('false'),
});
export type NoticeInput = z.input<typeof noticeInputSchema>;
export const noticeFileField = 'file';

export const noticeSchema = recordIdsSchema.extend({
  title: z.string(),
  /** The page's address is /notices/<slug>. */
  slug: z.string(),
  description: z.string(),
  date: z.string(),
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
