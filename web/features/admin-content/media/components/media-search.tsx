import { useId } from 'react';
import { mediaKinds, type MediaKind } from '#contracts/content/media.ts';
import { PageButtons } from '#web/components/ui/page-buttons.tsx';
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
  return (
    <PageButtons
      label="Pages of the media library"
      page={page}
      total={total}
      pageSize={pageSize}
      onPage={list.setPage}
    />
  );
}
