import { data } from 'react-router';
import type { Event } from '#contracts/content/events.ts';
import type { Notice } from '#contracts/content/notices.ts';
import type { PublicContentReader } from '#contracts/public-content.ts';
import { paginate, type ListPage } from '#web/lib/paginate.ts';

export const filters = [
  { id: 'all', label: 'All' },
  { id: 'events', label: 'Events' },
  { id: 'notices', label: 'Notices' },
] as const;
export type Filter = (typeof filters)[number]['id'];

export type Notifications = {
  show: Filter;
  /** From the school's today, soonest first. */
  upcoming: Event[];
  /** Newest first. */
  past: Event[];
  notices: ListPage<Notice>;
};

/**
 * The board of a URL: `?show=events|notices` filters (all by default), `?page=` pages the
 * notices, 12 at a time. Anything else answers 404.
 */
export async function loadNotifications(
  reader: PublicContentReader,
  search: URLSearchParams,
): Promise<Notifications> {
  const show = (search.get('show') ?? 'all') as Filter;
  if (!filters.some((filter) => filter.id === show)) throw data('No such filter', { status: 404 });
  const today = reader.today();
  const [events, notices] = await Promise.all([reader.events(), reader.notices()]);
  return {
    show,
    upcoming: events.filter((event) => event.date >= today).reverse(),
    past: events.filter((event) => event.date < today),
    notices: paginate(notices, search),
  };
}
