import { passPercent, type ResultRow } from '#contracts/content/school-information.ts';
import styles from './mandatory-disclosure.module.css';

/** Board results as Appendix IX C lays them out: year, registered, passed, pass %, remarks. */
export function ResultsTable({ caption, rows }: { caption: string; rows: ResultRow[] }) {
  return (
    <div className={styles.tableScroll}>
      <table className={styles.results}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col">Registered</th>
            <th scope="col">Passed</th>
            <th scope="col">Pass %</th>
            <th scope="col">Remarks</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.year}>
              <th scope="row">{row.year}</th>
              <td>{row.registered}</td>
              <td>{row.passed}</td>
              <td>{passPercent(row).toFixed(1)}</td>
              <td>{row.remarks}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
