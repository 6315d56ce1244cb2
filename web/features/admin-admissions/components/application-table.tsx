import { Link, useLocation } from 'react-router';
import { adminRecordAddress } from '#contracts/admin-addresses.ts';
import type { ApplicationSummary } from '#contracts/admissions.ts';
import { DataTable, type DataTableColumn } from '#web/components/ui/data-table.tsx';
import { formatDay } from '#web/lib/format.ts';
import { schoolToday } from '#web/lib/school-date.ts';
import { classWords, stageWords } from '#web/features/admin-admissions/lib/admission-words.ts';
import styles from './admissions.module.css';

/**
 * The number and the phone stand under the name, so the table fits a laptop's width without
 * scrolling sideways. The list's filters go with the link, so "All applications" returns to the same list. */
const columnsFor = (list: string): ReadonlyArray<DataTableColumn<ApplicationSummary>> => [
  {
    key: 'child',
    header: 'Child',
    rowHeader: true,
    cell: (row) => (
      <>
        <Link to={adminRecordAddress('admissions', row.id)} state={{ list }}>
          {row.childName}
        </Link>
        {row.duplicate && <strong> (applied twice?)</strong>}
        <span className={styles.second}>{row.number}</span>
      </>
    ),
  },
  { key: 'class', header: 'Class', cell: (row) => classWords(row.class) },
  { key: 'stage', header: 'Stage', cell: (row) => stageWords(row.stage) },
  {
    key: 'documents',
    header: 'Documents',
    cell: (row) => (row.complete ? 'All sent' : 'Missing or rejected'),
  },
  {
    key: 'parent',
    header: 'Parent',
    cell: (row) => (
      <>
        {row.parentName}
        <span className={styles.second}>{row.phone}</span>
      </>
    ),
  },
  {
    key: 'received',
    header: 'Received',
    cell: (row) => formatDay(schoolToday(new Date(row.createdAt))),
  },
];

/** A page of the applications the filters show, oldest first (the order they came in). */
export function ApplicationTable({
  items,
  total,
}: {
  items: readonly ApplicationSummary[];
  /** How many the filters match, on every page. */
  total: number;
}) {
  const { search } = useLocation();
  return (
    <DataTable
      caption={`Applications (${total})`}
      columns={columnsFor(search)}
      rows={items}
      rowKey={(row) => row.id}
    />
  );
}
