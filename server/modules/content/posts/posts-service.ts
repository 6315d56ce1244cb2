import { desc, eq, inArray } from 'drizzle-orm';
import { academicYearOf } from '#contracts/academic-year.ts';
import type { z } from 'zod';
import type { Post, PostPhoto, postInputSchema } from '#contracts/content/posts.ts';
import type { Database } from '#server/db/database.ts';
import { imageView, variantUrl } from '#server/files/file-views.ts';
import type { ValidatedUpload } from '#server/files/validate-upload.ts';
import type { Actor, ContentWriter } from '#server/modules/content-writer/index.ts';
import { itemTextColumns } from '#server/modules/content/hindi-fields.ts';
import { itemHead } from '#server/modules/content/content-helpers.ts';
import { createItemResource } from '#server/modules/content/item-resource.ts';
import type { ItemPaths } from '#server/modules/content/item-paths/item-paths.ts';
import {
  dayOf,
  documentsIn,
  type DocumentCommon,
  type KindDocuments,
} from '#server/modules/search/index.ts';
import { cardFor } from '#server/modules/share-cards/index.ts';
import { albumPlanOf } from './album-plan.ts';
import { albumParts, type AlbumFields, type AlbumPhoto } from './post-photos.ts';

export type PostFields = z.output<typeof postInputSchema>;
type PostRow = Database['tables']['posts']['$inferSelect'];
/** A photo sent with a save, and the form field it came in (`images`, or the original `image`). */
export type SentUpload = ValidatedUpload & { field: string };

const thumbnailWidth = 400;

function photoView({ photo, file }: AlbumPhoto): PostPhoto {
  return {
    id: photo.id,
    ...imageView(file),
    thumbnail: variantUrl(file, thumbnailWidth),
    alt: file.altText,
  };
}

function view(row: PostRow, slug: string | undefined, photos: AlbumPhoto[] = []): Post {
  const cover = photos.find(({ file }) => file.id === row.imageId) ?? photos[0];
  return {
    ...itemHead(row, slug, 'content'),
    image: cover ? imageView(cover.file) : null,
    thumbnail: cover ? variantUrl(cover.file, thumbnailWidth) : null,
    images: photos.map(photoView),
    coverId: cover?.photo.id ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Gallery posts: an album of photos (post-photos.ts), a cover, and a page at /gallery/<slug>. */
export function createPostsService(db: Database, write: ContentWriter, paths: ItemPaths) {
  const { posts } = db.tables;
  const resource = createItemResource<PostRow, AlbumFields, Post, AlbumPhoto[]>(
    { db, write, paths },
    {
      kind: 'gallery',
      table: posts,
      order: [desc(posts.createdAt), desc(posts.id)],
      parts: albumParts(db),
      columns: (fields) => itemTextColumns(fields, 'content'),
      view: (row, _file, slug, photos) => view(row, slug, photos),
      // A post without a picture is shown in link previews by its card.
      card: (row) => (row.imageId ? undefined : cardFor('gallery', row)),
    },
  );

  /** The save's list is checked before any photo is stored (album-plan.ts). */
  function albumFields(fields: PostFields, uploads: SentUpload[] = []): AlbumFields {
    albumPlanOf(fields.photos, uploads);
    return { ...fields, sentFields: uploads.map((upload) => upload.field) };
  }

  return {
    ...resource,
    create: (actor: Actor, fields: PostFields, _upload?: ValidatedUpload, uploads?: SentUpload[]) =>
      resource.create(actor, albumFields(fields, uploads), undefined, uploads),
    update: (
      actor: Actor,
      id: string,
      fields: PostFields,
      _upload?: ValidatedUpload,
      uploads?: SentUpload[],
    ) => resource.update(actor, id, albumFields(fields, uploads), undefined, uploads),
  };
}

export type PostsService = ReturnType<typeof createPostsService>;

/** A gallery post's search documents: its words and its photos' descriptions (alt texts). */
export const postDocuments: KindDocuments = async (
  { tables: { posts, postPhotos, files }, publicItems },
  q,
  ids,
) => {
  const { rows, paths } = await publicItems(q, 'gallery', posts, ids);
  const ofPosts = rows.map((row) => row.id);
  const photos =
    ofPosts.length === 0
      ? []
      : await q
          .select({ postId: postPhotos.postId, altText: files.altText })
          .from(postPhotos)
          .innerJoin(files, eq(files.id, postPhotos.fileId))
          .where(inArray(postPhotos.postId, ofPosts));
  return rows.flatMap((row) => {
    const path = paths.get(row.id);
    if (!path) return [];
    const altTexts = photos
      .filter((photo) => photo.postId === row.id)
      .map((photo) => photo.altText)
      .join(' ');
    const date = dayOf(row.publishedAt ?? row.createdAt)!;
    const common: DocumentCommon = {
      kind: 'gallery',
      recordId: row.id,
      date,
      academicYear: academicYearOf(date),
      path,
      circularNumber: null,
      pdf: null,
      publishAt: row.publishAt,
      unpublishAt: row.unpublishAt,
    };
    return documentsIn(
      common,
      { title: row.title, body: `${row.content} ${altTexts}` },
      row.titleHi || row.contentHi
        ? { title: row.titleHi, body: `${row.contentHi ?? row.content} ${altTexts}` }
        : undefined,
    );
  });
};
