import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Notice, noticeInputSchema } from '#contracts/content/notices.ts';
import { academicYearOf } from '#contracts/academic-year.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import {
  formatCircularNumber,
  takeCircularSequence,
  type CircularNumbering,
} from '#server/modules/content/notices/circular-numbers.ts';
import { fileUrl } from '#server/files/file-views.ts';
import type { FileRecord } from '#server/files/store-upload.ts';
import { itemHead, removableFile, timestamps } from '#server/modules/content/content-helpers.ts';
import type { ContentWriter } from '#server/modules/content-writer/index.ts';
import { itemTextColumns } from '#server/modules/content/hindi-fields.ts';
import { createItemResource } from '#server/modules/content/item-resource.ts';
import type { ItemPaths } from '#server/modules/content/item-paths/item-paths.ts';
import {
  documentsIn,
  noPdf,
  wordsOf,
  type DocumentCommon,
  type KindDocuments,
} from '#server/modules/search/index.ts';
import { cardFor } from '#server/modules/share-cards/index.ts';

export type NoticeFields = z.output<typeof noticeInputSchema>;
type NoticeRow = Database['tables']['notices']['$inferSelect'];

function view(row: NoticeRow, file: FileRecord | undefined, slug: string | undefined): Notice {
  const attachment = file && {
    fileUrl: fileUrl(file),
    fileName: file.originalName,
    fileType: file.contentType,
    fileSize: file.byteSize,
  };
  return {
    ...itemHead(row, slug, 'description'),
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
  /** The school's format and letters as they are when a notice is numbered (decision 0027). */
  numbering: () => Promise<CircularNumbering>;
  onPublished?: (tx: Queryable, notice: Notice) => Promise<void>;
};

/**
 * Notices (circulars). A notice takes its number and queues its alerts when it first
 * goes live: at save, or when its schedule fires (item-resource.ts), once either way.
 */
export function createNoticesService(
  db: Database,
  write: ContentWriter,
  paths: ItemPaths,
  circulars: CircularOptions,
) {
  const { notices } = db.tables;

  /** Numbered in the academic year of the notice's date; the number never changes after. */
  async function numbered(tx: Queryable, row: NoticeRow): Promise<NoticeRow> {
    if (row.circularNumber) return row;
    const academicYear = academicYearOf(row.date);
    const sequence = await takeCircularSequence(tx, db.tables, academicYear);
    const numbering = await circulars.numbering();
    const [saved] = await tx
      .update(notices)
      .set({
        circularNumber: formatCircularNumber(numbering, academicYear, sequence),
        academicYear,
        circularSequence: sequence,
      })
      .where(eq(notices.id, row.id))
      .returning();
    return saved!;
  }

  return createItemResource<NoticeRow, NoticeFields, Notice>(
    { db, write, paths },
    {
      kind: 'notices',
      table: notices,
      order: [desc(notices.date), desc(notices.createdAt)],
      file: removableFile('fileId'),
      columns: (input) => ({
        ...itemTextColumns(input, 'description'),
        date: input.date,
        audiences: input.audiences,
        acknowledgementRequested: input.acknowledgementRequested === 'true',
      }),
      view,
      // A new or scheduled notice's line names its number, as it is printed.
      summary: (row, moment) =>
        moment !== 'update' && moment !== 'delete' && row.circularNumber
          ? `${row.circularNumber} ${row.title}`
          : row.title,
      card: (row) => cardFor('notices', row),
      async wentLive(tx, row, show) {
        const saved = await numbered(tx, row);
        if (!row.circularNumber) await circulars.onPublished?.(tx, show(saved));
        return saved;
      },
    },
  );
}

export type NoticesService = ReturnType<typeof createNoticesService>;

/** A notice's search documents: its number, its words and its PDF's (decision 0028). */
export const noticeDocuments: KindDocuments = async ({ tables, publicItems, pdfWords }, q, ids) => {
  const { rows, paths } = await publicItems(q, 'notices', tables.notices, ids);
  const pdfs = await pdfWords(
    q,
    rows.map((row) => row.fileId),
  );
  return rows.flatMap((row) => {
    const path = paths.get(row.id);
    if (!path) return [];
    const words = (row.fileId && pdfs.get(row.fileId)) || noPdf;
    const common: DocumentCommon = {
      kind: 'notice',
      recordId: row.id,
      date: row.date,
      academicYear: row.academicYear ?? academicYearOf(row.date),
      path,
      circularNumber: row.circularNumber,
      pdf: words.pdf,
      publishAt: row.publishAt,
      unpublishAt: row.unpublishAt,
    };
    // Its words apart too: PostgreSQL's parser reads SPS/2026-27/014 as one path-like word.
    const number = row.circularNumber
      ? `${row.circularNumber} ${wordsOf(row.circularNumber).join(' ')}`
      : '';
    return documentsIn(
      common,
      { title: row.title, body: `${number} ${row.description} ${words.text}` },
      row.titleHi || row.descriptionHi
        ? {
            title: row.titleHi,
            body: `${number} ${row.descriptionHi ?? row.description} ${words.text}`,
          }
        : undefined,
    );
  });
};

/** A notice's file, as the news feed attaches it (RSS `enclosure`). */
export const noticeEnclosure = (notice: Notice) =>
  notice.fileUrl
    ? {
        path: notice.fileUrl,
        byteSize: notice.fileSize ?? 0,
        contentType: notice.fileType ?? 'application/octet-stream',
      }
    : undefined;
