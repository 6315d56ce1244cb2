import { audienceLabels } from '#contracts/audiences.ts';
import type { AdminSubscriptions, NoticeDelivery } from '#contracts/subscriptions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '#web/components/ui/data-table.tsx';
import { formatTime } from '#web/lib/format.ts';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import styles from '#web/features/admin-content/shared/admin-content.module.css';
import {
  listDelivery,
  listSubscriptions,
} from '#web/features/admin-content/circulars/api/circulars-api.ts';
import { deliveryColumns } from './delivery-columns.tsx';

type Subscriber = AdminSubscriptions['subscribers'][number];

const circularColumns: DataTableColumn<NoticeDelivery>[] = [
  {
    key: 'notice',
    header: 'Circular',
    rowHeader: true,
    cell: (row) => (row.circularNumber ? `${row.circularNumber} ${row.title}` : row.title),
  },
  ...deliveryColumns<NoticeDelivery>(),
  { key: 'read', header: 'Read (acknowledged)', numeric: true, cell: (row) => row.acknowledged },
];

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
 * Per circular: e-mails and pushes queued, sent and failed, and acknowledgements; then the
 * subscribers.
 */
export function CircularsTab() {
  const delivery = useRemoteData(listDelivery, 'the circulars');
  const subscriptions = useRemoteData(listSubscriptions, 'the subscriptions');
  const summary = subscriptions.state.status === 'loaded' ? subscriptions.state.data : undefined;
  return (
    <div className={styles.tab}>
      <div className={styles.listHeader}>
        <h1 className={styles.heading}>Circulars by e-mail</h1>
        <Button
          variant="secondary"
          size="small"
          onClick={() => {
            delivery.reload();
            subscriptions.reload();
          }}
        >
          Refresh
        </Button>
      </div>
      {delivery.state.status === 'loading' && <p role="status">Loading the circulars…</p>}
      {(delivery.state.status === 'error' || subscriptions.state.status === 'error') && (
        <p className={styles.formError} role="alert">
          Unable to load the circulars. Please try again.
        </p>
      )}
      {delivery.state.status === 'loaded' && (
        <DataTable
          caption="E-mails and pushes of each circular"
          columns={circularColumns}
          rows={delivery.state.data}
          rowKey={(row) => row.noticeId}
        />
      )}
      {summary && (
        <>
          <h2>Subscribers</h2>
          <p>
            {summary.counts.confirmed} confirmed ({summary.counts.immediate} each circular,{' '}
            {summary.counts.digest} daily digest), {summary.counts.pending} not yet confirmed,{' '}
            {summary.counts.unsubscribed} unsubscribed.
          </p>
          {summary.subscribers.length > 0 && (
            <DataTable
              caption="Subscribers"
              hideCaption
              columns={subscriberColumns}
              rows={summary.subscribers}
              rowKey={(row) => row.id}
            />
          )}
        </>
      )}
    </div>
  );
}
