import { z } from '../zod.ts';
import { publicationInputSchema } from './publication.ts';
import {
  dateSchema,
  hindiTextSchema,
  hindiTitleSchema,
  imageSchema,
  longTextSchema,
  recordIdsSchema,
  savedSchema,
  slugInputSchema,
  titleSchema,
} from './fields.ts';

/** What an achievement was won in; the list on /accolades groups and filters by it. */
export const achievementCategories = ['academic', 'sports', 'arts', 'community'] as const;
export type AchievementCategory = (typeof achievementCategories)[number];

/** How far beyond the school it was won, smallest first. */
export const achievementLevels = [
  'school',
  'district',
  'state',
  'national',
  'international',
] as const;
export type AchievementLevel = (typeof achievementLevels)[number];

/** The words for categories and levels, in English and Hindi (the admin and the pages). */
export const achievementCategoryLabels: Record<AchievementCategory, { en: string; hi: string }> = {
  academic: { en: 'Academic', hi: 'शैक्षणिक' },
  sports: { en: 'Sports', hi: 'खेलकूद' },
  arts: { en: 'Arts', hi: 'कला' },
  community: { en: 'Community', hi: 'सामुदायिक सेवा' },
};
export const achievementLevelLabels: Record<AchievementLevel, { en: string; hi: string }> = {
  school: { en: 'School', hi: 'विद्यालय' },
  district: { en: 'District', hi: 'ज़िला' },
  state: { en: 'State', hi: 'राज्य' },
  national: { en: 'National', hi: 'राष्ट्रीय' },
  international: { en: 'International', hi: 'अंतरराष्ट्रीय' },
};

/** What an achievement's page calls its facts (web/features/items/item-view.ts). */
export const achievementFactLabels = {
  names: { en: 'Pupils or team', hi: 'विद्यार्थी या टीम' },
  category: { en: 'Category', hi: 'श्रेणी' },
  level: { en: 'Level', hi: 'स्तर' },
} as const;

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
  title: titleSchema,
  description: longTextSchema('Description').default(''),
  titleHi: hindiTitleSchema,
  descriptionHi: hindiTextSchema('Description'),
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
  removeFile: z.enum(['true', 'false']).default('false'),
  /** When it goes live and offline (contracts/content/publication.ts): after the prize-giving. */
  ...publicationInputSchema.shape,
});
export type AchievementInput = z.input<typeof achievementInputSchema>;
export const achievementImageField = 'image';

export const achievementSchema = recordIdsSchema.extend({
  title: z.string(),
  /** The page's address is /achievements/<slug>. */
  slug: z.string(),
  description: z.string(),
  titleHi: z.string().nullable(),
  descriptionHi: z.string().nullable(),
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
