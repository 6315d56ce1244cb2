import type { ReactNode } from 'react';
import styles from './data-table.module.css';

export type DataTableColumn<T> = {
  key: string;
  header: ReactNode;
  /** This column names the row: rendered as <th scope="row">. */
  rowHeader?: boolean;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  cell: (row: T) => ReactNode;
};

export type DataTableProps<T> = {
  /** Names the table for everyone; shown above it unless `hideCaption` (then only for screen readers). */
  caption: string;
  hideCaption?: boolean;
  columns: ReadonlyArray<DataTableColumn<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** A closing row (totals), one cell per column, shown in a <tfoot>. */
  footer?: readonly ReactNode[];
};

/** A readable table that scrolls sideways on narrow screens (the scroll area is keyboard-focusable). */
export function DataTable<T>({
  caption,
  hideCaption,
  columns,
  rows,
  rowKey,
  footer,
}: DataTableProps<T>) {
  const cellClass = (column: DataTableColumn<T> | undefined) =>
    column?.numeric ? styles.numeric : undefined;
  return (
    <div className={styles.wrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={hideCaption ? 'visually-hidden' : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" className={cellClass(column)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr>
              {footer.map((cell, index) =>
                columns[index]?.rowHeader ? (
                  <th key={index} scope="row" className={cellClass(columns[index])}>
                    {cell}
                  </th>
                ) : (
                  <td key={index} className={cellClass(columns[index])}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
