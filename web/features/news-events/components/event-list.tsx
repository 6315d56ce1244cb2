import { Link } from '#web/components/ui/local-link.tsx';
import { useComponentTranslation } from '#web/components/messages/component-messages.ts';
import { StaffWords } from '#web/components/ui/staff-words.tsx';
import type { Event } from '#contracts/content/events.ts';
import { itemPath } from '#contracts/content/item-paths.ts';
import { AudienceNote } from '#web/components/content/audience-note.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import type { ListPage } from '#web/lib/paginate.ts';
import { DatedItem } from './dated-item.tsx';
import styles from './news-events.module.css';

function EventItems({ events }: { events: Event[] }) {
  return (
    <ul className={styles.list}>
      {events.map((event) => (
        <DatedItem
          key={event.id}
          date={event.date}
          endDate={event.endDate}
          title={<StaffWords english={event.title} hindi={event.titleHi} />}
          href={itemPath('events', event.slug!)}
          description={
            event.description && (
              <StaffWords english={event.description} hindi={event.descriptionHi} />
            )
          }
        >
          <AudienceNote audiences={event.audiences} />
        </DatedItem>
      ))}
    </ul>
  );
}

/**
 * Upcoming events (from the school's today, soonest first); past events stay reachable in a
 * collapsed list below, 12 at a time, so nothing an admin published is hidden and the page does
 * not grow with every year. `paged`: only events are shown, and `?page=` pages the past ones.
 */
export function EventList({
  upcoming,
  past,
  paged,
}: {
  upcoming: Event[];
  past: ListPage<Event>;
  paged: boolean;
}) {
  const { t } = useComponentTranslation();
  return (
    <section className={styles.group} aria-labelledby="events-title">
      <h2 id="events-title">{t('lists.upcomingEvents')}</h2>
      {upcoming.length ? (
        <EventItems events={upcoming} />
      ) : (
        <p className={styles.empty}>{t('lists.noUpcomingEvents')}</p>
      )}
      {past.total > 0 && (
        <details className={styles.past} open={paged && past.page > 1}>
          <summary>{t('lists.pastEvents', { count: past.total })}</summary>
          <EventItems events={past.items} />
          {paged ? (
            <Pagination
              page={past.page}
              pageCount={past.pageCount}
              label={t('lists.pastEventPages')}
            />
          ) : (
            past.pageCount > 1 && (
              <Link to="?show=events&page=2" className={styles.more}>
                {t('lists.olderPastEvents')}
              </Link>
            )
          )}
        </details>
      )}
    </section>
  );
}
