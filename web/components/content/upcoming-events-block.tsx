import { Link } from '#web/components/ui/local-link.tsx';
import { audiencesMatch, type Audience } from '#contracts/audiences.ts';
import type { Event } from '#contracts/content/events.ts';
import type { Block, PageInput } from '#contracts/content/pages.ts';
import { leafBlocksOf } from '#contracts/content/page-reading.ts';
import { lastDayOf } from '#contracts/content/entry-last-day.ts';
import { ScheduleList } from '#web/components/ui/schedule-list.tsx';
import { StaffWords } from '#web/components/ui/staff-words.tsx';
import { useComponentTranslation } from '#web/components/messages/component-messages.ts';
import { withParts } from '#web/i18n/with-parts.tsx';
import { useSchoolFacts } from './school-facts.tsx';
import type { BlockViews } from './block-view-modules.tsx';

type UpcomingEventsBlock = Extract<Block, { type: 'upcomingEvents' }>;
export type UpcomingEvent = Pick<
  Event,
  'title' | 'date' | 'endDate' | 'slug' | 'description' | 'titleHi' | 'descriptionHi'
>;
/** The next events for each audience a page's Upcoming events blocks list. */
export type UpcomingEvents = Partial<Record<Audience, UpcomingEvent[]>>;

/** As many as a block may show: the block takes its first `count`. */
const mostShown = 12;

/**
 * What the page's Upcoming events blocks show, from the events staff publish and the school's
 * date: read by the page's loader, so the page holds no dated list of its own. The
 * events are loaded only for a page that has such a block.
 */
export async function upcomingEventsFor(
  page: Pick<PageInput, 'sections'>,
  loadEvents: () => Promise<readonly Event[]>,
  today: string,
): Promise<UpcomingEvents | undefined> {
  const blocks = leafBlocksOf(page).filter(
    (block): block is UpcomingEventsBlock => block.type === 'upcomingEvents',
  );
  if (blocks.length === 0) return undefined;
  const ahead = (await loadEvents())
    // An event over several days is shown until its last day has passed.
    .filter((event) => lastDayOf(event) >= today)
    .sort((a, b) => a.date.localeCompare(b.date));
  return Object.fromEntries(
    blocks.map(({ audience }) => [
      audience,
      ahead
        .filter((event) => audiencesMatch([audience], event.audiences ?? ['all']))
        .slice(0, mostShown)
        .map(({ title, date, endDate, slug, description, titleHi, descriptionHi }) => ({
          title,
          date,
          endDate: endDate ?? null,
          slug,
          description,
          titleHi,
          descriptionHi,
        })),
    ]),
  );
}

/** The next events for the block's audience, each linking to its page; the calendar when none. */
export function UpcomingEventsBlockView({ block }: { block: UpcomingEventsBlock }) {
  const { t, locale } = useComponentTranslation();
  const events = (useSchoolFacts().upcomingEvents?.[block.audience] ?? []).slice(0, block.count);
  if (events.length === 0)
    return (
      <p>
        {withParts(t, 'lists.noEventsPlanned', {
          calendar: <Link to="/school-calendar">{t('lists.calendarLink')}</Link>,
        })}
      </p>
    );
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const year = new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' });
  return (
    <>
      <ScheduleList
        label={block.label}
        items={events.map((event) => {
          const date = new Date(`${event.date}T00:00:00Z`);
          // An event over several days shows them all: listed until its last day, its first
          // day alone would read as a date already past.
          const last = event.endDate ? new Date(`${event.endDate}T00:00:00Z`) : undefined;
          return {
            when: last ? `${day.format(date)} – ${day.format(last)}` : day.format(date),
            whenDetail: year.format(last ?? date),
            dateTime: event.date,
            title: <StaffWords english={event.title} hindi={event.titleHi} />,
            text: event.description && (
              <StaffWords english={event.description} hindi={event.descriptionHi} />
            ),
          };
        })}
      />
      <p>
        <Link to="/news-events">{t('lists.allEventsAndNotices')}</Link>
      </p>
    </>
  );
}

/** The blocks this module draws, for the page's script to fetch (block-view-modules.tsx). */
export const blockViews: BlockViews<'upcomingEvents'> = { upcomingEvents: UpcomingEventsBlockView };
