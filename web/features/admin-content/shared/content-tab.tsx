import { useCallback, useEffect, useId, useRef } from 'react';
import { ButtonLink } from '#web/components/ui/button.tsx';
import type { ContentKind } from './content-kind.ts';
import { ContentForm } from './content-form.tsx';
import { ContentList } from './content-list.tsx';
import { listNewestFirst } from './list-newest-first.ts';
import { useRecordAddress } from '#web/lib/use-record-address.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import styles from './admin-content.module.css';

/**
 * One kind's part of an admin screen: the create form, then the list of existing items with edit
 * and delete. Its `new` address (`/admin/news/new`) takes the reader to the create form.
 */
export function ContentTab<T extends { id: string }>({ kind }: { kind: ContentKind<T> }) {
  const { heading, lead, texts, link } = kind.form;
  const load = useCallback((signal: AbortSignal) => listNewestFirst(kind, signal), [kind]);
  const { state, reload } = useRemoteData(load, kind.plural);
  const titleId = useId();
  const formRef = useRef<HTMLElement>(null);
  const { isNew } = useRecordAddress(kind.records);
  useEffect(() => {
    if (!isNew) return;
    formRef.current?.scrollIntoView({ block: 'start' });
    formRef.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [isNew]);
  return (
    <div className={styles.tab}>
      <section ref={formRef} className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.heading}>
          {heading}
        </h1>
        {lead && <p className={styles.hint}>{lead}</p>}
        <ContentForm kind={kind} texts={texts} onSaved={reload}>
          {link && (
            <ButtonLink to={link.to} variant="secondary">
              {link.label}
            </ButtonLink>
          )}
        </ContentForm>
      </section>
      <ContentList kind={kind} state={state} reload={reload} />
    </div>
  );
}
