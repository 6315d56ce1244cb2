import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '#server/db/database.ts';
import type { AuditAction } from '#server/db/schema/shared-types.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import type { Actor } from '#server/lib/actor.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import type { AuditRepository } from '#server/modules/audit/index.ts';
import {
  everything,
  type ContentChange,
  type ResponseCache,
} from '#server/cache/response-cache.ts';
import type { CardChange, ShareCardStore } from '#server/modules/share-cards/index.ts';
import { schoolSettingsEntity } from '#server/cache/school-settings-entity.ts';
import {
  storedNamesOf,
  storeUpload,
  type FileRecord,
  type StoredUpload,
} from '#server/files/store-upload.ts';
import { changedItemPages, type ItemPageStates } from './item-page-states.ts';
import type { ValidatedUpload } from '#server/files/validate-upload.ts';
import { readPdfText, type ReadPdf, type SearchIndex } from '#server/modules/search/index.ts';

export type { Actor };

export type WriteOutcome<T> = {
  record: T;
  entityId: string;
  summary: string;
  /** Files the change made unused: their rows go in the same transaction, their bytes after it. */
  obsoleteFiles?: FileRecord[];
  /**
   * An item with a page (news, notice, event, gallery post): the link-preview card it needed
   * before and needs now. The new card is made and the old one removed after the commit.
   */
  shareCard?: CardChange;
};

export type WriteSpec<T> = {
  actor: Actor;
  action: AuditAction;
  entity: string;
  upload?: ValidatedUpload | undefined;
  /** Several new files (a gallery album's photos), stored as `upload` is; not with `replacing`. */
  uploads?: ValidatedUpload[] | undefined;
  /**
   * The upload replaces this file's bytes (media library): same id, new stored names; the row is
   * updated instead of inserted and the old bytes are removed after the commit.
   */
  replacing?: FileRecord | undefined;
  work: (
    tx: Queryable,
    newFile: FileRecord | undefined,
    newFiles: FileRecord[],
  ) => Promise<WriteOutcome<T>>;
  /**
   * A kind of item with pages: what each page shows (item-page-states.ts), read in the
   * transaction before and after `work`, so only the pages that differ are rendered again.
   */
  pageStates?: (tx: Queryable) => Promise<ItemPageStates>;
  /**
   * What else the write changes for the public reads besides its entity: a page moved to the
   * trash leaves the menus too (server/modules/pages/page-trash.ts).
   */
  alsoChanges?: readonly string[];
};

/**
 * The one path every content change takes, so none is half-done: new files are written (temp +
 * rename) first, then the rows, the file rows and the audit entry in one transaction. If that
 * fails the new files are removed; old files are removed only after the commit. An item's
 * share card is also made after the commit: drawing it takes about 100 ms, too long to hold the
 * write transaction, and a card a crash left unmade is made when it is first asked for.
 */
export type ContentWriterDeps = {
  db: Database;
  storage: FileStorage;
  shareCards: ShareCardStore;
  audit: AuditRepository;
  cache: ResponseCache;
  log: FastifyBaseLogger;
  /** Site search's index, which every write updates in its transaction (decision 0028). */
  search?: Pick<SearchIndex, 'keepTexts' | 'follow'>;
};

export function createContentWriter(deps: ContentWriterDeps) {
  const { db, storage, shareCards, audit, cache, log, search } = deps;
  const { files } = db.tables;

  async function removeQuietly(names: string[]): Promise<void> {
    const results = await Promise.allSettled(names.map((name) => storage.remove(name)));
    for (const result of results) {
      if (result.status === 'rejected')
        log.error({ err: result.reason }, 'could not remove a stored file');
    }
  }

  /** Points the row at the new bytes, unless another change replaced them since it was read. */
  async function replaceContent(tx: Queryable, old: FileRecord, next: FileRecord): Promise<void> {
    const { id, createdAt: _createdAt, ...content } = next;
    const updated = await tx
      .update(files)
      .set(content)
      .where(and(eq(files.id, id), eq(files.storedName, old.storedName)))
      .returning({ id: files.id });
    if (updated.length === 0)
      throw new HttpError(409, 'The file was changed meanwhile. Please reload and try again.');
  }

  /** Stores every new file, or none: a failure removes those already written. */
  async function storeAll(uploads: ValidatedUpload[]) {
    const done: StoredUpload[] = [];
    try {
      for (const upload of uploads) done.push(await storeUpload(storage, upload));
    } catch (error) {
      await removeQuietly(done.flatMap((file) => file.names));
      throw error;
    }
    return done;
  }

  return async function write<T>(spec: WriteSpec<T>): Promise<T> {
    const stored = spec.upload
      ? await storeUpload(storage, spec.upload, spec.replacing)
      : undefined;
    let more: StoredUpload[];
    try {
      more = await storeAll(spec.uploads ?? []);
    } catch (error) {
      if (stored) await removeQuietly(stored.names);
      throw error;
    }
    const replaced = stored && spec.replacing;
    // A new PDF's words are read here, before the transaction, so no other write waits for it.
    const pdfWords: ReadPdf[] = [];
    const newFiles = [...(stored ? [{ upload: spec.upload!, record: stored.record }] : [])];
    if (search)
      for (const { upload, record } of newFiles)
        if (upload.type === 'pdf')
          pdfWords.push({ fileId: record.id, text: await readPdfText(upload.bytes) });
    const newNames = [...(stored?.names ?? []), ...more.flatMap((file) => file.names)];
    let outcome: WriteOutcome<T>;
    let changedPages: string[] = [];
    try {
      outcome = await db.write(async (tx) => {
        // The states before and after are this write's own only if no other write of the kind
        // runs between them: SQLite runs one write at a time, PostgreSQL waits for this lock.
        if (spec.pageStates && db.dialect === 'postgres')
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`pages ${spec.entity}`}))`);
        const pagesBefore = await spec.pageStates?.(tx);
        if (stored && replaced) await replaceContent(tx, replaced, stored.record);
        else if (stored) await tx.insert(files).values(stored.record);
        for (const file of more) await tx.insert(files).values(file.record);
        const result = await spec.work(
          tx,
          stored?.record,
          more.map((file) => file.record),
        );
        if (pagesBefore) changedPages = changedItemPages(pagesBefore, await spec.pageStates!(tx));
        for (const file of result.obsoleteFiles ?? [])
          await tx.delete(files).where(eq(files.id, file.id));
        if (search) {
          await search.keepTexts(tx, pdfWords);
          await search.follow(tx, spec.entity, result.entityId);
        }
        await audit.record(tx, {
          adminUsername: spec.actor.username,
          action: spec.action,
          entity: spec.entity,
          entityId: result.entityId,
          summary: result.summary,
        });
        return result;
      });
    } catch (error) {
      await removeQuietly(newNames);
      throw error;
    }
    const changed = spec.pageStates ? [spec.entity, ...changedPages] : changedBy(spec.entity);
    cache.invalidate(changed === everything ? changed : [...changed, ...(spec.alsoChanges ?? [])]);
    const obsolete = [...(replaced ? [replaced] : []), ...(outcome.obsoleteFiles ?? [])];
    await removeQuietly(obsolete.flatMap(storedNamesOf));
    if (outcome.shareCard) await shareCards.apply(outcome.shareCard);
    return outcome.record;
  };
}

/**
 * What a write of `entity` changes for the response cache: the entity itself, as the public reads
 * name what they depend on (server/modules/public-content/read-dependencies.ts). A file of the
 * media library can be shown anywhere (a picture, a document, a page's block), so changing one
 * changes everything; so does a change of the school's settings (every page shows its name).
 */
function changedBy(entity: string): ContentChange {
  return entity === 'media' || entity === schoolSettingsEntity ? everything : [entity];
}

export type ContentWriter = ReturnType<typeof createContentWriter>;
