import type { Event } from '#contracts/content/events.ts';
import { itemPath } from '#contracts/content/item-paths.ts';
import { DatedItem } from './dated-item.tsx';
import styles from './news-events.module.css';

/**
 * Upcoming events (from the school's today, soonest first); past events stay reachable in a
 * collapsed list below, so nothing an admin published is hidden.
 */
export function EventList({ upcoming, past }: { upcoming: Event[]; past: Event[] }) {
  return (
    <section className={styles.group} aria-labelledby="events-title">
      <h2 id="events-title">Upcoming Events</h2>
      {upcoming.length ? (
        <ul className={styles.list}>
          {upcoming.map((event) => (
            <DatedItem
              key={event.id}
              date={event.date}
              title={event.title}
              href={itemPath('events', event.slug!)}
              description={event.description}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No upcoming events available.</p>
      )}
      {past.length > 0 && (
        <details className={styles.past}>
          <summary>Past events ({past.length})</summary>
          <ul className={styles.list}>
            {past.map((event) => (
              <DatedItem
                key={event.id}
                date={event.date}
                title={event.title}
                href={itemPath('events', event.slug!)}
                description={event.description}
              />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
