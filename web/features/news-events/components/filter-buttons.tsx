import { Link } from '#web/components/ui/local-link.tsx';
import { filters, type Filter } from '#web/features/news-events/notifications-data.ts';
import styles from './news-events.module.css';
import { useNewsEventsTranslation } from '#web/features/news-events/messages/news-events-messages.ts';

/** What the board shows, as links (`?show=events`) that work without JavaScript. */
export function FilterButtons({ value }: { value: Filter }) {
  const { t } = useNewsEventsTranslation();
  return (
    <nav className={styles.filters} aria-label={t('newsEvents.show')}>
      {filters.map((filter) => (
        <Link
          key={filter.id}
          to={filter.id === 'all' ? '?' : `?show=${filter.id}`}
          preventScrollReset
          className={styles.filter}
          aria-current={value === filter.id ? 'true' : undefined}
        >
          {t(`newsEvents.${filter.id}`)}
        </Link>
      ))}
    </nav>
  );
}
