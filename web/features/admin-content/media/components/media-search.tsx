import { useId } from 'react';
import { mediaKinds, type MediaKind } from '#contracts/content/media.ts';
import { Button } from '#web/components/ui/button.tsx';
import shared from '#web/features/admin-content/shared/admin-content.module.css';
import type { MediaListControls } from './use-media-list.ts';
import styles from './media.module.css';

const kindLabels: Record<MediaKind, string> = { image: 'Images', document: 'Documents' };

/** Search box, kind filter (unless the caller fixed the kind) and the pages of results. */
export function MediaSearch({ list, showKind }: { list: MediaListControls; showKind: boolean }) {
  const id = useId();
  return (
    <div className={styles.search}>
      <div className={shared.field}>
        <label className={shared.label} htmlFor={`${id}-q`}>
          Search by name or alt text
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={shared.input}
          value={list.search.q}
          onChange={(event) => list.setQuery(event.target.value)}
        />
      </div>
      {showKind && (
        <div className={shared.field}>
          <label className={shared.label} htmlFor={`${id}-kind`}>
            Show
          </label>
          <select
            id={`${id}-kind`}
            className={shared.input}
            value={list.search.kind ?? ''}
            onChange={(event) => list.setKind((event.target.value || undefined) as MediaKind)}
          >
            <option value="">Everything</option>
            {mediaKinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabels[kind]}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}

/** Previous and next page, with where the list is. */
export function MediaPages({ list }: { list: MediaListControls }) {
  if (list.state.status !== 'loaded') return null;
  const { total, page, pageSize } = list.state.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav className={styles.actions} aria-label="Pages of the media library">
      <Button
        size="small"
        variant="secondary"
        disabled={page === 1}
        onClick={() => list.setPage(page - 1)}
      >
        Previous page
      </Button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button
        size="small"
        variant="secondary"
        disabled={page === pages}
        onClick={() => list.setPage(page + 1)}
      >
        Next page
      </Button>
    </nav>
  );
}
