import { z } from '../zod.ts';
import { recordIdsSchema, savedSchema } from './fields.ts';
import { itemTextFields, itemTextInputFields } from './item-fields.ts';

export const disclosureTypes = ['results', 'academic', 'information', 'general'] as const;
export type DisclosureType = (typeof disclosureTypes)[number];

/** Text fields of the multipart form; the document travels in the `file` part (required on create). */
export const disclosureInputSchema = z.object({
  type: z
    .enum(disclosureTypes, 'Type must be one of results, academic, information, general.')
    .default('general'),
  ...itemTextInputFields('description'),
});
export type DisclosureInput = z.input<typeof disclosureInputSchema>;
export const disclosureFileField = 'file';

export const disclosureSchema = recordIdsSchema.extend({
  originalName: z.string(),
  /** The stored name: pass it to GET /api/disclosure/download?file=. */
  fileName: z.string(),
  type: z.enum(disclosureTypes),
  title: z.string(),
  ...itemTextFields('description'),
  uploadDate: z.string(),
  modifiedDate: z.string(),
  fileSize: z.number().int(),
});
export type Disclosure = z.infer<typeof disclosureSchema>;

export const disclosureListSchema = z.array(disclosureSchema);
export const disclosureSavedSchema = savedSchema(disclosureSchema);
export const disclosureDownloadQuerySchema = z.object({ file: z.string().max(300).default('') });
