import { data } from 'react-router';

export const itemsPerPage = 12;

/** One page of a list; `total` counts the whole list. */
export type ListPage<T> = { items: T[]; page: number; pageCount: number; total: number };

/**
 * One page of a list from the URL's `?page=` (1 when absent). A page that does not exist
 * answers 404, so a list has exactly one address per page and odd URLs are never cached.
 */
export function paginate<T>(
  items: T[],
  search: URLSearchParams,
  perPage = itemsPerPage,
): ListPage<T> {
  const raw = search.get('page');
  const page = raw === null ? 1 : /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 0;
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  if (page < 1 || page > pageCount) throw data('No such page', { status: 404 });
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    page,
    pageCount,
    total: items.length,
  };
}
