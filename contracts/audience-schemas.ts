import { audiences, type Audience } from './audiences.ts';
import { z } from './zod.ts';

/** One audience (audiences.ts). */
export const audienceSchema = z.enum(audiences);

/**
 * A list of audiences, as JSON sends it (an array) or as a multipart form does (the field
 * repeated, or one comma-separated value). Empty means everyone.
 */
export const audienceListSchema = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')))
  .transform((values) => values.map((value) => value.trim()).filter(Boolean))
  .pipe(z.array(audienceSchema).max(audiences.length))
  .transform((values): Audience[] => (values.length ? [...new Set(values)] : ['all']));
