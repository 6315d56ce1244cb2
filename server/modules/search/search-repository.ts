import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '#contracts/languages.ts';
import type { SearchKind } from '#contracts/search-kinds.ts';
import type { Database } from '#server/db/database.ts';
import { markEnd, markStart } from './search-marks.ts';
import { snippetOf } from './search-snippet.ts';
import { closestWord, singularOf, wordsOf } from './search-terms.ts';

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

/** One page of records found, how many there are, and the years they are from. */
export type IndexPage = {
  hits: IndexHit[];
  total: number;
  /** More records hold the words than `total`: only the best `resultCap` are listed. */
  moreThanTotal: boolean;
  /** The academic years of the records found (whatever the year asked), newest first. */
  years: number[];
};

export { markEnd, markStart } from './search-marks.ts';

/**
 * Documents ranked at most for one search. Ranking is what costs: a word in nearly every
 * document would otherwise rank them all (scripts/bench-search.mjs). The best few hundred are
 * more than a parent reads.
 */
export const candidateLimit = 400;
/** Documents a word may be in for every one of them to be ranked (see sqliteCandidates). */
const rankedAtMost = 2000;
/** Records listed at most (ten pages); past it the page says "more than 200 results". */
export const resultCap = 200;
/** Words looked at for the closest spelling of one typed word. */
const spellingCandidates = 2000;

/** One document of the best candidates, `score` higher for a better match. */
type Candidate = {
  id: string;
  ftsRow: number | null;
  kind: SearchKind;
  recordId: string;
  language: Language;
  title: string;
  path: string;
  date: string | null;
  academicYear: number | null;
  circularNumber: string | null;
  pdf: 'text' | 'scan' | null;
  score: number;
};

type Row = Record<string, unknown>;

/**
 * Up to 400 rowids as one bound parameter (SQLite): the statement's text is the same for every
 * search, and neither drizzle nor SQLite builds a list of 400 parameters each time.
 */
const sqliteList = (rowids: Array<number | null>) =>
  sql`(SELECT value FROM json_each(${JSON.stringify(rowids)}))`;

const candidateOf = (row: Row, score: number): Candidate => ({
  id: String(row.id),
  ftsRow: row.fts_row === undefined ? null : Number(row.fts_row),
  kind: row.kind as SearchKind,
  recordId: String(row.record_id),
  language: row.language as Language,
  title: String(row.title),
  path: String(row.path),
  date: (row.date as string | null) ?? null,
  academicYear: row.academic_year === null ? null : Number(row.academic_year),
  circularNumber: (row.circular_number as string | null) ?? null,
  pdf: (row.pdf as 'text' | 'scan' | null) ?? null,
  score,
});

/** Whether every word of a circular's number was typed ("circular 2026/14", "14 2026"). */
function isItsNumber(candidate: Candidate, terms: string[]): boolean {
  if (!candidate.circularNumber) return false;
  const number = wordsOf(candidate.circularNumber);
  return number.length > 0 && number.every((word) => terms.includes(word));
}

/** How many of the words typed begin a word of the title (an English plural, its singular). */
function wordsInTitle(candidate: Candidate, terms: string[]): number {
  const title = wordsOf(candidate.title);
  return terms.filter((term) => {
    const singular = singularOf(term) ?? term;
    return title.some((word) => word.startsWith(term) || word === singular);
  }).length;
}

/**
 * One entry a record, best first: the circular whose number was typed, then the one whose
 * title holds more of the words (both engines weigh a title word above a body word, but a
 * long page that repeats the words can still outscore the circular titled with them), then
 * the best match,
 * then the newest (a record without a date last, on both engines), then by title, which reads
 * the same on every school's copy where ids are drawn at random, then by id so that pages
 * never overlap. A record is shown in the language asked for when it has that document.
 */
function bestPerRecord(candidates: Candidate[], language: Language, terms: string[]) {
  const records = new Map<
    string,
    { shown: Candidate; score: number; number: boolean; inTitle: number }
  >();
  for (const candidate of candidates) {
    const key = `${candidate.kind}:${candidate.recordId}`;
    const seen = records.get(key);
    if (!seen)
      records.set(key, {
        shown: candidate,
        score: candidate.score,
        number: isItsNumber(candidate, terms),
        inTitle: wordsInTitle(candidate, terms),
      });
    else {
      if (candidate.score > seen.score) seen.score = candidate.score;
      if (seen.shown.language !== language && candidate.language === language)
        seen.shown = candidate;
    }
  }
  return [...records.values()]
    .sort(
      (a, b) =>
        Number(b.number) - Number(a.number) ||
        b.inTitle - a.inTitle ||
        b.score - a.score ||
        (b.shown.date ?? '').localeCompare(a.shown.date ?? '') ||
        a.shown.title.localeCompare(b.shown.title) ||
        a.shown.id.localeCompare(b.shown.id),
    )
    .map((record) => record.shown);
}

/**
 * The queries of site search on each engine's own full-text search (docs/decisions/0028): FTS5
 * with bm25 and snippet() on SQLite, tsvector with ts_rank_cd and ts_headline on PostgreSQL.
 * Each ranks at most `candidateLimit` documents; records, totals and years are made from those.
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

  const columns = sql`d.id, d.kind, d.record_id, d.language, d.title, d.path, d.date,
    d.academic_year, d.circular_number, d.pdf`;

  // FTS5 does not stem: an English plural ("holidays", "results") also finds its singular.
  const ftsMatch = (terms: string[]) =>
    terms
      .map((term) => {
        const singular = singularOf(term);
        return singular ? `("${term}"* OR "${singular}")` : `"${term}"*`;
      })
      .join(' AND ');
  const tsQuery = (terms: string[]) => {
    const lexemes = terms.map((term) => `'${term}':*`).join(' & ');
    return sql`(SELECT to_tsquery('english', ${lexemes}) AS en,
      to_tsquery('simple', ${lexemes}) AS hi) q`;
  };

  /** The rows of search_documents of `ftsRows`, as candidates with their scores. */
  async function sqliteDocuments(
    ranked: Array<{ ftsRow: number; score: number }>,
    query: IndexQuery,
  ): Promise<Candidate[]> {
    if (ranked.length === 0) return [];
    const found = await rows(sql`SELECT d.rowid AS fts_row, ${columns} FROM search_documents d
      WHERE d.rowid IN ${sqliteList(ranked.map((row) => row.ftsRow))} AND ${filters(query)}`);
    const byRow = new Map(found.map((row) => [Number(row.fts_row), row]));
    return ranked.flatMap(({ ftsRow, score }) => {
      const row = byRow.get(ftsRow);
      return row ? [candidateOf(row, score)] : [];
    });
  }

  /**
   * SQLite: the text index alone ranks (a document's other columns lie past its long body, so
   * reading them for every match is what cost most), then the few hundred found are read. A
   * word in more than `rankedAtMost` documents (the, class, school) is ranked in the titles
   * only, and the newest of the other documents follow unranked: among thousands holding it,
   * how often it occurs says nothing. A kind or year asked for is filtered while ranking.
   */
  async function sqliteCandidates(query: IndexQuery): Promise<Candidate[]> {
    const match = ftsMatch(query.terms);
    // bm25: a title word counts ten times a body word; lower is better.
    if (query.kind || query.year !== undefined) {
      const found = await rows(sql`SELECT d.rowid AS fts_row, ${columns},
          bm25(search_fts, 10.0, 1.0) AS score
        FROM search_fts JOIN search_documents d ON d.rowid = search_fts.rowid
        WHERE search_fts MATCH ${match} AND ${filters(query)}
        ORDER BY score LIMIT ${candidateLimit}`);
      return found.map((row) => candidateOf(row, -Number(row.score)));
    }
    const [counted] = await rows(sql`SELECT count(*) AS n FROM (SELECT rowid FROM search_fts
      WHERE search_fts MATCH ${match} LIMIT ${rankedAtMost + 1})`);
    const ranked = async (what: string) =>
      (
        await rows(sql`SELECT rowid AS fts_row, bm25(search_fts, 10.0, 1.0) AS score
          FROM search_fts WHERE search_fts MATCH ${what} ORDER BY score LIMIT ${candidateLimit}`)
      ).map((row) => ({ ftsRow: Number(row.fts_row), score: -Number(row.score) }));
    if (Number(counted?.n) <= rankedAtMost) return sqliteDocuments(await ranked(match), query);
    const inTitles = await ranked(`title : (${match})`);
    const seen = new Set(inTitles.map((row) => row.ftsRow));
    const newest = (
      await rows(sql`SELECT rowid AS fts_row FROM search_fts WHERE search_fts MATCH ${match}
        ORDER BY rowid DESC LIMIT ${candidateLimit}`)
    )
      .map((row) => Number(row.fts_row))
      .filter((ftsRow) => !seen.has(ftsRow));
    // Below every title match: bm25 scores are negative, so these take -Infinity's side.
    const unranked = newest.map((ftsRow, index) => ({ ftsRow, score: -1e9 - index }));
    return sqliteDocuments([...inTitles, ...unranked].slice(0, candidateLimit), query);
  }

  /** The best `candidateLimit` documents that hold every word, best first. */
  async function candidates(query: IndexQuery): Promise<Candidate[]> {
    if (db.dialect === 'sqlite') return sqliteCandidates(query);
    // The GIN index finds the documents; only they are ranked, a title word (A) ten times a
    // body word (B), divided by the log of the document's length.
    // The queries are written in the WHERE, not joined from a subquery: a tsquery the planner
    // cannot see is no use to the GIN index, and every document was read.
    const lexemes = query.terms.map((term) => `'${term}':*`).join(' & ');
    const en = sql`to_tsquery('english', ${lexemes})`;
    const hi = sql`to_tsquery('simple', ${lexemes})`;
    // The ranking reads them once from the subquery (written in the CASE, each row made them).
    const found = await rows(sql`SELECT ${columns}, ts_rank_cd('{0.1, 0.1, 0.1, 1.0}',
        d.search_vector, CASE WHEN d.language = 'hi' THEN q.hi ELSE q.en END, 1) AS rank
      FROM search_documents d, ${tsQuery(query.terms)}
      WHERE ((d.language = 'hi' AND d.search_vector @@ ${hi})
        OR (d.language <> 'hi' AND d.search_vector @@ ${en})) AND ${filters(query)}
      ORDER BY rank DESC LIMIT ${candidateLimit}`);
    return found.map((row) => candidateOf(row, Number(row.rank)));
  }

  /** The snippets of one page's documents, by document id. */
  async function snippets(shown: Candidate[], terms: string[]): Promise<Map<string, string>> {
    if (shown.length === 0) return new Map();
    if (db.dialect === 'sqlite') {
      const found = await rows(
        sql`SELECT id, body FROM search_documents
          WHERE rowid IN ${sqliteList(shown.map((candidate) => candidate.ftsRow))}`,
      );
      return new Map(found.map((row) => [String(row.id), snippetOf(String(row.body), terms)]));
    }
    const options = `StartSel=${markStart}, StopSel=${markEnd}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
    const found = await rows(sql`SELECT d.id, ts_headline(
        CASE WHEN d.language = 'hi' THEN 'simple'::regconfig ELSE 'english'::regconfig END,
        left(d.body, 20000), CASE WHEN d.language = 'hi' THEN q.hi ELSE q.en END, ${options}
      ) AS snippet
      FROM search_documents d, ${tsQuery(terms)}
      WHERE d.id IN (${sql.join(
        shown.map((candidate) => sql`${candidate.id}`),
        sql`, `,
      )})`);
    return new Map(found.map((row) => [String(row.id), String(row.snippet ?? '')]));
  }

  const yearsOf = (found: Candidate[]) =>
    [
      ...new Set(
        found.flatMap((candidate) =>
          candidate.academicYear === null ? [] : [candidate.academicYear],
        ),
      ),
    ].sort((a, b) => b - a);

  async function search(query: IndexQuery): Promise<IndexPage> {
    const found = await candidates(query);
    const records = bestPerRecord(found, query.language, query.terms);
    // The years to filter by are those of the matches whatever year is chosen.
    const years = yearsOf(
      query.year === undefined ? found : await candidates({ ...query, year: undefined }),
    );
    const listed = records.slice(0, resultCap);
    const shown = listed.slice(query.offset, query.offset + query.limit);
    const byId = await snippets(shown, query.terms);
    return {
      hits: shown.map((candidate) => ({
        kind: candidate.kind,
        language: candidate.language,
        title: candidate.title,
        path: candidate.path,
        date: candidate.date,
        academicYear: candidate.academicYear,
        circularNumber: candidate.circularNumber,
        pdf: candidate.pdf,
        snippet: byId.get(candidate.id) ?? '',
      })),
      total: listed.length,
      moreThanTotal: records.length > resultCap || found.length === candidateLimit,
      years,
    };
  }

  /**
   * Words of the vocabulary that look like `term`, at most `spellingCandidates`: on
   * PostgreSQL the most similar by the trigram index, on SQLite those of about its length that
   * begin with its letter (a search of the primary key's order).
   */
  async function wordsLike(term: string): Promise<string[]> {
    const length = [...term].length;
    if (db.dialect === 'sqlite') {
      const first = String.fromCodePoint(term.codePointAt(0)!);
      const after = String.fromCodePoint(term.codePointAt(0)! + 1);
      const found = await rows(sql`SELECT word FROM search_vocabulary
        WHERE word >= ${first} AND word < ${after}
        AND length(word) BETWEEN ${length - 2} AND ${length + 2}
        LIMIT ${spellingCandidates}`);
      return found.map((row) => String(row.word));
    }
    const found = await rows(sql`SELECT word FROM search_vocabulary WHERE word % ${term}
      ORDER BY similarity(word, ${term}) DESC LIMIT 20`);
    return found.map((row) => String(row.word));
  }

  return {
    search,

    /**
     * The first time after `now` at which a document is published or unpublished: an answer
     * read at `now` is right until then (search-answer-cache.ts).
     */
    async nextScheduledChange(now: Date): Promise<Date | null> {
      const after = at(now);
      const [row] = await rows(sql`SELECT min(t) AS next FROM (
          SELECT min(publish_at) AS t FROM search_documents WHERE publish_at > ${after}
          UNION ALL
          SELECT min(unpublish_at) AS t FROM search_documents WHERE unpublish_at > ${after}
        ) times`);
      const next = row?.next;
      if (next === null || next === undefined) return null;
      return new Date(typeof next === 'string' || next instanceof Date ? next : Number(next));
    },

    /**
     * The closest spelling of each word of three letters or more that the index knows (four
     * such words at most), or undefined when none is closer than what was typed.
     */
    async closestSpelling(terms: string[]): Promise<string[] | undefined> {
      const corrected: string[] = [];
      let looked = 0;
      for (const term of terms) {
        if ([...term].length < 3 || looked >= 4) {
          corrected.push(term);
          continue;
        }
        looked += 1;
        corrected.push(closestWord(term, await wordsLike(term)) ?? term);
      }
      return corrected.some((word, index) => word !== terms[index]) ? corrected : undefined;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
