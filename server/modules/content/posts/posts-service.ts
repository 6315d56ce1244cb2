import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Post, postInputSchema } from '#contracts/content/posts.ts';
import type { Database } from '../../../db/database.ts';
import { imageView, variantUrl } from '../../uploads/file-views.ts';
import type { FileRecord } from '../../uploads/store-upload.ts';
import type { ValidatedUpload } from '../../uploads/validate-upload.ts';
import { deletedWithFile, nextFile } from '../content-helpers.ts';
import { assertKnownIdShape, notFound } from '../../../lib/http-errors.ts';
import type { Actor, ContentWriter } from '../content-writer.ts';
import type { ItemPaths } from '../item-paths/item-paths.ts';
import { cardFor } from '../../share-cards/share-card-store.ts';

export type PostFields = z.output<typeof postInputSchema>;
type PostRow = Database['tables']['posts']['$inferSelect'];

const thumbnailWidth = 400;

/** A post without a picture is shown in link previews by its card. */
const cardOf = (row: PostRow) => (row.imageId ? undefined : cardFor('gallery', row));

function view(row: PostRow, file: FileRecord | null | undefined, slug: string): Post {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    slug,
    content: row.content,
    image: file ? imageView(file) : null,
    thumbnail: file ? variantUrl(file, thumbnailWidth) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createPostsService(db: Database, write: ContentWriter, paths: ItemPaths) {
  const { posts, files } = db.tables;

  return {
    async list(limit?: number): Promise<Post[]> {
      const query = db.read
        .select({ post: posts, file: files })
        .from(posts)
        .leftJoin(files, eq(files.id, posts.imageId))
        .orderBy(desc(posts.createdAt), desc(posts.id));
      const rows = limit ? await query.limit(limit) : await query;
      const slugs = await paths.currentSlugs('gallery');
      return rows.map(({ post, file }) => view(post, file, slugs.get(post.id) ?? ''));
    },

    create(actor: Actor, input: PostFields, image?: ValidatedUpload): Promise<Post> {
      return write({
        actor,
        action: 'create',
        entity: 'posts',
        upload: image,
        work: async (tx, file) => {
          const now = new Date();
          const [row] = await tx
            .insert(posts)
            .values({
              id: randomUUID(),
              title: input.title,
              content: input.content,
              imageId: file?.id ?? null,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          const slug = await paths.assign(tx, 'gallery', row!.id, row!.title, input.slug);
          return {
            record: view(row!, file, slug),
            entityId: row!.id,
            summary: row!.title,
            shareCard: { after: cardOf(row!) },
          };
        },
      });
    },

    update(actor: Actor, id: string, input: PostFields, image?: ValidatedUpload): Promise<Post> {
      assertKnownIdShape(id);
      return write({
        actor,
        action: 'update',
        entity: 'posts',
        upload: image,
        work: async (tx, newFile) => {
          const [current] = await tx.select().from(posts).where(eq(posts.id, id)).limit(1);
          if (!current) throw notFound();
          const { file, obsoleteFiles } = await nextFile(tx, files, current.imageId, {
            newFile,
            remove: input.removeImage === 'true',
          });
          const [row] = await tx
            .update(posts)
            .set({
              title: input.title,
              content: input.content,
              imageId: file?.id ?? null,
              updatedAt: new Date(),
            })
            .where(eq(posts.id, id))
            .returning();
          const slug = await paths.assign(tx, 'gallery', id, row!.title, input.slug);
          return {
            record: view(row!, file, slug),
            entityId: id,
            summary: row!.title,
            obsoleteFiles,
            shareCard: { before: cardOf(current), after: cardOf(row!) },
          };
        },
      });
    },

    remove(actor: Actor, id: string): Promise<void> {
      assertKnownIdShape(id);
      return write({
        actor,
        action: 'delete',
        entity: 'posts',
        work: async (tx) => {
          const [row] = await tx.delete(posts).where(eq(posts.id, id)).returning();
          await paths.remove(tx, 'gallery', id);
          const deleted = row && { title: row.title, fileId: row.imageId };
          return {
            ...(await deletedWithFile(tx, files, id, deleted)),
            shareCard: { before: row && cardOf(row) },
          };
        },
      });
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
