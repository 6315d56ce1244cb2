import { errorText } from '#web/features/admin-content/shared/error-text.ts';
import {
  achievementCategories,
  achievementCategoryLabels,
  achievementImageField,
  achievementLevelLabels,
  achievementLevels,
  achievementNamesMaxLength,
  achievementSavedSchema,
  achievementSchema,
  type Achievement,
  type AchievementInput,
} from '#contracts/content/achievements.ts';
import { textMaxLength } from '#contracts/content/fields.ts';
import { itemPath } from '#contracts/content/item-paths.ts';
import { staffListSchema, type Publication } from '#contracts/content/publication.ts';
import type { ContentKind } from '#web/features/admin-content/shared/content-kind.ts';
import {
  datedTodayField,
  slugField,
  titleField,
} from '#web/features/admin-content/shared/common-fields.ts';
import { flagOf, textOf } from '#web/features/admin-content/shared/form-data.ts';
import {
  hindiFields,
  hindiInputOf,
  hindiNote,
  hindiValues,
} from '#web/features/admin-content/shared/hindi-fields.ts';
import { kindClient } from '#web/features/admin-content/shared/kind-client.ts';
import {
  publicationFields,
  publicationInputOf,
  publicationNote,
  publicationValues,
} from '#web/features/admin-content/shared/publication-fields.ts';
import { formatDay } from '#web/lib/format.ts';

const inputOf = (data: FormData): AchievementInput => ({
  title: textOf(data, 'title'),
  slug: textOf(data, 'slug'),
  names: textOf(data, 'names'),
  namesHi: textOf(data, 'namesHi'),
  category: textOf(data, 'category') as AchievementInput['category'],
  level: textOf(data, 'level') as AchievementInput['level'],
  date: textOf(data, 'date'),
  description: textOf(data, 'description'),
  ...hindiInputOf(data, 'description'),
  removeFile: flagOf(data, 'removeFile'),
  ...publicationInputOf(data),
});

// The staff list holds the scheduled and the unpublished ones too, with their times.
const achievementsClient = kindClient<Achievement & Publication>({
  listPath: '/admin/achievements',
  listSchema: staffListSchema(achievementSchema),
  createPath: '/achievements',
  itemPath: '/achievements',
  savedSchema: achievementSavedSchema,
  inputOf,
  upload: { field: achievementImageField },
});

const [titleHiField, descriptionHiField] = hindiFields('description', 'Description');

const picture = (achievement: Achievement) =>
  achievement.picture
    ? {
        name: achievement.title,
        href: achievement.picture.url,
        imageSrc: achievement.picture.url,
      }
    : undefined;

export const achievementsKind: ContentKind<Achievement & Publication> = {
  singular: 'achievement',
  plural: 'achievements',
  records: 'achievements',
  form: {
    heading: 'Add Achievement',
    lead: 'Prizes, medals and awards your pupils have won. Each one appears on the Accolades page, by year and category.',
    texts: {
      submit: 'Add Achievement',
      submitting: 'Adding…',
      success: 'Achievement added successfully!',
      failure: (error) => `Failed to add achievement: ${errorText(error)}`,
    },
  },
  fields: [
    titleField,
    slugField,
    {
      key: 'names',
      label: 'Pupils or team',
      kind: 'text',
      maxLength: achievementNamesMaxLength,
      hint: 'As the school writes them, e.g. "Riya Sharma (Class 8)" or "Under-14 football team".',
    },
    {
      key: 'category',
      label: 'Category',
      kind: 'select',
      options: achievementCategories.map((value) => ({
        value,
        label: achievementCategoryLabels[value].en,
      })),
      defaultValue: 'academic',
    },
    {
      key: 'level',
      label: 'Level',
      kind: 'select',
      options: achievementLevels.map((value) => ({
        value,
        label: achievementLevelLabels[value].en,
      })),
      defaultValue: 'school',
      hint: 'How far beyond the school it was won: school, district, state, national or international.',
    },
    { ...datedTodayField, hint: 'The day it was won or announced.' },
    {
      key: 'description',
      label: 'Description',
      kind: 'textarea',
      optional: true,
      maxLength: textMaxLength,
    },
    titleHiField!,
    {
      key: 'namesHi',
      label: 'Pupils or team in Hindi',
      kind: 'text',
      optional: true,
      maxLength: achievementNamesMaxLength,
      hint: 'Shown on the Hindi pages (/hi/…); without it they show the English names.',
    },
    descriptionHiField!,
    {
      key: achievementImageField,
      label: 'Picture',
      kind: 'image',
      optional: true,
      removeFlag: 'removeFile',
      hint: 'A photo of the pupils, the trophy or the certificate, shown small in the list and large on its page.',
    },
    ...publicationFields,
  ],
  ...achievementsClient,
  values: (achievement) => ({
    title: achievement.title,
    slug: achievement.slug,
    names: achievement.names,
    namesHi: achievement.namesHi ?? '',
    category: achievement.category,
    level: achievement.level,
    date: achievement.date,
    description: achievement.description,
    ...hindiValues(achievement, 'description'),
    ...publicationValues(achievement),
  }),
  currentFile: picture,
  summary: (achievement) => ({
    hindi: hindiNote(achievement, 'description', [[achievement.names, achievement.namesHi]]),
    page: itemPath('achievements', achievement.slug),
    title: achievement.title,
    meta: [
      achievementCategoryLabels[achievement.category].en,
      achievementLevelLabels[achievement.level].en,
      formatDay(achievement.date),
    ].join(' · '),
    text: achievement.names,
    imageSrc: achievement.picture?.url,
    status: publicationNote(achievement),
  }),
  sortKey: (achievement) => `${achievement.date} ${achievement.createdAt}`,
};
