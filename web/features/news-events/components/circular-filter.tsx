import { Link } from '#web/components/ui/local-link.tsx';
import { audiences } from '#contracts/audiences.ts';
import { academicYearLabel } from '#contracts/academic-year.ts';
import type { Notifications } from '#web/features/news-events/notifications-data.ts';
import { useComponentTranslation } from '#web/components/messages/component-messages.ts';
import styles from './news-events.module.css';
import { useNewsEventsTranslation } from '#web/features/news-events/messages/news-events-messages.ts';

/**
 * Who the list is for and which academic year of circulars it shows: a plain GET form (works
 * without JavaScript) and links to the earlier years, the archive.
 */
export function CircularFilter({ board }: { board: Notifications }) {
  const { t } = useNewsEventsTranslation();
  const { t: componentText } = useComponentTranslation();
  const archive = board.years.filter((year) => year !== board.currentYear);
  const yearHref = (year: number) => {
    const search = new URLSearchParams();
    if (board.show !== 'all') search.set('show', board.show);
    if (board.audience !== 'all') search.set('audience', board.audience);
    if (year !== board.currentYear) search.set('year', String(year));
    return `?${search.toString()}`;
  };
  return (
    <div className={styles.circularFilter}>
      <form method="get" className={styles.filterForm} aria-label={t('newsEvents.chooseCirculars')}>
        {board.show !== 'all' && <input type="hidden" name="show" value={board.show} />}
        <label className={styles.filterField}>
          <span>{t('newsEvents.for')}</span>
          <select name="audience" defaultValue={board.audience}>
            {audiences.map((audience) => (
              <option key={audience} value={audience}>
                {componentText(`audiences.${audience}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filterField}>
          <span>{t('newsEvents.academicYear')}</span>
          <select name="year" defaultValue={String(board.year)}>
            {board.years.map((year) => (
              <option key={year} value={year}>
                {academicYearLabel(year)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.filterButton}>
          {t('newsEvents.show')}
        </button>
      </form>
      {archive.length > 0 && (
        <nav aria-label={t('newsEvents.archiveLabel')} className={styles.archive}>
          <span>{t('newsEvents.archive')}</span>{' '}
          {archive.map((year, index) => (
            <span key={year}>
              {index > 0 && ', '}
              <Link to={yearHref(year)} aria-current={year === board.year ? 'page' : undefined}>
                {academicYearLabel(year)}
              </Link>
            </span>
          ))}
          {board.year !== board.currentYear && (
            <>
              {' · '}
              <Link to={yearHref(board.currentYear)}>
                {t('newsEvents.backTo', { year: academicYearLabel(board.currentYear) })}
              </Link>
            </>
          )}
        </nav>
      )}
    </div>
  );
}
