import { eq, inArray } from 'drizzle-orm';
import type { Queryable, Tables } from '#server/db/database.ts';
import { storedNamesOf } from '#server/files/store-upload.ts';

/**
 * Deletes an application with its documents' rows and status links, inside the caller's write;
 * returns the stored names to remove once it committed.
 */
export async function deleteApplicationRows(
  tx: Queryable,
  tables: Pick<Tables, 'admissionApplications' | 'admissionDocuments' | 'files'>,
  id: string,
): Promise<string[]> {
  const { admissionApplications, admissionDocuments, files } = tables;
  const fileRows = await tx
    .select({ id: files.id, storedName: files.storedName, variants: files.variants })
    .from(admissionDocuments)
    .innerJoin(files, eq(files.id, admissionDocuments.fileId))
    .where(eq(admissionDocuments.applicationId, id));
  await tx.delete(admissionApplications).where(eq(admissionApplications.id, id));
  if (fileRows.length)
    await tx.delete(files).where(
      inArray(
        files.id,
        fileRows.map((row) => row.id),
      ),
    );
  return fileRows.flatMap(storedNamesOf);
}
