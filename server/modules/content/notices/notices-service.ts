import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Notice, noticeInputSchema } from '#contracts/content/notices.ts';
import { academicYearOf } from '#contracts/academic-year.ts';
import type { Database, Queryable } from '../../../db/database.ts';
import {
  defaultCircularNumberFormat,
  formatCircularNumber,
  takeCircularSequence,
} from '../../circulars/circular-numbers.ts';
import { fileUrl } from '../../uploads/file-views.ts';
import type { FileRecord } from '../../uploads/store-upload.ts';
import type { ValidatedUpload } from '../../uploads/validate-upload.ts';
import { deletedWithFile, nextFile, timestamps } from '../content-helpers.ts';
import { assertKnownIdShape, notFound } from '../../../lib/http-errors.ts';
import type { Actor, ContentWriter } from '../content-writer.ts';
import type { ItemPaths } from '../item-paths/item-paths.ts';
import { cardFor } from '../../share-cards/share-card-store.ts';

export type NoticeFields = z.output<typeof noticeInputSchema>;
type NoticeRow = Database['tables']['notices']['$inferSelect'];

function view(row: NoticeRow, file: FileRecord | null | undefined, slug: string): Notice {
  const attachment = file && {
    fileUrl: fileUrl(file),
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
    ...(row.circularNumber && { circularNumber: row.circularNumber }),
    academicYear: row.academicYear ?? academicYearOf(row.date),
    audiences: row.audiences,
    acknowledgementRequested: row.acknowledgementRequested,
    ...attachment,
    ...timestamps(row),
  };
}

/** How notices are numbered, and what happens in the publishing transaction (the alerts queued). */
export type CircularOptions = {
  numberFormat?: string;
  onPublished?: (tx: Queryable, notice: Notice) => Promise<void>;
};

export function createNoticesService(
  db: Database,
  write: ContentWriter,
  paths: ItemPaths,
  circulars: CircularOptions = {},
) {
  const { notices, files } = db.tables;
  const numberFormat = circulars.numberFormat ?? defaultCircularNumberFormat;
  const values = (input: NoticeFields) => ({
    title: input.title,
    description: input.description,
    date: input.date,
    audiences: input.audiences,
    acknowledgementRequested: input.acknowledgementRequested === 'true',
  });

  return {
    async get(id: string): Promise<Notice | undefined> {
      const [found] = await db.read
        .select({ notice: notices, file: files })
        .from(notices)
        .leftJoin(files, eq(files.id, notices.fileId))
        .where(eq(notices.id, id))
        .limit(1);
      if (!found) return undefined;
      const slugs = await paths.currentSlugs('notices');
      return view(found.notice, found.file, slugs.get(id) ?? '');
    },

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
          // Numbered in the academic year of the notice's date; the number never changes after.
          const academicYear = academicYearOf(input.date);
          const sequence = await takeCircularSequence(tx, db.tables, academicYear);
          const circularNumber = formatCircularNumber(numberFormat, academicYear, sequence);
          const [row] = await tx
            .insert(notices)
            .values({
              id: randomUUID(),
              ...values(input),
              circularNumber,
              academicYear,
              circularSequence: sequence,
              fileId: file?.id ?? null,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          const slug = await paths.assign(tx, 'notices', row!.id, row!.title, input.slug);
          const record = view(row!, file, slug);
          await circulars.onPublished?.(tx, record);
          return {
            record,
            entityId: row!.id,
            summary: `${circularNumber} ${row!.title}`,
            shareCard: { after: cardFor('notices', row!) },
          };
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
            shareCard: { before: cardFor('notices', current), after: cardFor('notices', row!) },
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
          const deleted = row && { title: row.title, fileId: row.fileId };
          return {
            ...(await deletedWithFile(tx, files, id, deleted)),
            shareCard: { before: row && cardFor('notices', row) },
          };
        },
      });
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
