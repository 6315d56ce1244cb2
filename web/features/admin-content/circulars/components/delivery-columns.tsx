import type { ChannelDelivery, DeliveryCounts } from '#contracts/delivery-counts.ts';
import type { DataTableColumn } from '#web/components/ui/data-table.tsx';

const counts = ({ sent, queued, failed }: DeliveryCounts) =>
  `${sent} sent, ${queued} queued, ${failed} failed`;

/**
 * The E-mails and Phones columns of a circular's or an alert's row: what the outbox did with
 * each channel's messages (decisions 0017 and 0022).
 */
export const deliveryColumns = <T extends ChannelDelivery>(): DataTableColumn<T>[] => [
  { key: 'mail', header: 'E-mails', cell: (row) => counts(row.mail) },
  { key: 'push', header: 'Phones', cell: (row) => counts(row.push) },
];
