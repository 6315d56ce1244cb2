import type {
  SearchAnswer,
  SearchOutcome,
  SearchRequest,
  SearchResult,
} from '#contracts/search.ts';
import { pathInLanguage } from '#contracts/languages.ts';
import { searchPageSize } from '#contracts/search-limits.ts';
import type { RateLimiter } from '#server/rate-limits/rate-limiter.ts';
import { markEnd, markStart, type IndexHit, type SearchRepository } from './search-repository.ts';
import type { KeptAnswer, SearchAnswerCache } from './search-answer-cache.ts';
import { searchTerms } from './search-terms.ts';

/** A snippet from the engine, its marks made into parts: the page marks them, escaping the rest. */
export function snippetParts(snippet: string): SearchResult['snippet'] {
  const parts: SearchResult['snippet'] = [];
  let marked = false;
  for (const piece of snippet.split(new RegExp(`(${markStart}|${markEnd})`))) {
    if (piece === markStart) marked = true;
    else if (piece === markEnd) marked = false;
    else if (piece) parts.push({ text: piece, marked });
  }
  return parts;
}

/**
 * Site search for the API and the search page (both come here, under one per-address limit,
 * like the TC lookup): the words of the question, the records that hold them all, and when none
 * does, the results for the closest spelling the index knows.
 */
export function createSearchService(deps: {
  repository: SearchRepository;
  byAddress: RateLimiter;
  clock: () => Date;
  /** Repeated questions answered from memory; without it every search reads the index. */
  answers?: SearchAnswerCache;
}) {
  const { repository, byAddress, clock, answers } = deps;

  function resultOf(hit: IndexHit, asked: SearchRequest['lang']): SearchResult {
    return {
      kind: hit.kind,
      title: hit.title,
      path: pathInLanguage(hit.path, asked === 'hi' || hit.language === 'hi' ? 'hi' : 'en'),
      date: hit.date,
      academicYear: hit.academicYear,
      circularNumber: hit.circularNumber,
      scannedPdf: hit.pdf === 'scan',
      language: hit.language,
      snippet: snippetParts(hit.snippet),
    };
  }

  async function answer(request: SearchRequest): Promise<SearchAnswer> {
    const now = clock();
    const terms = searchTerms(request.q);
    const empty: SearchAnswer = {
      query: request.q,
      results: [],
      total: 0,
      moreThanTotal: false,
      page: request.page,
      pageCount: 0,
      correctedQuery: null,
      years: [],
      message: null,
    };
    if (terms.length === 0)
      return { ...empty, message: 'Type a word to search for, such as uniform or fees.' };
    // Everything the answer depends on but the question's spelling and the clock, which the
    // cache looks after itself.
    const key = JSON.stringify([terms, request.lang, request.kind, request.year, request.page]);
    const found = answers
      ? await answers.answer(key, now, () => read(terms, request, now))
      : await read(terms, request, now);
    return { ...found, query: request.q };
  }

  /** The answer from the index, without the question as typed. */
  async function read(terms: string[], request: SearchRequest, now: Date): Promise<KeptAnswer> {
    const query = {
      terms,
      language: request.lang,
      kind: request.kind,
      year: request.year,
      offset: (request.page - 1) * searchPageSize,
      limit: searchPageSize,
      now,
    };
    let found = await repository.search(query);
    let correctedQuery: string | null = null;
    // Another spelling is looked for only when the words match nothing at all: a page past
    // the end, or a filter that leaves nothing, keeps what was typed.
    if (found.total === 0 && request.page === 1 && !request.kind && request.year === undefined) {
      const corrected = await repository.closestSpelling(terms);
      if (corrected) {
        found = await repository.search({ ...query, terms: corrected });
        if (found.total > 0) correctedQuery = corrected.join(' ');
      }
    }
    return {
      results: found.hits.map((hit) => resultOf(hit, request.lang)),
      total: found.total,
      moreThanTotal: found.moreThanTotal,
      pageCount: Math.ceil(found.total / searchPageSize),
      correctedQuery,
      years: found.years,
      page: request.page,
      message: null,
    };
  }

  return async function search(request: SearchRequest): Promise<SearchOutcome> {
    const decision = await byAddress.hit(`search:${request.clientKey}`);
    if (!decision.allowed)
      return { outcome: 'refused', retryAfterSeconds: decision.retryAfterSeconds };
    return { outcome: 'answered', answer: await answer(request) };
  };
}

export type Search = ReturnType<typeof createSearchService>;
