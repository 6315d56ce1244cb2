import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { olderDatabase, type Cleanups } from '#server/test/older-database.ts';

// A database made before gallery posts held several photos (migrations up to 0016) has posts of
// one picture, or none; today's build (migration 0017 adds post_photos) must find each picture
// as an album of one, its cover, with its file and alt text.
const lastBefore = '0016_trash';
const dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const cleanups: Cleanups = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const fileId = 'f0000000-0000-4000-8000-000000000001';
const withPicture = 'a0000000-0000-4000-8000-000000000001';
const withoutPicture = 'a0000000-0000-4000-8000-000000000002';

const insertFile = `INSERT INTO files (id, stored_name, kind, content_type, original_name, byte_size,
  width, height, alt_text, created_at)
  VALUES ($1, $2, 'image', 'image/webp', 'annual-day.webp', 1234, 640, 480, $3, $4)`;
const insertPost = `INSERT INTO posts (id, title, content, image_id, created_at, updated_at)
  VALUES ($1, $2, '', $3, $4, $4)`;

const olderRows = (now: Date) =>
  [
    [insertFile, [fileId, `${fileId}.webp`, 'Children on the stage', now]],
    [insertPost, [withPicture, 'Annual Day', fileId, now]],
    [insertPost, [withoutPicture, 'Notes from the trip', null, now]],
  ] as const;

describe(`upgrading a ${dialect} database from before albums`, () => {
  it("finds the older release's one-picture post as an album of one, its cover", async () => {
    const db = await olderDatabase(dialect, lastBefore, olderRows(new Date()), cleanups);
    const { posts, postPhotos, files } = db.tables;
    const photos = await db.read
      .select({
        postId: postPhotos.postId,
        fileId: postPhotos.fileId,
        position: postPhotos.position,
        alt: files.altText,
      })
      .from(postPhotos)
      .innerJoin(files, eq(files.id, postPhotos.fileId))
      .orderBy(asc(postPhotos.postId));
    expect(photos).toEqual([
      { postId: withPicture, fileId, position: 0, alt: 'Children on the stage' },
    ]);
    const covers = await db.read
      .select({ id: posts.id, cover: posts.imageId })
      .from(posts)
      .orderBy(asc(posts.id));
    expect(covers).toEqual([
      { id: withPicture, cover: fileId },
      { id: withoutPicture, cover: null },
    ]);
  });
});
