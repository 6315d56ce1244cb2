import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Post, postInputSchema } from '#contracts/content/posts.ts';
import type { Database } from '../../../db/database.ts';
import { imageView, variantUrl } from '../../uploads/file-views.ts';
import type { FileRecord } from '../../uploads/store-upload.ts';
import type { ContentWriter } from '../content-writer.ts';
import { hindiColumns } from '../hindi-fields.ts';
import { createItemResource } from '../item-resource.ts';
import type { ItemPaths } from '../item-paths/item-paths.ts';
import { cardFor } from '../../share-cards/share-card-store.ts';

export type PostFields = z.output<typeof postInputSchema>;
type PostRow = Database['tables']['posts']['$inferSelect'];

const thumbnailWidth = 400;

function view(row: PostRow, file: FileRecord | undefined, slug: string | undefined): Post {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    slug: slug ?? '',
    content: row.content,
    titleHi: row.titleHi,
    contentHi: row.contentHi,
    image: file ? imageView(file) : null,
    thumbnail: file ? variantUrl(file, thumbnailWidth) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Gallery posts: an optional picture and a page at /gallery/<slug>. */
export function createPostsService(db: Database, write: ContentWriter, paths: ItemPaths) {
  const { posts } = db.tables;
  return createItemResource<PostRow, PostFields, Post>(
    { db, write, paths },
    {
      entity: 'posts',
      table: posts,
      pathKind: 'gallery',
      scheduled: true,
      order: [desc(posts.createdAt), desc(posts.id)],
      file: { key: 'imageId', remove: (fields) => fields.removeImage === 'true' },
      columns: (fields) => ({
        title: fields.title,
        content: fields.content,
        ...hindiColumns(fields, ['titleHi', 'contentHi']),
      }),
      view,
      // A post without a picture is shown in link previews by its card.
      card: (row) => (row.imageId ? undefined : cardFor('gallery', row)),
    },
  );
}

export type PostsService = ReturnType<typeof createPostsService>;
