import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '#contracts/languages.ts';
import type { SearchKind } from '#contracts/search-kinds.ts';
import type { Database } from '../../db/database.ts';
import { closestWord } from './search-terms.ts';

/** What one search asks the index; `terms` come from searchTerms() only. */
export type IndexQuery = {
  terms: string[];
  language: Language;
  kind: SearchKind | undefined;
  year: number | undefined;
  offset: number;
  limit: number;
  now: Date;
};

/** A record found: its best document (in the language asked for when it has one). */
export type IndexHit = {
  kind: SearchKind;
  language: Language;
  title: string;
  path: string;
  date: string | null;
  academicYear: number | null;
  circularNumber: string | null;
  pdf: 'text' | 'scan' | null;
  /** The body around the matched words, each between \u0002 and \u0003. */
  snippet: string;
};

/** The marks around a matched word in a snippet: control characters no indexed text holds. */
export const markStart = '\u0002';
export const markEnd = '\u0003';

type Row = Record<string, unknown>;

/**
 * The queries of site search on each engine's own full-text search (docs/decisions/0028): FTS5
 * with bm25 and snippet() on SQLite, tsvector with ts_rank_cd and ts_headline on PostgreSQL.
 * Every value, the words too, is a bound parameter; the words are quoted here, each one a
 * phrase (SQLite) or a lexeme (PostgreSQL) searched as a prefix.
 */
export function createSearchRepository(db: Database) {
  async function rows(query: SQL): Promise<Row[]> {
    if (db.dialect === 'sqlite')
      return (db.read as unknown as { all(query: SQL): Row[] }).all(query);
    return (await db.read.execute(query)).rows as Row[];
  }

  const at = (date: Date) => (db.dialect === 'sqlite' ? date.getTime() : date.toISOString());

  function filters(query: Pick<IndexQuery, 'now' | 'kind' | 'year'>): SQL {
    const now = at(query.now);
    const parts = [
      sql`(d.publish_at IS NULL OR d.publish_at <= ${now})`,
      sql`(d.unpublish_at IS NULL OR d.unpublish_at > ${now})`,
    ];
    if (query.kind) parts.push(sql`d.kind = ${query.kind}`);
    if (query.year !== undefined) parts.push(sql`d.academic_year = ${query.year}`);
    return sql.join(parts, sql` AND `);
  }

  const hitOf = (row: Row, snippet: string): IndexHit => ({
    kind: row.kind as SearchKind,
    language: row.language as Language,
    title: String(row.title),
    path: String(row.path),
    date: (row.date as string | null) ?? null,
    academicYear: row.academic_year === null ? null : Number(row.academic_year),
    circularNumber: (row.circular_number as string | null) ?? null,
    pdf: (row.pdf as 'text' | 'scan' | null) ?? null,
    snippet,
  });

  /** One record once (its document in the language asked for first), best first, one page. */
  const bestPerRecord = (hits: SQL, language: Language, query: IndexQuery, rankOrder: SQL) => sql`
    WITH hits AS (${hits}),
    ranked AS (
      SELECT hits.*, row_number() OVER (
        PARTITION BY kind, record_id ORDER BY CASE WHEN language = ${language} THEN 0 ELSE 1 END, ${rankOrder}
      ) AS n FROM hits
    )
    SELECT ranked.*, count(*) OVER () AS total FROM ranked WHERE n = 1
    ORDER BY ${rankOrder}, date DESC, id LIMIT ${query.limit} OFFSET ${query.offset}`;

  const columns = sql`d.id, d.kind, d.record_id, d.language, d.title, d.path, d.date,
    d.academic_year, d.circular_number, d.pdf`;

  async function searchSqlite(query: IndexQuery) {
    const match = query.terms.map((term) => `"${term}"*`).join(' ');
    const page = await rows(
      bestPerRecord(
        sql`SELECT d.rowid AS fts_row, ${columns}, bm25(search_fts, 10.0, 1.0) AS rank
          FROM search_fts JOIN search_documents d ON d.rowid = search_fts.rowid
          WHERE search_fts MATCH ${match} AND ${filters(query)}`,
        query.language,
        query,
        sql`rank`,
      ),
    );
    if (page.length === 0) return { hits: [], total: 0 };
    const ids = page.map((row) => Number(row.fts_row));
    const snippets = await rows(sql`SELECT rowid AS fts_row,
        snippet(search_fts, 1, ${markStart}, ${markEnd}, '…', 24) AS snippet
      FROM search_fts WHERE search_fts MATCH ${match}
      AND rowid IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    const byRow = new Map(snippets.map((row) => [Number(row.fts_row), String(row.snippet ?? '')]));
    return {
      hits: page.map((row) => hitOf(row, byRow.get(Number(row.fts_row)) ?? '')),
      total: Number(page[0]!.total),
    };
  }

  async function searchPostgres(query: IndexQuery) {
    const lexemes = query.terms.map((term) => `'${term}':*`).join(' & ');
    const tsQuery = sql`(SELECT to_tsquery('english', ${lexemes}) AS en,
      to_tsquery('simple', ${lexemes}) AS hi) q`;
    const page = await rows(
      bestPerRecord(
        sql`SELECT ${columns}, ts_rank_cd(d.search_vector,
            CASE WHEN d.language = 'hi' THEN q.hi ELSE q.en END) AS rank
          FROM search_documents d, ${tsQuery}
          WHERE ((d.language = 'hi' AND d.search_vector @@ q.hi)
            OR (d.language <> 'hi' AND d.search_vector @@ q.en)) AND ${filters(query)}`,
        query.language,
        query,
        sql`rank DESC`,
      ),
    );
    if (page.length === 0) return { hits: [], total: 0 };
    const ids = page.map((row) => String(row.id));
    const options = `StartSel=${markStart}, StopSel=${markEnd}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
    const headlines = await rows(sql`SELECT d.id, ts_headline(
        CASE WHEN d.language = 'hi' THEN 'simple'::regconfig ELSE 'english'::regconfig END,
        left(d.body, 20000), CASE WHEN d.language = 'hi' THEN q.hi ELSE q.en END, ${options}
      ) AS snippet
      FROM search_documents d, ${tsQuery}
      WHERE d.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    const byId = new Map(headlines.map((row) => [String(row.id), String(row.snippet ?? '')]));
    return {
      hits: page.map((row) => hitOf(row, byId.get(String(row.id)) ?? '')),
      total: Number(page[0]!.total),
    };
  }

  /** Words the index holds that look like `term`: candidates for its closest spelling. */
  async function wordsLike(term: string): Promise<string[]> {
    const length = [...term].length;
    if (db.dialect === 'sqlite') {
      const found = await rows(sql`SELECT term FROM search_words
        WHERE length(term) BETWEEN ${length - 2} AND ${length + 2}`);
      return found.map((row) => String(row.term));
    }
    // pg_trgm's word similarity over the trigram index, with a threshold low enough for a
    // swapped or missing letter; the closest words are then taken from the best documents.
    const found = await db.read.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', '0.35', true)`);
      const result = await tx.execute(sql`SELECT left(title || ' ' || body, 20000) AS words
        FROM search_documents WHERE ${term} <% (title || ' ' || body)
        ORDER BY word_similarity(${term}, title || ' ' || body) DESC LIMIT 5`);
      return result.rows as Row[];
    });
    return found.flatMap((row) => words(String(row.words)));
  }

  return {
    search: (query: IndexQuery) =>
      db.dialect === 'sqlite' ? searchSqlite(query) : searchPostgres(query),

    /** The closest spelling of each word the index knows, or undefined when none is close. */
    async closestSpelling(terms: string[]): Promise<string[] | undefined> {
      const corrected: string[] = [];
      for (const term of terms) corrected.push(closestWord(term, await wordsLike(term)) ?? term);
      return corrected.some((word, index) => word !== terms[index]) ? corrected : undefined;
    },

    /** The academic years that have something to find, newest first. */
    async years(now: Date): Promise<number[]> {
      const found = await rows(sql`SELECT DISTINCT d.academic_year AS year FROM search_documents d
        WHERE d.academic_year IS NOT NULL AND ${filters({ now, kind: undefined, year: undefined })}
        ORDER BY year DESC`);
      return found.map((row) => Number(row.year));
    },
  };
}

/** Every word of a text, lower case, once. */
function words(text: string): string[] {
  return [
    ...new Set(
      text
        .normalize('NFC')
        .toLowerCase()
        .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [],
    ),
  ];
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
