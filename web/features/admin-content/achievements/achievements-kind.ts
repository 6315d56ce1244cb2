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
import type { ContentKind, KindField } from '#web/features/admin-content/shared/content-kind.ts';
import {
  datedTodayField,
  slugField,
  titleField,
} from '#web/features/admin-content/shared/common-fields.ts';
import { formInputOf } from '#web/features/admin-content/shared/field-values.ts';
import { hindiFields } from '#web/features/admin-content/shared/hindi-fields.ts';
import { kindClient } from '#web/features/admin-content/shared/kind-client.ts';
import { publicationFields } from '#web/features/admin-content/shared/publication-fields.ts';
import { itemSummary } from '#web/features/admin-content/shared/item-summary.ts';
import { formatDay } from '#web/lib/format.ts';

const [titleHiField, descriptionHiField] = hindiFields('description', 'Description');

/** A choice's options in English, from the words the public pages show too. */
const optionsOf = <Value extends string>(
  values: ReadonlyArray<Value>,
  labels: Record<Value, { en: string }>,
) => values.map((value) => ({ value, label: labels[value].en }));

const fields: KindField[] = [
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
    options: optionsOf(achievementCategories, achievementCategoryLabels),
    defaultValue: 'academic',
  },
  {
    key: 'level',
    label: 'Level',
    kind: 'select',
    options: optionsOf(achievementLevels, achievementLevelLabels),
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
    lang: 'hi',
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
];

// The staff list holds the scheduled and the unpublished ones too, with their times.
const achievementsClient = kindClient<Achievement & Publication>({
  listPath: '/admin/achievements',
  listSchema: staffListSchema(achievementSchema),
  createPath: '/achievements',
  itemPath: '/achievements',
  savedSchema: achievementSavedSchema,
  inputOf: formInputOf<AchievementInput>(fields),
  upload: { field: achievementImageField },
});

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
  fields,
  ...achievementsClient,
  currentFile: picture,
  summary: (achievement) => ({
    ...itemSummary(achievement, 'description', [[achievement.names, achievement.namesHi]]),
    page: itemPath('achievements', achievement.slug),
    meta: [
      achievementCategoryLabels[achievement.category].en,
      achievementLevelLabels[achievement.level].en,
      formatDay(achievement.date),
    ].join(' · '),
    // The list shows who won it; its description is on its page.
    text: achievement.names,
    imageSrc: achievement.picture?.url,
  }),
  sortKey: (achievement) => `${achievement.date} ${achievement.createdAt}`,
};
