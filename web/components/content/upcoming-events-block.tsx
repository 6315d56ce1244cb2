import { Link } from '#web/components/ui/local-link.tsx';
import { audiencesMatch, type Audience } from '#contracts/audiences.ts';
import type { Event } from '#contracts/content/events.ts';
import { leafBlocksOf, type Block, type PageInput } from '#contracts/content/pages.ts';
import { ScheduleList } from '#web/components/ui/schedule-list.tsx';
import { useSchoolFacts } from './school-facts.tsx';

type UpcomingEventsBlock = Extract<Block, { type: 'upcomingEvents' }>;
export type UpcomingEvent = Pick<Event, 'title' | 'date' | 'slug' | 'description'>;
/** The next events for each audience a page's Upcoming events blocks list. */
export type UpcomingEvents = Partial<Record<Audience, UpcomingEvent[]>>;

/** As many as a block may show: the block takes its first `count`. */
const mostShown = 12;

/**
 * What the page's Upcoming events blocks show, from the events staff publish and the school's
 * date: read by the page's loader, so the page holds no dated list of its own (issue 11). The
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
    .filter((event) => event.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date));
  return Object.fromEntries(
    blocks.map(({ audience }) => [
      audience,
      ahead
        .filter((event) => audiencesMatch([audience], event.audiences ?? ['all']))
        .slice(0, mostShown)
        .map(({ title, date, slug, description }) => ({ title, date, slug, description })),
    ]),
  );
}

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const year = new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: 'UTC' });

/** The next events for the block's audience, each linking to its page; the calendar when none. */
export function UpcomingEventsBlockView({ block }: { block: UpcomingEventsBlock }) {
  const events = (useSchoolFacts().upcomingEvents?.[block.audience] ?? []).slice(0, block.count);
  if (events.length === 0)
    return (
      <p>
        No events are planned yet. The <Link to="/school-calendar">school calendar</Link> lists
        every event and holiday as soon as it is set.
      </p>
    );
  return (
    <>
      <ScheduleList
        label={block.label}
        items={events.map((event) => {
          const date = new Date(`${event.date}T00:00:00Z`);
          return {
            when: day.format(date),
            whenDetail: year.format(date),
            dateTime: event.date,
            title: event.title,
            text: event.description,
          };
        })}
      />
      <p>
        <Link to="/news-events">All events and notices</Link>
      </p>
    </>
  );
}
