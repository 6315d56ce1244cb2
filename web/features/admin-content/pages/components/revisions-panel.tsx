import { useCallback, useId, useState } from 'react';
import type { PageVersions } from '#contracts/content/pages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { showToast } from '#web/lib/toast.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { listRevisions, restoreRevision } from '#web/features/admin-content/pages/api/pages-api.ts';
import { errorText } from '#web/features/admin-content/shared/error-text.ts';
import shared from '#web/features/admin-content/shared/admin-content.module.css';
import { formatTime } from '#web/lib/format.ts';
import styles from './page-editor.module.css';

/**
 * Each publish of the page, newest first, with who kept it (the site's own setup in words, not
 * its internal name) and what changed since the one before; restoring one makes it the draft
 * again.
 */
export function RevisionsPanel({
  slug,
  onRestored,
}: {
  slug: string;
  onRestored: (versions: PageVersions) => void;
}) {
  const load = useCallback((signal: AbortSignal) => listRevisions(slug, signal), [slug]);
  const { state } = useRemoteData(load, 'revisions');
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  const restore = async (id: string) => {
    if (busy) return;
    setBusy(true);
    try {
      onRestored((await restoreRevision(slug, id)).data);
    } catch (error) {
      showToast(`Not restored: ${errorText(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.revisions} aria-labelledby={headingId}>
      <h3 id={headingId}>Revisions</h3>
      {state.status === 'loading' && <p role="status">Loading revisions…</p>}
      {state.status === 'error' && (
        <p role="alert" className={shared.formError}>
          {errorText(state.error)}
        </p>
      )}
      {state.status === 'loaded' && state.data.length === 0 && (
        <p className={shared.hint}>No revisions yet: each Publish keeps one.</p>
      )}
      {state.status === 'loaded' && state.data.length > 0 && (
        <ol className={shared.items}>
          {state.data.map((revision) => (
            <li key={revision.id} className={styles.revision}>
              <span>
                <time dateTime={revision.createdAt}>{formatTime(revision.createdAt)}</time>{' '}
                {revision.bySite ? 'set up with the site' : `by ${revision.createdBy}`}:{' '}
                {revision.changes}
                <span className={shared.hint}> ({revision.summary})</span>
              </span>
              <Button
                size="small"
                variant="secondary"
                disabled={busy}
                onClick={() => void restore(revision.id)}
              >
                Restore as draft
                <span className="visually-hidden">
                  {' '}
                  (published {formatTime(revision.createdAt)})
                </span>
              </Button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
