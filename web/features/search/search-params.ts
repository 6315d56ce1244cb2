import type { Language } from '#contracts/languages.ts';
import type { SearchRequest } from '#contracts/search.ts';
import { searchKinds, type SearchKind } from '#contracts/search-kinds.ts';
import { searchQueryMaxLength } from '#contracts/search-limits.ts';

/** The search page's question from its address, or why it cannot be asked (too long). */
export type SearchParams = {
  request: Omit<SearchRequest, 'clientKey'>;
  tooLong: boolean;
};

const isKind = (value: string | null): value is SearchKind =>
  (searchKinds as readonly (string | null)[]).includes(value);

/**
 * Reads `?q=&kind=&year=&page=` as GET /api/search does (contracts/search.ts), without zod, which
 * public pages do not load: an unknown kind, year or page is left out rather than refused.
 */
export function searchParamsOf(search: URLSearchParams, language: Language): SearchParams {
  const q = search.get('q') ?? '';
  const kind = search.get('kind');
  const year = search.get('year') ?? '';
  const page = search.get('page') ?? '';
  const tooLong = q.length > searchQueryMaxLength;
  return {
    tooLong,
    request: {
      q: tooLong ? '' : q,
      lang: language,
      kind: isKind(kind) ? kind : undefined,
      year: /^20\d\d$/.test(year) ? Number(year) : undefined,
      page: /^[1-9]\d{0,2}$/.test(page) ? Math.min(Number(page), 500) : 1,
    },
  };
}

/** The address of the same search with other filters or another page (a plain link). */
export function searchHref(
  request: Pick<SearchRequest, 'q' | 'kind' | 'year' | 'page'>,
  change: Partial<Pick<SearchRequest, 'q' | 'kind' | 'year' | 'page'>>,
): string {
  const next = { ...request, page: 1, ...change };
  const params = new URLSearchParams({ q: next.q });
  if (next.kind) params.set('kind', next.kind);
  if (next.year) params.set('year', String(next.year));
  if (next.page > 1) params.set('page', String(next.page));
  return `?${params.toString()}`;
}
