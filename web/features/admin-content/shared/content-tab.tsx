import { useCallback, useId, type ReactNode } from 'react';
import type { ContentKind } from './content-kind.ts';
import { ContentForm, type ContentFormTexts } from './content-form.tsx';
import { ContentList } from './content-list.tsx';
import { listNewestFirst } from './list-newest-first.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import styles from './admin-content.module.css';

type ContentTabProps<T extends { id: string }> = {
  kind: ContentKind<T>;
  /** The original site's form title, e.g. 'Create Event'. */
  heading: string;
  texts: ContentFormTexts;
  /** Extra controls next to the submit button (the gallery dashboard link). */
  extra?: ReactNode;
};

/** One dashboard tab: the create form, then the list of existing items with edit and delete. */
export function ContentTab<T extends { id: string }>({
  kind,
  heading,
  texts,
  extra,
}: ContentTabProps<T>) {
  const load = useCallback((signal: AbortSignal) => listNewestFirst(kind, signal), [kind]);
  const { state, reload } = useRemoteData(load, kind.plural);
  const titleId = useId();
  return (
    <div className={styles.tab}>
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.heading}>
          {heading}
        </h1>
        <ContentForm kind={kind} texts={texts} onSaved={reload}>
          {extra}
        </ContentForm>
      </section>
      <ContentList kind={kind} state={state} reload={reload} />
    </div>
  );
}
