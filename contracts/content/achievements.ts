import { z } from '../zod.ts';
import { publicationInputSchema } from './publication.ts';
import { dateSchema, imageSchema, savedSchema, slugInputSchema } from './fields.ts';
import {
  formFlagSchema,
  itemRecordSchema,
  itemTextFields,
  itemTextInputFields,
} from './item-fields.ts';
import { achievementCategories, achievementLevels } from './achievement-words.ts';

export * from './achievement-words.ts';

export const achievementNamesMaxLength = 500;

const namesSchema = z
  .string()
  .trim()
  .min(1, 'Pupils or team is required.')
  .max(
    achievementNamesMaxLength,
    `Pupils or team must be at most ${achievementNamesMaxLength} characters.`,
  );

/** Text fields of the multipart form; the optional picture travels in the `image` part. */
export const achievementInputSchema = z.object({
  ...itemTextInputFields('description'),
  /** The pupils' names or the team's, as the school writes them (e.g. "Under-14 football team"). */
  names: namesSchema,
  namesHi: z
    .string()
    .trim()
    .max(
      achievementNamesMaxLength,
      `Pupils or team in Hindi must be at most ${achievementNamesMaxLength} characters.`,
    )
    .transform((value) => value || null)
    .optional(),
  category: z.enum(achievementCategories, 'Choose a category.'),
  level: z.enum(achievementLevels, 'Choose a level.'),
  /** The day it was won or announced. */
  date: dateSchema,
  slug: slugInputSchema,
  /** On update: 'true' drops the current picture (a new `image` replaces it anyway). */
  removeFile: formFlagSchema,
  /** When it goes live and offline (contracts/content/publication.ts): after the prize-giving. */
  ...publicationInputSchema.shape,
});
export type AchievementInput = z.input<typeof achievementInputSchema>;
export const achievementImageField = 'image';

export const achievementSchema = itemRecordSchema.extend({
  ...itemTextFields('description'),
  names: z.string(),
  namesHi: z.string().nullable(),
  category: z.enum(achievementCategories),
  level: z.enum(achievementLevels),
  date: z.string(),
  /** Its picture with its responsive sizes, when it has one. */
  picture: imageSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const achievementListSchema = z.array(achievementSchema);
export const achievementSavedSchema = savedSchema(achievementSchema);
