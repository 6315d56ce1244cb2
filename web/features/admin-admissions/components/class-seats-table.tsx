import { DataTable, type DataTableColumn } from '#web/components/ui/data-table.tsx';
import type { ClassSeats } from '#web/features/admin-admissions/lib/admission-figures.ts';
import { classWords } from '#web/features/admin-admissions/lib/admission-words.ts';

const columns: ReadonlyArray<DataTableColumn<ClassSeats>> = [
  { key: 'class', header: 'Class', rowHeader: true, cell: (row) => classWords(row.class) },
  { key: 'seats', header: 'Seats', numeric: true, cell: (row) => row.seats },
  { key: 'rte', header: 'RTE seats', numeric: true, cell: (row) => row.rteSeats },
  { key: 'offered', header: 'Offered', numeric: true, cell: (row) => row.offered },
  { key: 'admitted', header: 'Admitted', numeric: true, cell: (row) => row.admitted },
  { key: 'left', header: 'Left', numeric: true, cell: (row) => row.left },
];

/** Per class: every seat, those the RTE portal fills, offered, admitted and still to offer. */
export function ClassSeatsTable({ year, rows }: { year: string; rows: readonly ClassSeats[] }) {
  return (
    <DataTable
      caption={`Seats of ${year} by class`}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.class}
    />
  );
}
