import { passPercent, type ResultRow } from '#contracts/content/school-information.ts';
import { useDisclosureTranslation } from '#web/features/mandatory-disclosure/messages/mandatory-disclosure-messages.ts';
import styles from './mandatory-disclosure.module.css';

const columns = ['year', 'registered', 'passed', 'passPercent', 'remarks'] as const;

/**
 * Board results as Appendix IX C lays them out: year, registered, passed, pass %, remarks. The
 * remarks are as staff typed them: English, marked so on a Hindi page.
 */
export function ResultsTable({ caption, rows }: { caption: string; rows: ResultRow[] }) {
  const { t, language } = useDisclosureTranslation();
  return (
    <div className={styles.tableScroll}>
      <table className={styles.results}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`disclosure.results.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.year}>
              <th scope="row">{row.year}</th>
              <td>{row.registered}</td>
              <td>{row.passed}</td>
              <td>{passPercent(row).toFixed(1)}</td>
              <td lang={language === 'en' ? undefined : 'en'}>{row.remarks}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
