import { Button } from '#web/components/ui/button.tsx';
import type { AuditAction, AuditEntry } from '#contracts/content/audit.ts';
import { contentKindNames, contentKinds } from '#contracts/content/content-kinds.ts';
import { DataTable, type DataTableColumn } from '#web/components/ui/data-table.tsx';
import { capitalize } from '#web/lib/capitalize.ts';
import { formatTime } from '#web/lib/format.ts';
import { newestFirst } from '#web/lib/newest-first.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { listAudit } from '#web/features/admin-content/audit/api/list-audit.ts';
import styles from '#web/features/admin-content/shared/admin-content.module.css';

/** Sign-in events read as a whole phrase; changes as a verb and the kind of record. */
const actionWords: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'role-change': 'Changed the role of',
  restore: 'Restored from the trash',
  purge: 'Removed for good',
};
const signInActions: AuditAction[] = ['sign-in', 'sign-in-failed'];
/**
 * The record an entry is about: a content kind's registry name, by its entity
 * (contracts/content/content-kinds.ts), so a new kind brings its own word; then the others.
 */
const entityWords: Record<string, string> = {
  ...Object.fromEntries(
    contentKindNames.map((kind) => [
      contentKinds[kind].entity,
      contentKinds[kind].labels.singular.toLowerCase(),
    ]),
  ),
  // "Created news" reads as a batch of it: one record is a news item.
  news: 'news item',
  account: 'staff account',
  disclosures: 'disclosure',
  pages: 'page',
  trash: 'item in the trash',
};
const latest = async (signal: AbortSignal) =>
  newestFirst(await listAudit(200, signal), (entry) => entry.at);

const auditColumns: DataTableColumn<AuditEntry>[] = [
  {
    key: 'at',
    header: 'When',
    rowHeader: true,
    cell: (entry) => <time dateTime={entry.at}>{formatTime(entry.at)}</time>,
  },
  { key: 'who', header: 'Who', cell: (entry) => entry.adminUsername },
  {
    key: 'what',
    header: 'What',
    cell: (entry) =>
      signInActions.includes(entry.action)
        ? actionWords[entry.action]
        : `${actionWords[entry.action]} ${entityWords[entry.entity] ?? entry.entity}`,
  },
  {
    key: 'record',
    header: 'Which record',
    cell: (entry) => (
      <>
        {entry.summary || capitalize(entry.entity)}{' '}
        <span className={styles.hint}>({entry.entityId.slice(0, 8)})</span>
      </>
    ),
  },
];

/** Who changed what, on which record, and when: the last 200 changes, newest first. */
export function AuditTab() {
  const { state, reload } = useRemoteData(latest, 'the audit log');
  return (
    <div className={styles.tab}>
      <div className={styles.listHeader}>
        <h1 className={styles.heading}>Audit Log</h1>
        <Button variant="secondary" size="small" onClick={reload}>
          Refresh
        </Button>
      </div>
      {state.status === 'loading' && <p role="status">Loading the audit log…</p>}
      {state.status === 'error' && (
        <p className={styles.formError} role="alert">
          Unable to load the audit log. Please try again.
        </p>
      )}
      {state.status === 'loaded' && state.data.length === 0 && <p>No changes recorded yet.</p>}
      {state.status === 'loaded' && state.data.length > 0 && (
        <DataTable
          caption="Recent changes by administrators"
          columns={auditColumns}
          rows={state.data}
          rowKey={(entry) => entry.id}
        />
      )}
    </div>
  );
}
