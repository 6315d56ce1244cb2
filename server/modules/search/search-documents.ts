import { and, eq, inArray, isNotNull, or, type AnyColumn, type SQL, type Table } from 'drizzle-orm';
import { academicYearOf } from '#contracts/academic-year.ts';
import {
  contentKindNames,
  contentKinds,
  type ContentKind,
} from '#contracts/content/content-kinds.ts';
import type { ItemKind } from '#contracts/content/item-paths.ts';
import { pagePath, schoolNameToken } from '#contracts/content/page-reading.ts';
import type { Page } from '#contracts/content/pages.ts';
import { machineValueKeys, withHindiTexts } from '#contracts/content/translation.ts';
import type { Language } from '#contracts/languages.ts';
import type { SearchKind } from '#contracts/search-kinds.ts';
import type { Queryable, Tables } from '#server/db/database.ts';
import type { FileHolding } from '#server/db/file-holding.ts';
import { todayInKolkata } from '#server/lib/school-dates.ts';

/** A row of `search_documents`. */
export type SearchDocument = Tables['searchDocuments']['$inferInsert'];

/** Each content kind's entity with its search kind, as the registry declares them. */
type KindsInSearch = {
  [
    Kind in ContentKind as (typeof contentKinds)[Kind]['entity']
  ]: (typeof contentKinds)[Kind]['search'];
};

/**
 * The content writer's entity names (content-writer.ts) of the records search finds, with what
 * search calls them: pages, every content kind (contracts/content/content-kinds.ts) and
 * disclosures.
 */
export const searchedEntities = {
  pages: 'page',
  ...(Object.fromEntries(
    contentKindNames.map((kind) => [contentKinds[kind].entity, contentKinds[kind].search]),
  ) as KindsInSearch),
  disclosures: 'disclosure',
} as const satisfies KindsInSearch & Record<'pages' | 'disclosures', SearchKind>;
export type SearchedEntity = keyof typeof searchedEntities;

export const isSearchedEntity = (entity: string): entity is SearchedEntity =>
  Object.hasOwn(searchedEntities, entity);

/**
 * The strings of a page that are not words to a reader, and its Hindi copies (indexed as the
 * Hindi document). A name that signs a letter stays: a parent may search for it.
 */
const notWords = new Set([...machineValueKeys, 'hi']);

// eslint-disable-next-line no-control-regex -- control characters are what is removed
const controlCharacters = /[\u0000-\u001f\u007f]/g;
/** One line of plain text: the snippet's marks are control characters, so none may be in it. */
const plain = (text: string) => text.replace(controlCharacters, ' ').replace(/\s+/g, ' ').trim();

/** Every text of a page (every block's, inside tabs, columns and accordions too), in order. */
export function pageWords(page: object): string {
  const found: string[] = [];
  const visit = (value: unknown, key: string): void => {
    if (notWords.has(key)) return;
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach((item) => visit(item, ''));
    else if (typeof value === 'object' && value !== null)
      for (const [inner, child] of Object.entries(value)) visit(child, inner);
  };
  visit(page, '');
  return plain(found.join(' ').replaceAll(schoolNameToken, ''));
}

const hasHindi = (node: unknown): boolean =>
  Array.isArray(node)
    ? node.some(hasHindi)
    : typeof node === 'object' && node !== null
      ? Object.entries(node).some(([key, child]) => key === 'hi' || hasHindi(child))
      : false;

/** The day a moment falls on at the school (YYYY-MM-DD), or null. */
export const dayOf = (at: Date | null | undefined) => (at ? todayInKolkata(at) : null);

/** What a record's documents share: all but their language and words. */
export type DocumentCommon = Omit<SearchDocument, 'id' | 'language' | 'title' | 'body'>;

/** The record's English document and, when any of it is written in Hindi, its Hindi one. */
export function documentsIn(
  common: DocumentCommon,
  english: { title: string; body: string },
  hindi: { title: string | null; body: string | null } | undefined,
): SearchDocument[] {
  const make = (language: Language, title: string, body: string): SearchDocument => ({
    ...common,
    id: `${common.kind}:${common.recordId}:${language}`,
    language,
    title: plain(title),
    body: plain(body),
  });
  const documents = [make('en', english.title, english.body)];
  if (hindi && (hindi.title || hindi.body))
    documents.push(make('hi', hindi.title ?? english.title, hindi.body ?? english.body));
  return documents;
}

/** What a PDF adds: its words, and whether it had any. */
export type PdfWords = { text: string; pdf: 'text' | 'scan' | null };
export const noPdf: PdfWords = { text: '', pdf: null };

/** Items the public sees now, or will at their time (filtered when searched). */
const scheduledOrLive = (table: { live: AnyColumn; publishAt: AnyColumn }) =>
  or(eq(table.live, true), isNotNull(table.publishAt));
/** Only the records with the ids given, when ids are given. */
export const onlyIds = (column: AnyColumn, ids: string[] | undefined): SQL | undefined =>
  ids ? inArray(column, ids) : undefined;

/** An item whose document is its title, description and date (news, events, holidays). */
export type DatedRow = {
  id: string;
  title: string;
  description: string;
  titleHi: string | null;
  descriptionHi: string | null;
  date: string;
  publishAt?: Date | null;
  unpublishAt?: Date | null;
};

/** The documents of a dated item at `path`; none without a path (not public). */
export function itemDocuments(kind: SearchKind, row: DatedRow, path: string | undefined) {
  if (!path) return [];
  const common: DocumentCommon = {
    kind,
    recordId: row.id,
    date: row.date,
    academicYear: academicYearOf(row.date),
    path,
    circularNumber: null,
    pdf: null,
    publishAt: row.publishAt ?? null,
    unpublishAt: row.unpublishAt ?? null,
  };
  return documentsIn(
    common,
    { title: row.title, body: row.description },
    row.titleHi || row.descriptionHi
      ? { title: row.titleHi, body: row.descriptionHi ?? row.description }
      : undefined,
  );
}

/** The reads a content kind's documents are made with, on the database's tables. */
export type DocumentReading = ReturnType<typeof documentReading>;

function documentReading(tables: Tables) {
  const { files, pdfTexts, itemPaths } = tables;

  /** The current address of each item of `kind` with these ids. */
  async function currentPaths(q: Queryable, kind: ItemKind, ids: string[]) {
    if (ids.length === 0) return new Map<string, string>();
    const rows = await q
      .select({ itemId: itemPaths.itemId, path: itemPaths.path })
      .from(itemPaths)
      .where(
        and(
          eq(itemPaths.kind, kind),
          eq(itemPaths.isCurrent, true),
          inArray(itemPaths.itemId, ids),
        ),
      );
    return new Map(rows.map((row) => [row.itemId, `/${row.path}`]));
  }

  return {
    tables,

    /**
     * The items of `kind` in `table` the public sees now or will at their time, those with the
     * ids given, and the current address of each.
     */
    async publicItems<T extends Table & { $inferSelect: { id: string } }>(
      q: Queryable,
      kind: ItemKind,
      table: T,
      ids: string[] | undefined,
    ) {
      // Read as the events table: every scheduled kind's table has the columns read here
      // (server/content-kinds.test.ts checks its publishing columns).
      const items = table as unknown as Tables['events'];
      const rows = (await q
        .select()
        .from(items)
        .where(and(scheduledOrLive(items), onlyIds(items.id, ids)))) as Array<T['$inferSelect']>;
      const paths = await currentPaths(
        q,
        kind,
        rows.map((row) => row.id),
      );
      return { rows, paths };
    },

    /** The words of the PDFs among these files. */
    async pdfWords(q: Queryable, fileIds: Array<string | null>) {
      const ids = fileIds.filter((id): id is string => id !== null);
      const found = new Map<string, PdfWords>();
      if (ids.length === 0) return found;
      const rows = await q
        .select({ fileId: files.id, type: files.contentType, text: pdfTexts.text })
        .from(files)
        .leftJoin(pdfTexts, eq(pdfTexts.fileId, files.id))
        .where(inArray(files.id, ids));
      for (const row of rows) {
        if (row.type !== 'application/pdf') continue;
        // A file whose words were never read (stored before search) is found by its title
        // until `npm run search:rebuild` reads it.
        if (row.text === null) continue;
        found.set(row.fileId, { text: row.text, pdf: row.text ? 'text' : 'scan' });
      }
      return found;
    },
  };
}

/**
 * How one content kind's public records become documents, every record or those with the ids
 * given: each kind's entry says it (server/modules/content/kind-entries.ts).
 */
export type KindDocuments = (
  reading: DocumentReading,
  q: Queryable,
  ids?: string[],
) => Promise<SearchDocument[]>;

/**
 * What search takes of each content kind, by kind (the composition passes them in: decision
 * 0031): how its records become documents, and where its items hold files (null when they hold
 * none), so a file's words reach every record that shows it.
 */
export type SearchedKinds = Record<
  ContentKind,
  { documents: KindDocuments; files: FileHolding | null }
>;

/**
 * The documents of an item kind whose rows say a title, a description and a date, each at its
 * page's current address (news, events), or with `words` said of its row (achievements): only
 * the table differs.
 */
export function itemSearch<T extends Table & { $inferSelect: DatedRow }>(
  kind: ItemKind,
  table: (tables: Tables) => T,
  words: (row: T['$inferSelect']) => DatedRow = (row) => row,
): KindDocuments {
  return async ({ tables, publicItems }, q, ids) => {
    const { rows, paths } = await publicItems(q, kind, table(tables), ids);
    const { search } = contentKinds[kind];
    return rows.flatMap((row) => itemDocuments(search, words(row), paths.get(row.id)));
  };
}

/**
 * Reads the documents of the public records of one entity from `q`, every record or those with
 * the ids given. Only what the public sees: published pages, items live or scheduled (their
 * times are filtered at query time), every holiday and disclosure document. A record in the
 * trash is not in its table, so it has none.
 */
export function createDocumentReader(tables: Tables, kinds: SearchedKinds) {
  const { pages, disclosures } = tables;
  const reading = documentReading(tables);

  type Reader = (q: Queryable, ids?: string[]) => Promise<SearchDocument[]>;
  const kindReaders = Object.fromEntries(
    contentKindNames.map((kind): [string, Reader] => [
      contentKinds[kind].entity,
      (q, ids) => kinds[kind].documents(reading, q, ids),
    ]),
  ) as Record<keyof KindsInSearch, Reader>;

  const readers: Record<SearchedEntity, Reader> = {
    async pages(q, ids) {
      const rows = await q
        .select()
        .from(pages)
        .where(and(isNotNull(pages.published), onlyIds(pages.id, ids)));
      return rows.flatMap((row) => {
        const page = row.published as Page | null;
        if (!page) return [];
        const common: DocumentCommon = {
          kind: 'page',
          recordId: row.id,
          date: dayOf(row.publishedAt),
          academicYear: null,
          path: pagePath(row.slug),
          circularNumber: null,
          pdf: null,
          publishAt: null,
          unpublishAt: row.unpublishAt,
        };
        const english = { title: page.title, body: pageWords({ ...page, title: undefined }) };
        if (!hasHindi(page)) return documentsIn(common, english, undefined);
        const hindi = withHindiTexts(page);
        return documentsIn(common, english, {
          title: hindi.title,
          body: pageWords({ ...hindi, title: undefined }),
        });
      });
    },

    ...kindReaders,

    async disclosures(q, ids) {
      const rows = await q.select().from(disclosures).where(onlyIds(disclosures.id, ids));
      const pdfs = await reading.pdfWords(
        q,
        rows.map((row) => row.fileId),
      );
      return rows.flatMap((row) => {
        const words = pdfs.get(row.fileId) ?? noPdf;
        const date = dayOf(row.updatedAt)!;
        const common: DocumentCommon = {
          kind: 'disclosure',
          recordId: row.id,
          date,
          academicYear: academicYearOf(date),
          path: '/mandatory-disclosure',
          circularNumber: null,
          pdf: words.pdf,
          publishAt: null,
          unpublishAt: null,
        };
        return documentsIn(
          common,
          { title: row.title, body: `${row.description} ${words.text}` },
          row.titleHi || row.descriptionHi
            ? {
                title: row.titleHi,
                body: `${row.descriptionHi ?? row.description} ${words.text}`,
              }
            : undefined,
        );
      });
    },
  };
  return readers;
}

export type DocumentReader = ReturnType<typeof createDocumentReader>;
