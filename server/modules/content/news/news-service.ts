import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { NewsItem, newsInputSchema } from '#contracts/content/news.ts';
import type { Database } from '#server/db/database.ts';
import { imageView, variantUrl } from '#server/files/file-views.ts';
import type { FileRecord } from '#server/files/store-upload.ts';
import type { ContentWriter } from '#server/modules/content-writer/index.ts';
import { itemTextColumns } from '#server/modules/content/hindi-fields.ts';
import { createItemResource } from '#server/modules/content/item-resource.ts';
import type { ItemPaths } from '#server/modules/content/item-paths/item-paths.ts';

export type NewsFields = z.output<typeof newsInputSchema>;
type NewsRow = Database['tables']['news']['$inferSelect'];

function view(row: NewsRow, file: FileRecord | undefined, slug: string | undefined): NewsItem {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    slug: slug ?? '',
    // A news item always has its picture (the create route requires it, updates keep it).
    image: variantUrl(file!, 800),
    picture: imageView(file!),
    date: row.date,
    description: row.description,
    titleHi: row.titleHi,
    descriptionHi: row.descriptionHi,
    createdAt: row.createdAt.toISOString(),
  };
}

/** News items: each with its picture and its page at /news/<slug>. */
export function createNewsService(db: Database, write: ContentWriter, paths: ItemPaths) {
  const { news } = db.tables;
  return createItemResource<NewsRow, NewsFields, NewsItem>(
    { db, write, paths },
    {
      kind: 'news',
      table: news,
      order: [desc(news.date), desc(news.createdAt)],
      file: { key: 'imageId' },
      columns: (fields) => ({ ...itemTextColumns(fields, 'description'), date: fields.date }),
      view,
    },
  );
}

export type NewsService = ReturnType<typeof createNewsService>;
