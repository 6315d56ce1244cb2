import {
  tcListColumnLabels,
  type PublishedTcs,
  type TcListColumn,
} from '#contracts/transfer-certificates.ts';
import { displayDateOf } from '#web/features/tc-verification/display-day.ts';
import styles from './tc-verification.module.css';

const isDay = (column: TcListColumn) => column === 'leftOn' || column === 'issuedOn';

/** The list of issued TCs, with the columns the school chose to publish. */
export function PublishedTcsTable({ list }: { list: NonNullable<PublishedTcs> }) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>Transfer certificates issued</caption>
        <thead>
          <tr>
            {list.columns.map((column) => (
              <th key={column} scope="col">
                {tcListColumnLabels[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.rows.map((row, index) => (
            <tr key={row.number ?? index}>
              {list.columns.map((column) => (
                <td key={column}>
                  {isDay(column) ? displayDateOf(row[column] ?? '') : row[column]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
