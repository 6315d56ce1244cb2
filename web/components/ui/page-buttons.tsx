import { Button } from '#web/components/ui/button.tsx';
import styles from './page-buttons.module.css';

/**
 * Previous and next page of a staff list, with where the list is. The public lists use
 * pagination.tsx instead: real links that work without JavaScript.
 */
export function PageButtons({
  label,
  page,
  total,
  pageSize,
  onPage,
}: {
  /** Names the list for screen readers, e.g. "Pages of the media library". */
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1 && page === 1) return null;
  return (
    <nav className={styles.pages} aria-label={label}>
      <Button
        size="small"
        variant="secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous page
      </Button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button
        size="small"
        variant="secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </Button>
    </nav>
  );
}
