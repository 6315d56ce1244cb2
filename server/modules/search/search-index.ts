import { buffer } from 'node:stream/consumers';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { contentKindNames, contentKinds } from '#contracts/content/content-kinds.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { holdingColumns } from '#server/db/file-holding.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { readPdfText } from './pdf-text.ts';
import { wordsOf } from './search-terms.ts';
import {
  createDocumentReader,
  isSearchedEntity,
  searchedEntities,
  type SearchDocument,
  type SearchedEntity,
  type SearchedKinds,
} from './search-documents.ts';

/**
 * What an index write outside the content writer changes, for the response cache's
 * invalidation: no page reads the index, so only the search answers and the API's go.
 */
export const searchIndexName = 'search-index';

/** A new file's words, read before the write's transaction (content-writer.ts). */
export type ReadPdf = { fileId: string; text: string };

/**
 * Keeps `search_documents` equal to what the public sees (docs/decisions/0028). The content
 * writer calls `follow` inside every write's transaction, after the change: the record's
 * documents are read again from the rows as they now are, so a publish, edit, unpublish, delete,
 * trash, restore or purge each leaves the index right when it commits, on every instance (the
 * index is in the shared database).
 */
export function createSearchIndex(
  db: Database,
  storage: FileStorage,
  /** How each content kind's records become documents (server/modules/content/kind-entries.ts). */
  kinds: SearchedKinds,
  /**
   * Told after a write of the index outside the content writer (which drops the caches itself):
   * the answers kept by search-answer-cache.ts read the old documents.
   */
  indexChanged: () => void = () => {},
) {
  const { searchDocuments, searchVocabulary, pdfTexts, files, disclosures } = db.tables;
  const documents = createDocumentReader(db.tables, kinds);

  /**
   * Writes one document, or its newer version over the one there: two servers that start on one
   * PostgreSQL database both index the seeded pages, and the second's delete did not see the
   * first's rows (server/modules/circulars/outbox-instances.test.ts starts two).
   */
  async function put(tx: Queryable, document: SearchDocument): Promise<void> {
    await tx
      .insert(searchDocuments)
      .values(document)
      .onConflictDoUpdate({ target: searchDocuments.id, set: document });
  }

  /** Adds the words of `found` to the vocabulary the closest spelling is taken from. */
  async function addWords(tx: Queryable, found: readonly SearchDocument[]): Promise<void> {
    const words = new Set<string>();
    for (const document of found)
      for (const word of wordsOf(`${document.title} ${document.body}`)) words.add(word);
    const all = [...words];
    for (let start = 0; start < all.length; start += 500)
      await tx
        .insert(searchVocabulary)
        .values(all.slice(start, start + 500).map((word) => ({ word })))
        .onConflictDoNothing();
  }

  async function replace(
    tx: Queryable,
    entity: SearchedEntity,
    ids: string[],
    found: SearchDocument[],
  ): Promise<void> {
    if (ids.length === 0) return;
    await tx
      .delete(searchDocuments)
      .where(
        and(
          eq(searchDocuments.kind, searchedEntities[entity]),
          inArray(searchDocuments.recordId, ids),
        ),
      );
    for (const document of found) await put(tx, document);
    await addWords(tx, found);
  }

  /**
   * The records that show the file: the items of every kind holding it where its entry says
   * (server/modules/content/kind-entries.ts: a notice's PDF, an album's photo), and disclosures.
   */
  async function usersOfFile(tx: Queryable, fileId: string) {
    const users: Array<[SearchedEntity, string[]]> = [];
    for (const kind of contentKindNames) {
      const holding = kinds[kind].files;
      if (!holding) continue;
      const { table, file, item } = holdingColumns(
        db.tables,
        contentKinds[kind].tables[0],
        holding,
      );
      const rows = await tx.select({ id: item }).from(table).where(eq(file, fileId));
      users.push([contentKinds[kind].entity, rows.map((row) => String(row.id))]);
    }
    const ofDisclosures = await tx
      .select({ id: disclosures.id })
      .from(disclosures)
      .where(eq(disclosures.fileId, fileId));
    users.push(['disclosures', ofDisclosures.map((row) => row.id)]);
    return users;
  }

  async function followFile(tx: Queryable, fileId: string): Promise<void> {
    for (const [entity, ids] of await usersOfFile(tx, fileId)) await refresh(tx, entity, ids);
  }

  async function refresh(tx: Queryable, entity: SearchedEntity, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await replace(tx, entity, ids, await documents[entity](tx, ids));
  }

  /** PDFs stored before search (or by a restore) whose words were never read. */
  async function readMissingTexts(): Promise<number> {
    const missing = await db.read
      .select({ id: files.id, storedName: files.storedName })
      .from(files)
      .leftJoin(pdfTexts, eq(pdfTexts.fileId, files.id))
      .where(and(eq(files.contentType, 'application/pdf'), isNull(pdfTexts.fileId)));
    let read = 0;
    for (const file of missing) {
      let text = '';
      try {
        const bytes = await buffer(storage.openRead(file.storedName));
        text = await readPdfText(bytes);
      } catch {
        // Its bytes are gone (a restore without uploads): found by title, as a scan would be.
      }
      // The records that show the file get its words in the same write, as a new upload's do.
      await db.write(async (tx) => {
        await keepTexts(tx, [{ fileId: file.id, text }]);
        await followFile(tx, file.id);
      });
      indexChanged();
      read += 1;
    }
    return read;
  }

  /** Stores the words of new (or replaced) files, in the write that stores their rows. */
  async function keepTexts(tx: Queryable, texts: readonly ReadPdf[]): Promise<void> {
    const now = new Date();
    for (const { fileId, text } of texts)
      await tx
        .insert(pdfTexts)
        .values({ fileId, text, readAt: now })
        .onConflictDoUpdate({ target: pdfTexts.fileId, set: { text, readAt: now } });
  }

  /**
   * Every document again from the database, in one transaction (`npm run search:rebuild`,
   * after a restore, at the first start with search). With `readPdfs` the PDFs whose words
   * were never read are read first, outside the write.
   */
  async function rebuild(options: {
    readPdfs: boolean;
  }): Promise<{ documents: number; pdfsRead: number }> {
    const pdfsRead = options.readPdfs ? await readMissingTexts() : 0;
    const count = await db.write(async (tx) => {
      // A write that commits while the rows are read would be overwritten by what was read
      // before it (PostgreSQL; SQLite has one writer): its index update waits for this one.
      if (db.dialect === 'postgres')
        await tx.execute(sql`LOCK TABLE search_documents IN SHARE ROW EXCLUSIVE MODE`);
      // The whole index is made again: every row goes.
      // eslint-disable-next-line drizzle/enforce-delete-with-where
      await tx.delete(searchDocuments);
      // eslint-disable-next-line drizzle/enforce-delete-with-where
      await tx.delete(searchVocabulary);
      let written = 0;
      for (const entity of Object.keys(searchedEntities) as SearchedEntity[]) {
        const found = await documents[entity](tx);
        for (const document of found) await put(tx, document);
        await addWords(tx, found);
        written += found.length;
      }
      return written;
    });
    indexChanged();
    // Every row is new: the planner's figures of the old ones would have it read every
    // document rather than ask the GIN and trigram indexes (PostgreSQL; autovacuum is later).
    if (db.dialect === 'postgres')
      await db.write((tx) => tx.execute(sql`ANALYZE search_documents, search_vocabulary`));
    return { documents: count, pdfsRead };
  }

  return {
    keepTexts,

    /** In the write's transaction: the documents of `entity` `id` as the rows now are. */
    async follow(tx: Queryable, entity: string, id: string): Promise<void> {
      if (isSearchedEntity(entity)) return refresh(tx, entity, [id]);
      if (entity === 'media') await followFile(tx, id);
    },

    /** Every document of one entity again (the seeded pages, written outside the writer). */
    refreshAll: async (entity: SearchedEntity) => {
      await db.write(async (tx) => {
        await tx.delete(searchDocuments).where(eq(searchDocuments.kind, searchedEntities[entity]));
        const found = await documents[entity](tx);
        for (const document of found) await put(tx, document);
        await addWords(tx, found);
      });
      indexChanged();
    },

    rebuild,

    /**
     * Reads the PDFs never read (stored before search), each followed by the records that show
     * it: no second rebuild, which could put back what a newer write changed.
     */
    readMissingPdfs: readMissingTexts,

    /** Whether the index holds nothing (a database from before search, or a restore). */
    async isEmpty(): Promise<boolean> {
      const [row] = await db.read.select({ id: searchDocuments.id }).from(searchDocuments).limit(1);
      return row === undefined;
    },

    /** The index's size in documents (the benchmark and tests). */
    async count(): Promise<number> {
      const [row] = await db.read.select({ n: sql<number>`count(*)` }).from(searchDocuments);
      return Number(row?.n ?? 0);
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
