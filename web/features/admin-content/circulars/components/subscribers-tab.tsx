import { audienceLabels } from '#contracts/audiences.ts';
import type { AdminSubscriptions } from '#contracts/subscriptions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '#web/components/ui/data-table.tsx';
import { formatTime } from '#web/lib/format.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import styles from '#web/features/admin-content/shared/admin-content.module.css';
import { listSubscribers } from '#web/features/admin-content/circulars/api/circulars-api.ts';
import { SubscriberCounts } from './subscriber-counts.tsx';

type Subscriber = AdminSubscriptions['subscribers'][number];

const subscriberColumns: DataTableColumn<Subscriber>[] = [
  { key: 'email', header: 'Address', rowHeader: true, cell: (row) => row.email },
  {
    key: 'for',
    header: 'For',
    cell: (row) => row.audiences.map((audience) => audienceLabels[audience]).join(', '),
  },
  {
    key: 'mode',
    header: 'How often',
    cell: (row) => (row.mode === 'digest' ? 'Daily digest' : 'Each circular'),
  },
  { key: 'status', header: 'Status', cell: (row) => row.status },
  {
    key: 'since',
    header: 'Asked',
    cell: (row) => <time dateTime={row.createdAt}>{formatTime(row.createdAt)}</time>,
  },
];

/**
 * The parents who subscribe to circulars, with their e-mail addresses: personal data, for
 * administrators and office (decision 0011); editors see only the counts, in the Circulars tab.
 */
export function SubscribersTab() {
  const subscriptions = useRemoteData(listSubscribers, 'the subscribers');
  const { state } = subscriptions;
  return (
    <div className={styles.tab}>
      <div className={styles.listHeader}>
        <h1 className={styles.heading}>Circular subscribers</h1>
        <Button variant="secondary" size="small" onClick={subscriptions.reload}>
          Refresh
        </Button>
      </div>
      {state.status === 'loading' && <p role="status">Loading the subscribers…</p>}
      {state.status === 'error' && (
        <p className={styles.formError} role="alert">
          Unable to load the subscribers. Please try again.
        </p>
      )}
      {state.status === 'loaded' && (
        <>
          <SubscriberCounts counts={state.data.counts} />
          {state.data.subscribers.length > 0 && (
            <DataTable
              caption="Subscribers"
              hideCaption
              columns={subscriberColumns}
              rows={state.data.subscribers}
              rowKey={(row) => row.id}
            />
          )}
        </>
      )}
    </div>
  );
}
