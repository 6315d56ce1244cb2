import { Link } from '#web/components/ui/local-link.tsx';
import { audienceLabels, audiences } from '#contracts/audiences.ts';
import { academicYearLabel } from '#contracts/academic-year.ts';
import type { Notifications } from '#web/features/news-events/notifications-data.ts';
import styles from './news-events.module.css';

/**
 * Who the list is for and which academic year of circulars it shows: a plain GET form (works
 * without JavaScript) and links to the earlier years, the archive.
 */
export function CircularFilter({ board }: { board: Notifications }) {
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
      <form method="get" className={styles.filterForm} aria-label="Choose circulars">
        {board.show !== 'all' && <input type="hidden" name="show" value={board.show} />}
        <label className={styles.filterField}>
          <span>For</span>
          <select name="audience" defaultValue={board.audience}>
            {audiences.map((audience) => (
              <option key={audience} value={audience}>
                {audience === 'all' ? 'Everyone' : audienceLabels[audience]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filterField}>
          <span>Academic year</span>
          <select name="year" defaultValue={String(board.year)}>
            {board.years.map((year) => (
              <option key={year} value={year}>
                {academicYearLabel(year)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.filterButton}>
          Show
        </button>
      </form>
      {archive.length > 0 && (
        <nav aria-label="Archive of circulars" className={styles.archive}>
          <span>Archive:</span>{' '}
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
                back to {academicYearLabel(board.currentYear)}
              </Link>
            </>
          )}
        </nav>
      )}
    </div>
  );
}
