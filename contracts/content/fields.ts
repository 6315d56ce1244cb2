import { z } from '../zod.ts';
import { slugMaxLength } from './item-paths.ts';

export const titleMaxLength = 200;
export const textMaxLength = 10_000;

export const titleSchema = z
  .string()
  .trim()
  .min(1, 'Title is required.')
  .max(titleMaxLength, `Title must be at most ${titleMaxLength} characters.`);

export const longTextSchema = (label: string) =>
  z
    .string()
    .trim()
    .max(
      textMaxLength,
      `${label} must be at most ${textMaxLength.toLocaleString('en-IN')} characters.`,
    );

/**
 * An item's optional Hindi (decision 0025), beside its English in the admin form: the same
 * limits, and empty means "not written" (the Hindi pages then show the English).
 */
export const hindiTitleSchema = z
  .string()
  .trim()
  .max(titleMaxLength, `Title in Hindi must be at most ${titleMaxLength} characters.`)
  .transform((value) => value || null)
  .optional();
export const hindiTextSchema = (label: string) =>
  longTextSchema(`${label} in Hindi`)
    .transform((value) => value || null)
    .optional();

/** A real calendar date: the pattern alone would let 2025-02-30 through. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export const dateSchema = z
  .string()
  .trim()
  .refine(isCalendarDate, 'Date must be a real date in the form YYYY-MM-DD.');

export const idSchema = z.uuid('Not a valid id.');
export const idParamsSchema = z.object({ id: idSchema });

/** Every record is exposed with both names: the original site's client reads `_id` (decision 0014). */
export const recordIdsSchema = z.object({ _id: z.string(), id: z.string() });

export const imageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  srcset: z.string(),
});
export type Image = z.infer<typeof imageSchema>;

export const messageSchema = z.object({ message: z.string() });

/** Answer of every create and update: the record as the public list shows it. */
export const savedSchema = <T extends z.ZodType>(record: T) =>
  z.object({ message: z.string(), data: record });

/**
 * The last part of an item's address, as staff may type it in the admin forms: lower-case
 * letters, digits and single hyphens. Empty means "keep the current one" (or make one from the
 * title for a new item).
 */
export const slugInputSchema = z
  .string()
  .trim()
  .max(slugMaxLength, `Address must be at most ${slugMaxLength} characters.`)
  .regex(
    /^([a-z0-9]+(-[a-z0-9]+)*)?$/,
    'Address may use lower-case letters, digits and single hyphens only.',
  )
  .transform((value) => value || undefined)
  .optional();
