import { useState } from 'react';
import { contentKindNames, contentKinds } from '#contracts/content/content-kinds.ts';
import type { TrashEntry, TrashKind } from '#contracts/content/trash.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '#web/components/ui/data-table.tsx';
import { formatDay } from '#web/lib/format.ts';
import { schoolToday } from '#web/lib/school-date.ts';
import { showToast } from '#web/lib/toast.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { listTrash, restoreFromTrash } from '#web/features/admin-content/trash/api/trash-api.ts';
import styles from '#web/features/admin-content/shared/admin-content.module.css';

/**
 * What each kind in the trash is called: a content kind's registry name, by its entity
 * (contracts/content/content-kinds.ts), so a new kind brings its own word; pages are no kind.
 */
const kindWords = {
  ...Object.fromEntries(
    contentKindNames.map((kind) => [contentKinds[kind].entity, contentKinds[kind].labels.singular]),
  ),
  pages: 'Page',
} as Record<TrashKind, string>;

const loadTrash = (signal: AbortSignal) => listTrash(signal);

/**
 * Deleted news, notices, events, holidays, gallery posts, achievements and pages, newest first, each with Restore;
 * the server empties it after 30 days (server/modules/trash/trash-service.ts).
 */
export function TrashTab() {
  const { state, reload } = useRemoteData(loadTrash, 'the trash');
  const [restoring, setRestoring] = useState<string>();

  const onRestore = async (entry: TrashEntry) => {
    setRestoring(entry.id);
    try {
      await restoreFromTrash(entry.id);
      showToast(`"${entry.title}" is back on the website.`, 'success');
      reload();
    } catch {
      // The API client has shown the error toast (a taken address says which).
    } finally {
      setRestoring(undefined);
    }
  };

  const columns: DataTableColumn<TrashEntry>[] = [
    { key: 'title', header: 'Title', rowHeader: true, cell: (entry) => entry.title },
    { key: 'kind', header: 'Kind', cell: (entry) => kindWords[entry.kind] },
    {
      key: 'deleted',
      header: 'Deleted on',
      cell: (entry) => (
        <time dateTime={entry.deletedAt}>{formatDay(schoolToday(new Date(entry.deletedAt)))}</time>
      ),
    },
    {
      key: 'restore',
      header: 'Restore',
      cell: (entry) => (
        <Button
          size="small"
          variant="secondary"
          aria-label={`Restore ${entry.title}`}
          disabled={restoring === entry.id}
          onClick={() => onRestore(entry)}
        >
          Restore
        </Button>
      ),
    },
  ];

  return (
    <div className={styles.tab}>
      <div className={styles.listHeader}>
        <h1 className={styles.heading}>Trash</h1>
        <Button variant="secondary" size="small" onClick={reload}>
          Refresh
        </Button>
      </div>
      <p>Deleted items are kept here for 30 days, then removed for good.</p>
      {state.status === 'loading' && <p role="status">Loading the trash…</p>}
      {state.status === 'error' && (
        <p className={styles.formError} role="alert">
          Unable to load the trash. Please try again.
        </p>
      )}
      {state.status === 'loaded' && state.data.length === 0 && <p>The trash is empty.</p>}
      {state.status === 'loaded' && state.data.length > 0 && (
        <DataTable
          caption="Deleted items"
          columns={columns}
          rows={state.data}
          rowKey={(entry) => entry.id}
        />
      )}
    </div>
  );
}
