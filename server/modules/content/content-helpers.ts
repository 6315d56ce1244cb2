import { eq } from 'drizzle-orm';
import type { Queryable, Tables } from '#server/db/database.ts';
import { notFound } from '#server/lib/http-errors.ts';
import type { FileRecord } from '#server/files/store-upload.ts';
import type { WriteOutcome } from '#server/modules/content-writer/index.ts';

export function timestamps(row: { createdAt: Date; updatedAt: Date }) {
  return { createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
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
