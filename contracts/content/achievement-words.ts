// No zod here: the public list and page of achievements import these (achievements.ts holds the
// API's schemas, and zod would add some 25 KB to those pages' scripts).

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
