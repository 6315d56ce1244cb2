import { and, eq, inArray, isNotNull, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { academicYearOf } from '#contracts/academic-year.ts';
import type { ContentKind, contentKinds } from '#contracts/content/content-kinds.ts';
import type { ItemKind } from '#contracts/content/item-paths.ts';
import { pagePath, schoolNameToken } from '#contracts/content/page-reading.ts';
import type { Page } from '#contracts/content/pages.ts';
import { machineValueKeys, withHindiTexts } from '#contracts/content/translation.ts';
import type { Language } from '#contracts/languages.ts';
import type { SearchKind } from '#contracts/search-kinds.ts';
import type { Queryable, Tables } from '#server/db/database.ts';
import { todayInKolkata } from '#server/lib/school-dates.ts';
import { wordsOf } from './search-terms.ts';

/** A row of `search_documents`. */
export type SearchDocument = Tables['searchDocuments']['$inferInsert'];

/** Each content kind's entity with its search kind, as the registry declares them. */
type KindsInSearch = {
  [
    Kind in ContentKind as (typeof contentKinds)[Kind]['entity']
  ]: (typeof contentKinds)[Kind]['search'];
};

/**
 * The content writer's entity names (content-writer.ts) of the records search finds: every
 * content kind (contracts/content/content-kinds.ts; a kind missing here does not compile), pages
 * and disclosures.
 */
export const searchedEntities = {
  pages: 'page',
  notices: 'notice',
  news: 'news',
  events: 'event',
  leaves: 'holiday',
  posts: 'gallery',
  achievements: 'achievement',
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

const holidayWord = { en: 'Holiday', hi: 'अवकाश छुट्टी' } as const;
/** 25 December 2026, or 25 दिसंबर 2026: the words a parent may search a day by. */
const dayInWords = (day: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

const dayOf = (at: Date | null | undefined) => (at ? todayInKolkata(at) : null);

type Common = Omit<SearchDocument, 'id' | 'language' | 'title' | 'body'>;

/** The record's English document and, when any of it is written in Hindi, its Hindi one. */
function documentsIn(
  common: Common,
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
type PdfWords = { text: string; pdf: 'text' | 'scan' | null };
const noPdf: PdfWords = { text: '', pdf: null };

/**
 * Reads the documents of the public records of one entity from `q`, every record or those with
 * the ids given. Only what the public sees: published pages, items live or scheduled (their
 * times are filtered at query time), every holiday and disclosure document. A record in the
 * trash is not in its table, so it has none.
 */
export function createDocumentReader(tables: Tables) {
  const {
    pages,
    notices,
    news,
    events,
    leaves,
    posts,
    postPhotos,
    achievements,
    disclosures,
    files,
    itemPaths,
  } = tables;
  const { pdfTexts } = tables;

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

  async function pdfWords(q: Queryable, fileIds: Array<string | null>) {
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
  }

  /** Items the public sees now, or will at their time (filtered when searched). */
  const scheduledOrLive = (table: { live: AnyColumn; publishAt: AnyColumn }) =>
    or(eq(table.live, true), isNotNull(table.publishAt));
  const only = (column: AnyColumn, ids: string[] | undefined): SQL | undefined =>
    ids ? inArray(column, ids) : undefined;

  const readers: Record<
    SearchedEntity,
    (q: Queryable, ids?: string[]) => Promise<SearchDocument[]>
  > = {
    async pages(q, ids) {
      const rows = await q
        .select()
        .from(pages)
        .where(and(isNotNull(pages.published), only(pages.id, ids)));
      return rows.flatMap((row) => {
        const page = row.published as Page | null;
        if (!page) return [];
        const common: Common = {
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

    async notices(q, ids) {
      const rows = await q
        .select()
        .from(notices)
        .where(and(scheduledOrLive(notices), only(notices.id, ids)));
      const paths = await currentPaths(
        q,
        'notices',
        rows.map((row) => row.id),
      );
      const pdfs = await pdfWords(
        q,
        rows.map((row) => row.fileId),
      );
      return rows.flatMap((row) => {
        const path = paths.get(row.id);
        if (!path) return [];
        const words = (row.fileId && pdfs.get(row.fileId)) || noPdf;
        const common: Common = {
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
    },

    async news(q, ids) {
      const rows = await q
        .select()
        .from(news)
        .where(and(scheduledOrLive(news), only(news.id, ids)));
      const paths = await currentPaths(
        q,
        'news',
        rows.map((row) => row.id),
      );
      return rows.flatMap((row) => itemDocuments('news', row, paths.get(row.id)));
    },

    async events(q, ids) {
      const rows = await q
        .select()
        .from(events)
        .where(and(scheduledOrLive(events), only(events.id, ids)));
      const paths = await currentPaths(
        q,
        'events',
        rows.map((row) => row.id),
      );
      return rows.flatMap((row) => itemDocuments('event', row, paths.get(row.id)));
    },

    async leaves(q, ids) {
      const rows = await q.select().from(leaves).where(only(leaves.id, ids));
      return rows.flatMap((row) => {
        // "Holidays in December": a holiday's text seldom names its month, or says holiday.
        const days = [row.date, ...(row.endDate ? [row.endDate] : [])];
        const said = (language: 'en' | 'hi') =>
          `${holidayWord[language]} ${days.map((day) => dayInWords(day, language)).join(' ')}`;
        return itemDocuments(
          'holiday',
          {
            ...row,
            description: `${row.description} ${said('en')}`,
            descriptionHi:
              row.titleHi || row.descriptionHi
                ? `${row.descriptionHi ?? row.description} ${said('hi')}`
                : null,
          },
          // The calendar shows the month of the date it is given, the day chosen.
          `/school-calendar?date=${row.date}`,
        );
      });
    },

    async posts(q, ids) {
      const rows = await q
        .select()
        .from(posts)
        .where(and(scheduledOrLive(posts), only(posts.id, ids)));
      const paths = await currentPaths(
        q,
        'gallery',
        rows.map((row) => row.id),
      );
      const ofPosts = rows.map((row) => row.id);
      const photos =
        ofPosts.length === 0
          ? []
          : await q
              .select({ postId: postPhotos.postId, altText: files.altText })
              .from(postPhotos)
              .innerJoin(files, eq(files.id, postPhotos.fileId))
              .where(inArray(postPhotos.postId, ofPosts));
      return rows.flatMap((row) => {
        const path = paths.get(row.id);
        if (!path) return [];
        const altTexts = photos
          .filter((photo) => photo.postId === row.id)
          .map((photo) => photo.altText)
          .join(' ');
        const date = dayOf(row.publishedAt ?? row.createdAt)!;
        const common: Common = {
          kind: 'gallery',
          recordId: row.id,
          date,
          academicYear: academicYearOf(date),
          path,
          circularNumber: null,
          pdf: null,
          publishAt: row.publishAt,
          unpublishAt: row.unpublishAt,
        };
        return documentsIn(
          common,
          { title: row.title, body: `${row.content} ${altTexts}` },
          row.titleHi || row.contentHi
            ? { title: row.titleHi, body: `${row.contentHi ?? row.content} ${altTexts}` }
            : undefined,
        );
      });
    },

    async achievements(q, ids) {
      const rows = await q
        .select()
        .from(achievements)
        .where(and(scheduledOrLive(achievements), only(achievements.id, ids)));
      const paths = await currentPaths(
        q,
        'achievements',
        rows.map((row) => row.id),
      );
      // "Kabaddi state" or "olympiad Meera": found by who won it and at what, too.
      return rows.flatMap((row) =>
        itemDocuments(
          'achievement',
          {
            ...row,
            description: `${row.names} ${row.description}`,
            descriptionHi:
              row.titleHi || row.descriptionHi || row.namesHi
                ? `${row.namesHi ?? row.names} ${row.descriptionHi ?? row.description}`
                : null,
          },
          paths.get(row.id),
        ),
      );
    },

    async disclosures(q, ids) {
      const rows = await q.select().from(disclosures).where(only(disclosures.id, ids));
      const pdfs = await pdfWords(
        q,
        rows.map((row) => row.fileId),
      );
      return rows.flatMap((row) => {
        const words = pdfs.get(row.fileId) ?? noPdf;
        const date = dayOf(row.updatedAt)!;
        const common: Common = {
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

  type DatedRow = {
    id: string;
    title: string;
    description: string;
    titleHi: string | null;
    descriptionHi: string | null;
    date: string;
    publishAt?: Date | null;
    unpublishAt?: Date | null;
  };
  function itemDocuments(kind: SearchKind, row: DatedRow, path: string | undefined) {
    if (!path) return [];
    const common: Common = {
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

  return readers;
}

export type DocumentReader = ReturnType<typeof createDocumentReader>;
