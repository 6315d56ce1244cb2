import { useId } from 'react';
import type { NoticeDelivery } from '#contracts/subscriptions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '#web/components/ui/data-table.tsx';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import styles from '#web/features/admin-content/shared/admin-content.module.css';
import {
  countSubscriptions,
  listDelivery,
} from '#web/features/admin-content/circulars/api/circulars-api.ts';
import { deliveryColumns } from './delivery-columns.tsx';
import { SubscriberCounts } from './subscriber-counts.tsx';

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

/**
 * Per circular: e-mails and pushes queued, sent and failed, and acknowledgements; then how many
 * subscribe. Their addresses are in the Subscribers tab, for those who handle parents' personal
 * data (decision 0011).
 */
export function CircularsTab() {
  const delivery = useRemoteData(listDelivery, 'the circulars');
  const subscriptions = useRemoteData(countSubscriptions, 'the subscriptions');
  const summary = subscriptions.state.status === 'loaded' ? subscriptions.state.data : undefined;
  const headingId = useId();
  return (
    <section className={styles.tab} aria-labelledby={headingId}>
      <div className={styles.listHeader}>
        <h2 id={headingId} className={styles.heading}>
          Delivery by e-mail and push
        </h2>
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
      {summary && <SubscriberCounts counts={summary.counts} />}
    </section>
  );
}
