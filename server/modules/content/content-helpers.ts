import { eq } from 'drizzle-orm';
import type { ItemBody, ItemText } from '#contracts/content/item-fields.ts';
import type { Queryable, Tables } from '#server/db/database.ts';
import { notFound } from '#server/lib/http-errors.ts';
import type { FileRecord } from '#server/files/store-upload.ts';
import type { WriteOutcome } from '#server/modules/content-writer/index.ts';

export function timestamps(row: { createdAt: Date; updatedAt: Date }) {
  return { createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/**
 * What every item with a page is sent with first (itemRecordSchema and itemTextFields,
 * contracts/content/item-fields.ts): its ids, title and address, then its words.
 */
export function itemHead<Body extends ItemBody>(
  row: { id: string; title: string } & ItemText<Body>,
  slug: string | undefined,
  body: Body,
) {
  const head = {
    _id: row.id,
    id: row.id,
    title: row.title,
    slug: slug ?? '',
    [body]: row[body],
    titleHi: row.titleHi,
    [`${body}Hi`]: row[`${body}Hi`],
  };
  return head as { _id: string; id: string; title: string; slug: string } & ItemText<Body>;
}

export async function findFile(
  tx: Queryable,
  files: Tables['files'],
  id: string | null,
): Promise<FileRecord | undefined> {
  if (!id) return undefined;
  const [file] = await tx.select().from(files).where(eq(files.id, id)).limit(1);
  return file;
}

/**
 * The file a record points to after an update: a new upload wins, `remove` drops the current
 * one, otherwise it stays. The replaced file is returned for removal after the commit.
 */
export async function nextFile(
  tx: Queryable,
  files: Tables['files'],
  currentId: string | null,
  change: { newFile: FileRecord | undefined; remove: boolean },
): Promise<{ file: FileRecord | undefined; obsoleteFiles: FileRecord[] }> {
  const current = await findFile(tx, files, currentId);
  if (!change.newFile && !change.remove) return { file: current, obsoleteFiles: [] };
  return { file: change.newFile, obsoleteFiles: current ? [current] : [] };
}

/**
 * The one file of a kind whose form may drop it (`removeFile`, contracts/content/item-fields.ts):
 * a notice's attachment, an achievement's picture. The row's column that points to it.
 */
export const removableFile = (key: 'imageId' | 'fileId') => ({
  key,
  remove: (fields: { removeFile: 'true' | 'false' }) => fields.removeFile === 'true',
});

/**
 * The outcome of deleting a record that may point to one file: 404 when nothing was deleted,
 * else an audit summary and the file to remove after the commit.
 */
export async function deletedWithFile(
  tx: Queryable,
  files: Tables['files'],
  id: string,
  deleted: { title: string; fileId: string | null } | undefined,
): Promise<WriteOutcome<undefined>> {
  if (!deleted) throw notFound();
  const file = await findFile(tx, files, deleted.fileId);
  return {
    record: undefined,
    entityId: id,
    summary: deleted.title,
    obsoleteFiles: file ? [file] : [],
  };
}
