import { and, count, desc, eq, notExists, or, sql, type SQL } from 'drizzle-orm';
import {
  mediaFileField,
  mediaPageSize,
  mediaQuerySchema,
  type MediaItem,
  type MediaList,
  type MediaQuery,
  type MediaUse,
} from '#contracts/content/media.ts';
import {
  tooLargeMessage,
  uploadLimits,
  uploadTypes,
  type UploadType,
} from '#contracts/content/uploads.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { assertKnownIdShape, HttpError, notFound } from '#server/lib/http-errors.ts';
import type { Actor, ContentWriter } from '#server/modules/content-writer/index.ts';
import { uploadsUrlPrefix, variantUrl } from '#server/files/file-views.ts';
import type { ValidatedUpload } from '#server/files/validate-upload.ts';
import { createMediaUses, type FileHoldings } from './media-uses.ts';

type FileRow = Database['tables']['files']['$inferSelect'];

/** A 409 of delete: the file is in use; `blocked` when confirming would not help. */
export class MediaInUseError extends HttpError {
  constructor(
    message: string,
    readonly uses: MediaUse[],
    readonly blocked: boolean,
  ) {
    super(409, message);
  }
}

const fieldError = (status: number, message: string) =>
  new HttpError(status, `${mediaFileField}: ${message}`, [{ field: mediaFileField, message }]);

/** `%` and `_` in what staff typed are searched for as themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[!%_]/g, '!$&')}%`;

function view(row: FileRow, uses: MediaUse[]): MediaItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.originalName,
    altText: row.altText,
    url: `${uploadsUrlPrefix}${row.storedName}`,
    thumbnailUrl: row.kind === 'image' ? variantUrl(row, 400) : undefined,
    contentType: row.contentType,
    byteSize: row.byteSize,
    width: row.width ?? undefined,
    height: row.height ?? undefined,
    createdAt: row.createdAt.toISOString(),
    uses,
  };
}

const kindOf = (type: UploadType) => (uploadTypes[type].image ? 'image' : 'document');

/**
 * Upload rules of the library: the document field's (it takes both), with an image held to the
 * image limit; a replacement keeps the kind, and a document its type, since its address ends in
 * its extension (decision 0021).
 */
function checkUpload(upload: ValidatedUpload, replacing?: FileRow): void {
  const kind = kindOf(upload.type);
  if (kind === 'image' && upload.bytes.length > uploadLimits.image.maxBytes)
    throw fieldError(413, tooLargeMessage('image'));
  if (!replacing) return;
  if (kind !== replacing.kind)
    throw fieldError(
      415,
      `Choose ${replacing.kind === 'image' ? 'an image' : 'a document'}: a replacement is of the same kind as the file it replaces.`,
    );
  const type = uploadTypes[upload.type];
  if (kind === 'document' && type.mime !== replacing.contentType) {
    const wanted = Object.values(uploadTypes).find((t) => t.mime === replacing.contentType);
    throw fieldError(
      415,
      `Choose a ${wanted?.label ?? 'file of the same type'} file: the address of this document ends in ${wanted?.extensions[0] ?? 'its type'}.`,
    );
  }
}

/**
 * The media library: every uploaded image and document except job applicants'
 * resumes (private) and scanned TCs (private), searchable, each with its uses. Writes go through the content
 * writer (one transaction, audit entry, cache cleared).
 */
export function createMediaService(db: Database, write: ContentWriter, holdings: FileHoldings) {
  const { files, careerApplications, transferCertificates } = db.tables;
  const mediaUses = createMediaUses(db, holdings);

  // Resumes and scanned TCs have `files` rows too, but live in private stores.
  const notPrivate = and(
    notExists(
      db.read
        .select({ id: careerApplications.id })
        .from(careerApplications)
        .where(eq(careerApplications.resumeFileId, files.id)),
    ),
    notExists(
      db.read
        .select({ id: transferCertificates.id })
        .from(transferCertificates)
        .where(eq(transferCertificates.scanFileId, files.id)),
    ),
  )!;

  async function libraryFile(q: Queryable, id: string): Promise<FileRow> {
    assertKnownIdShape(id);
    const [row] = await q
      .select()
      .from(files)
      .where(and(eq(files.id, id), notPrivate))
      .limit(1);
    if (!row) throw notFound();
    return row;
  }

  async function viewWithUses(q: Queryable, id: string): Promise<MediaItem> {
    const row = await libraryFile(q, id);
    const uses = await mediaUses.of(q, [id]);
    return view(row, uses.get(id) ?? []);
  }

  return {
    async list(query: MediaQuery): Promise<MediaList> {
      const { q, kind, page } = mediaQuerySchema.parse(query);
      const conditions: SQL[] = [notPrivate];
      if (kind) conditions.push(eq(files.kind, kind));
      if (q) {
        const pattern = likePattern(q);
        conditions.push(
          or(
            sql`lower(${files.originalName}) like ${pattern} escape '!'`,
            sql`lower(${files.altText}) like ${pattern} escape '!'`,
          )!,
        );
      }
      const where = and(...conditions);
      const [{ total } = { total: 0 }] = await db.read
        .select({ total: count() })
        .from(files)
        .where(where);
      const rows = await db.read
        .select()
        .from(files)
        .where(where)
        .orderBy(desc(files.createdAt), desc(files.id))
        .limit(mediaPageSize)
        .offset((page - 1) * mediaPageSize);
      const uses = await mediaUses.of(
        db.read,
        rows.map((row) => row.id),
      );
      return {
        items: rows.map((row) => view(row, uses.get(row.id) ?? [])),
        total,
        page,
        pageSize: mediaPageSize,
      };
    },

    create(actor: Actor, altText: string | undefined, upload: ValidatedUpload): Promise<MediaItem> {
      checkUpload(upload);
      return write({
        actor,
        action: 'create',
        entity: 'media',
        upload,
        work: async (tx, file) => {
          if (altText) await tx.update(files).set({ altText }).where(eq(files.id, file!.id));
          return {
            record: await viewWithUses(tx, file!.id),
            entityId: file!.id,
            summary: file!.originalName,
          };
        },
      });
    },

    /** A new file replaces the bytes (same id and address), alt text is set, or both. */
    async update(
      actor: Actor,
      id: string,
      altText: string | undefined,
      upload: ValidatedUpload | undefined,
    ): Promise<MediaItem> {
      const current = await libraryFile(db.read, id);
      if (!upload && altText === undefined) {
        const message = 'Choose a file to replace this one with, or give its alt text.';
        throw new HttpError(400, message, [{ field: mediaFileField, message }]);
      }
      if (upload) checkUpload(upload, current);
      return write({
        actor,
        action: 'update',
        entity: 'media',
        upload,
        replacing: upload ? current : undefined,
        work: async (tx) => {
          if (altText !== undefined)
            await tx.update(files).set({ altText }).where(eq(files.id, id));
          const changes = [upload && 'file replaced', altText !== undefined && 'alt text'];
          return {
            record: await viewWithUses(tx, id),
            entityId: id,
            summary: `${current.originalName}: ${changes.filter(Boolean).join(', ')}`,
          };
        },
      });
    },

    /**
     * Refused while an item holds the file; when only pages link to it, staff confirm after
     * seeing the uses, and those blocks then point at a missing file until edited.
     */
    remove(actor: Actor, id: string, confirmed: boolean): Promise<void> {
      return write({
        actor,
        action: 'delete',
        entity: 'media',
        work: async (tx) => {
          const file = await libraryFile(tx, id);
          const uses = (await mediaUses.of(tx, [id])).get(id) ?? [];
          const holders = uses.filter((use) => use.holdsFile);
          if (holders.length > 0) {
            const names = holders.map((use) => use.label).join(', ');
            throw new MediaInUseError(
              `"${file.originalName}" is used by ${names}. Choose another file there (or delete it) first.`,
              uses,
              true,
            );
          }
          if (uses.length > 0 && !confirmed) {
            throw new MediaInUseError(
              `"${file.originalName}" is used in ${uses.length === 1 ? 'one place' : `${uses.length} places`}. Delete it anyway?`,
              uses,
              false,
            );
          }
          return {
            record: undefined,
            entityId: id,
            summary: file.originalName,
            obsoleteFiles: [file],
          };
        },
      });
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
