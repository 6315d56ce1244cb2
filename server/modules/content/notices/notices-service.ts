import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Notice, noticeInputSchema } from '#contracts/content/notices.ts';
import type { Database } from '../../../db/database.ts';
import { fileUrl } from '../../uploads/file-views.ts';
import type { FileRecord } from '../../uploads/store-upload.ts';
import type { ValidatedUpload } from '../../uploads/validate-upload.ts';
import { deletedWithFile, nextFile, timestamps } from '../content-helpers.ts';
import { assertKnownIdShape, notFound } from '../../../lib/http-errors.ts';
import type { Actor, ContentWriter } from '../content-writer.ts';
import type { ItemPaths } from '../item-paths/item-paths.ts';

export type NoticeFields = z.output<typeof noticeInputSchema>;
type NoticeRow = Database['tables']['notices']['$inferSelect'];

function view(row: NoticeRow, file: FileRecord | null | undefined, slug: string): Notice {
  const attachment = file && {
    fileUrl: fileUrl(file.storedName),
    fileName: file.originalName,
    fileType: file.contentType,
    fileSize: file.byteSize,
  };
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    slug,
    description: row.description,
    date: row.date,
    ...attachment,
    ...timestamps(row),
  };
}

export function createNoticesService(db: Database, write: ContentWriter, paths: ItemPaths) {
  const { notices, files } = db.tables;
  const values = ({ title, description, date }: NoticeFields) => ({ title, description, date });

  return {
    async list(): Promise<Notice[]> {
      const rows = await db.read
        .select({ notice: notices, file: files })
        .from(notices)
        .leftJoin(files, eq(files.id, notices.fileId))
        .orderBy(desc(notices.date), desc(notices.createdAt));
      const slugs = await paths.currentSlugs('notices');
      return rows.map(({ notice, file }) => view(notice, file, slugs.get(notice.id) ?? ''));
    },

    create(actor: Actor, input: NoticeFields, upload?: ValidatedUpload): Promise<Notice> {
      return write({
        actor,
        action: 'create',
        entity: 'notices',
        upload,
        work: async (tx, file) => {
          const now = new Date();
          const [row] = await tx
            .insert(notices)
            .values({
              id: randomUUID(),
              ...values(input),
              fileId: file?.id ?? null,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          const slug = await paths.assign(tx, 'notices', row!.id, row!.title, input.slug);
          return { record: view(row!, file, slug), entityId: row!.id, summary: row!.title };
        },
      });
    },

    update(
      actor: Actor,
      id: string,
      input: NoticeFields,
      upload?: ValidatedUpload,
    ): Promise<Notice> {
      assertKnownIdShape(id);
      return write({
        actor,
        action: 'update',
        entity: 'notices',
        upload,
        work: async (tx, newFile) => {
          const [current] = await tx.select().from(notices).where(eq(notices.id, id)).limit(1);
          if (!current) throw notFound();
          const { file, obsoleteFiles } = await nextFile(tx, files, current.fileId, {
            newFile,
            remove: input.removeFile === 'true',
          });
          const [row] = await tx
            .update(notices)
            .set({ ...values(input), fileId: file?.id ?? null, updatedAt: new Date() })
            .where(eq(notices.id, id))
            .returning();
          const slug = await paths.assign(tx, 'notices', id, row!.title, input.slug);
          return {
            record: view(row!, file, slug),
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
        entity: 'notices',
        work: async (tx) => {
          const [row] = await tx.delete(notices).where(eq(notices.id, id)).returning();
          await paths.remove(tx, 'notices', id);
          return deletedWithFile(tx, files, id, row && { title: row.title, fileId: row.fileId });
        },
      });
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
