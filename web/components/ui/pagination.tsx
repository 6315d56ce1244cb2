import { useLocation } from 'react-router';
import { Link } from '#web/components/ui/local-link.tsx';
import { useComponentTranslation } from '#web/components/messages/component-messages.ts';
import styles from './pagination.module.css';

/** The address of another page of the current list, keeping its other query parameters. */
function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page === 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/** Previous / "Page n of m" / next, as real links (`?page=2`) that work without JavaScript. */
export function Pagination({
  page,
  pageCount,
  label,
}: {
  page: number;
  pageCount: number;
  label: string;
}) {
  const { search } = useLocation();
  const { t, language } = useComponentTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label} lang={language}>
      {page > 1 ? (
        <Link to={pageHref(search, page - 1)} rel="prev" className={styles.link}>
          {t('lists.newer')}
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.status}>{t('lists.pageOf', { page, count: pageCount })}</span>
      {page < pageCount ? (
        <Link to={pageHref(search, page + 1)} rel="next" className={styles.link}>
          {t('lists.older')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
