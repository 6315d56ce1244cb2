import { data } from 'react-router';
import { audiences, type Audience } from '#contracts/audiences.ts';
import { academicYearOf } from '#contracts/academic-year.ts';
import type { Event } from '#contracts/content/events.ts';
import type { Notice } from '#contracts/content/notices.ts';
import type { PublicContentReader } from '#contracts/public-content.ts';
import { lastDayOf } from '#contracts/content/entry-last-day.ts';
import { paginate, type ListPage } from '#web/lib/paginate.ts';

/** The board's filters; each one's label is the catalogue's `newsEvents.<id>`. */
export const filters = [{ id: 'all' }, { id: 'events' }, { id: 'notices' }] as const;
export type Filter = (typeof filters)[number]['id'];

export type Notifications = {
  show: Filter;
  /** From the school's today, soonest first. */
  upcoming: Event[];
  /** Newest first; paged by `?page=` when only events are shown, else the first page. */
  past: ListPage<Event>;
  notices: ListPage<Notice>;
  /** The audience chosen (`?audience=`): only items for it (or for everyone) are listed. */
  audience: Audience;
  /** The academic year of the notices listed (`?year=2025` for 2025-26): the current one by default. */
  year: number;
  currentYear: number;
  /** Every academic year with notices, newest first, the current one always included. */
  years: number[];
};

function choice(search: URLSearchParams, name: string): string | undefined {
  const value = search.get(name);
  return value === null || value === '' ? undefined : value;
}

const forAudience = (audience: Audience) => (item: { audiences?: Audience[] }) =>
  audience === 'all' ||
  !item.audiences ||
  item.audiences.includes('all') ||
  item.audiences.includes(audience);

/**
 * The board of a URL: `?show=events|notices` filters (all by default), `?audience=` keeps what
 * is for one group, `?year=` picks the academic year of the notices (the archive), `?page=`
 * pages the notices (the past events when only events are shown), 12 at a time. Anything else answers 404.
 */
export async function loadNotifications(
  reader: PublicContentReader,
  search: URLSearchParams,
): Promise<Notifications> {
  const show = (search.get('show') ?? 'all') as Filter;
  if (!filters.some((filter) => filter.id === show)) throw data('No such filter', { status: 404 });
  const audience = (choice(search, 'audience') ?? 'all') as Audience;
  if (!audiences.includes(audience)) throw data('No such audience', { status: 404 });
  const today = reader.today();
  const currentYear = academicYearOf(today);
  const rawYear = choice(search, 'year');
  const year = rawYear === undefined ? currentYear : /^\d{4}$/.test(rawYear) ? Number(rawYear) : 0;
  const [events, notices] = await Promise.all([reader.items('events'), reader.items('notices')]);
  const years = [...new Set([currentYear, ...notices.map((notice) => notice.academicYear)])].sort(
    (a, b) => b - a,
  );
  if (!years.includes(year)) throw data('No such year', { status: 404 });
  const shownEvents = events.filter(forAudience(audience));
  // `?page=` pages the older of the lists shown: past events when only events are shown, the
  // notices otherwise. The other list shows its first page.
  const firstPage = new URLSearchParams();
  return {
    show,
    // An event over several days stays with the upcoming ones until its last day has passed.
    upcoming: shownEvents.filter((event) => lastDayOf(event) >= today).reverse(),
    past: paginate(
      shownEvents.filter((event) => lastDayOf(event) < today),
      show === 'events' ? search : firstPage,
    ),
    notices: paginate(
      notices.filter((notice) => notice.academicYear === year).filter(forAudience(audience)),
      show === 'events' ? firstPage : search,
    ),
    audience,
    year,
    currentYear,
    years,
  };
}
