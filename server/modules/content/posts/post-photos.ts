import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  maxPhotosPerAlbum,
  postImageField,
  type AlbumPhotoPlan,
} from '#contracts/content/posts.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import type { FileRecord } from '#server/files/store-upload.ts';
import type { ItemParts } from '#server/modules/content/item-resource.ts';
import { albumPlanOf } from './album-plan.ts';
import type { PostFields } from './posts-service.ts';

type PhotoRow = Database['tables']['postPhotos']['$inferSelect'];
type FileRow = Database['tables']['files']['$inferSelect'];
/** One photo of an album: its row (id, order) and its file (bytes, sizes, alt text). */
export type AlbumPhoto = { photo: PhotoRow; file: FileRow };

/** What the posts service hands the parts with each save: the fields the uploads came in. */
export type AlbumFields = PostFields & { sentFields: string[] };

const refused = (message: string) => new HttpError(400, message, [{ field: 'photos', message }]);

/**
 * A gallery post's photos as item-resource.ts parts: read in order for every view, written as
 * the save's list says (or, without one, as the original client means: decision 0014), moved to
 * the trash and back with the post.
 */
export function albumParts(db: Database): ItemParts<AlbumFields, AlbumPhoto[]> {
  const { postPhotos, files } = db.tables;

  async function read(q: Queryable, ids: string[]) {
    const rows = await q
      .select({ photo: postPhotos, file: files })
      .from(postPhotos)
      .innerJoin(files, eq(files.id, postPhotos.fileId))
      .where(inArray(postPhotos.postId, ids))
      .orderBy(asc(postPhotos.postId), asc(postPhotos.position));
    const byPost = new Map<string, AlbumPhoto[]>();
    for (const row of rows) {
      const list = byPost.get(row.photo.postId) ?? [];
      list.push(row);
      byPost.set(row.photo.postId, list);
    }
    return byPost;
  }

  /** The plan of a save without a list: what the original client's fields mean. */
  function implicitPlan(
    fields: AlbumFields,
    current: AlbumPhoto[],
    newFiles: FileRecord[],
  ): AlbumPhotoPlan[] {
    const uploads = newFiles.map((_, upload) => ({ upload }));
    // The original client's one `image` replaced the post's picture.
    const replacing = fields.removeImage === 'true' || fields.sentFields.includes(postImageField);
    const kept = replacing ? [] : current.map(({ photo }) => ({ id: photo.id }));
    return [...kept, ...uploads];
  }

  return {
    read,

    async save(tx, postId, fields, newFiles, creating) {
      const current = creating ? [] : ((await read(tx, [postId])).get(postId) ?? []);
      const plan =
        albumPlanOf(
          fields.photos,
          fields.sentFields.map((field) => ({ field })),
        ) ?? implicitPlan(fields, current, newFiles);
      if (plan.length > maxPhotosPerAlbum)
        throw refused(`An album holds at most ${maxPhotosPerAlbum} photos.`);
      const currentById = new Map(current.map((entry) => [entry.photo.id, entry]));
      const [currentCover] = await tx
        .select({ imageId: db.tables.posts.imageId })
        .from(db.tables.posts)
        .where(eq(db.tables.posts.id, postId));

      const placed = plan.map((entry) => {
        if ('id' in entry) {
          const found = currentById.get(entry.id);
          if (!found) throw refused('A photo in the list is not in this album any more.');
          return { id: entry.id, file: found.file, entry };
        }
        return { id: randomUUID(), file: newFiles[entry.upload]!, entry };
      });

      await tx.delete(postPhotos).where(eq(postPhotos.postId, postId));
      for (const [position, { id, file, entry }] of placed.entries()) {
        await tx.insert(postPhotos).values({ id, postId, fileId: file.id, position });
        if (entry.alt !== undefined)
          await tx.update(files).set({ altText: entry.alt }).where(eq(files.id, file.id));
      }

      const keptFiles = new Set(placed.map(({ file }) => file.id));
      const chosen = placed.find(({ entry }) => entry.cover)?.file.id;
      const stays = currentCover?.imageId && keptFiles.has(currentCover.imageId);
      const cover = chosen ?? (stays ? currentCover.imageId : placed[0]?.file.id) ?? null;
      const removed = current.filter(({ file }) => !keptFiles.has(file.id)).map(({ file }) => file);
      return { columns: { imageId: cover }, obsoleteFiles: removed };
    },

    async kept(tx, postId) {
      const rows = await tx.select().from(postPhotos).where(eq(postPhotos.postId, postId));
      return { rows, fileIds: rows.map((row) => row.fileId) };
    },

    async putBack(tx, rows) {
      for (const row of rows as PhotoRow[]) await tx.insert(postPhotos).values(row);
    },
  };
}
