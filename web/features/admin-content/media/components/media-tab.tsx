import { useId } from 'react';
import { errorText } from '#web/features/admin-content/shared/error-text.ts';
import shared from '#web/features/admin-content/shared/admin-content.module.css';
import { MediaCard } from './media-card.tsx';
import { MediaPages, MediaSearch } from './media-search.tsx';
import { UploadForm } from './upload-form.tsx';
import { useMediaList } from './use-media-list.ts';
import styles from './media.module.css';

/** The media library: every uploaded picture and document, with where each is used. */
export function MediaTab() {
  const list = useMediaList();
  const headingId = useId();
  const listHeadingId = useId();
  const { state } = list;

  return (
    <section className={shared.card} aria-labelledby={headingId}>
      <h1 id={headingId} className={shared.heading}>
        Media
      </h1>
      <p className={shared.hint}>
        Every uploaded picture and document. Replacing a file keeps its address, so pages and links
        to it show the new one.
      </p>
      <UploadForm onUploaded={list.reload} />
      <h2 id={listHeadingId} className={styles.listHeading}>
        Files
      </h2>
      <MediaSearch list={list} showKind />
      {state.status === 'loading' && <p role="status">Loading files…</p>}
      {state.status === 'error' && (
        <p role="alert" className={shared.formError}>
          {errorText(state.error)}
        </p>
      )}
      {state.status === 'loaded' && (
        <>
          <p className={shared.hint} aria-live="polite">
            {state.data.total === 1 ? 'One file' : `${state.data.total} files`}
          </p>
          <ul className={styles.grid} aria-labelledby={listHeadingId}>
            {state.data.items.map((item) => (
              <MediaCard
                key={item.id}
                item={item}
                onChanged={list.replaceItem}
                onDeleted={list.removeItem}
              />
            ))}
          </ul>
          <MediaPages list={list} />
        </>
      )}
    </section>
  );
}
