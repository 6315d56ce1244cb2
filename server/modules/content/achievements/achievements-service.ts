import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Achievement, achievementInputSchema } from '#contracts/content/achievements.ts';
import type { Database } from '#server/db/database.ts';
import { imageView } from '#server/files/file-views.ts';
import type { FileRecord } from '#server/files/store-upload.ts';
import { itemHead, removableFile, timestamps } from '#server/modules/content/content-helpers.ts';
import type { ContentWriter } from '#server/modules/content-writer/index.ts';
import { hindiColumns, itemTextColumns } from '#server/modules/content/hindi-fields.ts';
import { createItemResource } from '#server/modules/content/item-resource.ts';
import type { ItemPaths } from '#server/modules/content/item-paths/item-paths.ts';
import { itemSearch } from '#server/modules/search/index.ts';
import { cardFor } from '#server/modules/share-cards/index.ts';

export type AchievementFields = z.output<typeof achievementInputSchema>;
type AchievementRow = Database['tables']['achievements']['$inferSelect'];

function view(
  row: AchievementRow,
  file: FileRecord | undefined,
  slug: string | undefined,
): Achievement {
  return {
    ...itemHead(row, slug, 'description'),
    names: row.names,
    namesHi: row.namesHi,
    category: row.category,
    level: row.level,
    date: row.date,
    picture: file ? imageView(file) : null,
    ...timestamps(row),
  };
}

/** Achievements: what pupils won, each with its page at /achievements/<slug>, listed on /accolades. */
export function createAchievementsService(db: Database, write: ContentWriter, paths: ItemPaths) {
  const { achievements } = db.tables;
  return createItemResource<AchievementRow, AchievementFields, Achievement>(
    { db, write, paths },
    {
      kind: 'achievements',
      table: achievements,
      order: [desc(achievements.date), desc(achievements.createdAt)],
      file: removableFile('imageId'),
      columns: (fields) => ({
        ...itemTextColumns(fields, 'description'),
        names: fields.names,
        category: fields.category,
        level: fields.level,
        date: fields.date,
        ...hindiColumns(fields, ['namesHi']),
      }),
      view,
      // Without a picture of its own, its link preview is its drawn card.
      card: (row) => (row.imageId ? undefined : cardFor('achievements', row)),
    },
  );
}

export type AchievementsService = ReturnType<typeof createAchievementsService>;

/** "Kabaddi state" or "olympiad Meera": achievements are found by who won them, too. */
export const achievementDocuments = itemSearch(
  'achievements',
  (tables) => tables.achievements,
  (row) => ({
    ...row,
    description: `${row.names} ${row.description}`,
    descriptionHi:
      row.titleHi || row.descriptionHi || row.namesHi
        ? `${row.namesHi ?? row.names} ${row.descriptionHi ?? row.description}`
        : null,
  }),
);
