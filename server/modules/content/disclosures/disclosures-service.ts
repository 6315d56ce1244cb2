import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Disclosure, disclosureInputSchema } from '#contracts/content/disclosures.ts';
import type { Database } from '#server/db/database.ts';
import { isStoredName } from '#server/storage/file-storage.ts';
import type { FileRecord } from '#server/files/store-upload.ts';
import type { ValidatedUpload } from '#server/files/validate-upload.ts';
import { deletedWithFile, nextFile } from '#server/modules/content/content-helpers.ts';
import { hindiColumns } from '#server/modules/content/hindi-fields.ts';
import { assertKnownIdShape, notFound } from '#server/lib/http-errors.ts';
import type { Actor, ContentWriter } from '#server/modules/content-writer/index.ts';

export type DisclosureFields = z.output<typeof disclosureInputSchema>;

/** The columns a form writes: Hindi sent empty clears, Hindi not sent keeps (decision 0025). */
function columns({ titleHi, descriptionHi, ...english }: DisclosureFields) {
  return { ...english, ...hindiColumns({ titleHi, descriptionHi }, ['titleHi', 'descriptionHi']) };
}
type DisclosureRow = Database['tables']['disclosures']['$inferSelect'];

function view(row: DisclosureRow, file: FileRecord): Disclosure {
  return {
    _id: row.id,
    id: row.id,
    originalName: file.originalName,
    fileName: file.storedName,
    type: row.type,
    title: row.title,
    description: row.description,
    titleHi: row.titleHi,
    descriptionHi: row.descriptionHi,
    uploadDate: row.createdAt.toISOString(),
    modifiedDate: row.updatedAt.toISOString(),
    fileSize: file.byteSize,
  };
}

export function createDisclosuresService(db: Database, write: ContentWriter) {
  const { disclosures, files } = db.tables;

  return {
    async list(): Promise<Disclosure[]> {
      const rows = await db.read
        .select({ disclosure: disclosures, file: files })
        .from(disclosures)
        .innerJoin(files, eq(files.id, disclosures.fileId))
        .orderBy(desc(disclosures.createdAt), desc(disclosures.id));
      return rows.map(({ disclosure, file }) => view(disclosure, file));
    },

    /**
     * Only a disclosure's document is found, by its stored name now or before it was replaced in
     * the media library (the name starts with the file's id); anything else is undefined.
     */
    async findDownload(fileName: string): Promise<FileRecord | undefined> {
      if (!isStoredName(fileName)) return undefined;
      const [row] = await db.read
        .select({ file: files })
        .from(disclosures)
        .innerJoin(files, eq(files.id, disclosures.fileId))
        .where(eq(files.id, fileName.slice(0, 36)))
        .limit(1);
      return row?.file;
    },

    /** `uploadedAt` is now, except for the demo's documents (server/demo), dated as a school's. */
    create(
      actor: Actor,
      input: DisclosureFields,
      document: ValidatedUpload,
      uploadedAt = new Date(),
    ): Promise<Disclosure> {
      return write({
        actor,
        action: 'create',
        entity: 'disclosures',
        upload: document,
        work: async (tx, file) => {
          const [row] = await tx
            .insert(disclosures)
            .values({
              id: randomUUID(),
              ...columns(input),
              fileId: file!.id,
              createdAt: uploadedAt,
              updatedAt: uploadedAt,
            })
            .returning();
          return {
            record: view(row!, file!),
            entityId: row!.id,
            summary: `${row!.title} [${row!.type}]`,
          };
        },
      });
    },

    /** Without a new document the current one stays: a disclosure always has its file. */
    update(
      actor: Actor,
      id: string,
      input: DisclosureFields,
      document?: ValidatedUpload,
    ): Promise<Disclosure> {
      assertKnownIdShape(id);
      return write({
        actor,
        action: 'update',
        entity: 'disclosures',
        upload: document,
        work: async (tx, newFile) => {
          const [current] = await tx
            .select()
            .from(disclosures)
            .where(eq(disclosures.id, id))
            .limit(1);
          if (!current) throw notFound();
          const { file, obsoleteFiles } = await nextFile(tx, files, current.fileId, {
            newFile,
            remove: false,
          });
          const [row] = await tx
            .update(disclosures)
            .set({ ...columns(input), fileId: file!.id, updatedAt: new Date() })
            .where(eq(disclosures.id, id))
            .returning();
          return {
            record: view(row!, file!),
            entityId: id,
            summary: `${row!.title} [${row!.type}]`,
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
        entity: 'disclosures',
        work: async (tx) => {
          const [row] = await tx.delete(disclosures).where(eq(disclosures.id, id)).returning();
          return deletedWithFile(tx, files, id, row && { title: row.title, fileId: row.fileId });
        },
      });
    },
  };
}

export type DisclosuresService = ReturnType<typeof createDisclosuresService>;
