import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { NewsItem, newsInputSchema } from '#contracts/content/news.ts';
import type { Database } from '../../../db/database.ts';
import { imageView, variantUrl } from '../../uploads/file-views.ts';
import type { FileRecord } from '../../uploads/store-upload.ts';
import type { ValidatedUpload } from '../../uploads/validate-upload.ts';
import { deletedWithFile, nextFile } from '../content-helpers.ts';
import { assertKnownIdShape, notFound } from '../../../lib/http-errors.ts';
import type { Actor, ContentWriter } from '../content-writer.ts';
import type { ItemPaths } from '../item-paths/item-paths.ts';

export type NewsFields = z.output<typeof newsInputSchema>;
type NewsRow = Database['tables']['news']['$inferSelect'];

function view(row: NewsRow, file: FileRecord, slug: string): NewsItem {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    slug,
    image: variantUrl(file, 800),
    picture: imageView(file),
    date: row.date,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createNewsService(db: Database, write: ContentWriter, paths: ItemPaths) {
  const { news, files } = db.tables;

  return {
    async list(): Promise<NewsItem[]> {
      const rows = await db.read
        .select({ item: news, file: files })
        .from(news)
        .innerJoin(files, eq(files.id, news.imageId))
        .orderBy(desc(news.date), desc(news.createdAt));
      const slugs = await paths.currentSlugs('news');
      return rows.map(({ item, file }) => view(item, file, slugs.get(item.id) ?? ''));
    },

    create(actor: Actor, input: NewsFields, image: ValidatedUpload): Promise<NewsItem> {
      return write({
        actor,
        action: 'create',
        entity: 'news',
        upload: image,
        work: async (tx, file) => {
          const now = new Date();
          const { slug: requested, ...fields } = input;
          const [row] = await tx
            .insert(news)
            .values({
              id: randomUUID(),
              ...fields,
              imageId: file!.id,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          const slug = await paths.assign(tx, 'news', row!.id, row!.title, requested);
          return { record: view(row!, file!, slug), entityId: row!.id, summary: row!.title };
        },
      });
    },

    /** Without a new image the current one stays: a news item always has a picture. */
    update(
      actor: Actor,
      id: string,
      input: NewsFields,
      image?: ValidatedUpload,
    ): Promise<NewsItem> {
      assertKnownIdShape(id);
      return write({
        actor,
        action: 'update',
        entity: 'news',
        upload: image,
        work: async (tx, newFile) => {
          const [current] = await tx.select().from(news).where(eq(news.id, id)).limit(1);
          if (!current) throw notFound();
          const { file, obsoleteFiles } = await nextFile(tx, files, current.imageId, {
            newFile,
            remove: false,
          });
          const { slug: requested, ...fields } = input;
          const [row] = await tx
            .update(news)
            .set({ ...fields, imageId: file!.id, updatedAt: new Date() })
            .where(eq(news.id, id))
            .returning();
          const slug = await paths.assign(tx, 'news', id, row!.title, requested);
          return {
            record: view(row!, file!, slug),
            entityId: id,
            summary: row!.title,
            obsoleteFiles,
          };
        },
      });
    },

    remove(actor: Actor, id: string): Promise<void> {
      assertKnownIdShape(id);
      return write({
        actor,
        action: 'delete',
        entity: 'news',
        work: async (tx) => {
          const [row] = await tx.delete(news).where(eq(news.id, id)).returning();
          await paths.remove(tx, 'news', id);
          return deletedWithFile(tx, files, id, row && { title: row.title, fileId: row.imageId });
        },
      });
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
