import type { PublishedTcs, TcListColumn } from '#contracts/transfer-certificates.ts';
import { displayDateOf } from '#web/features/tc-verification/display-day.ts';
import { useTcVerificationTranslation } from '#web/features/tc-verification/messages/tc-verification-messages.ts';
import { useContentLang } from '#web/i18n/translator.ts';
import styles from './tc-verification.module.css';

const isDay = (column: TcListColumn) => column === 'leftOn' || column === 'issuedOn';

/**
 * The list of issued TCs, with the columns the school chose to publish. Names and classes are
 * as the office typed them: English, marked so on a Hindi page.
 */
export function PublishedTcsTable({ list }: { list: NonNullable<PublishedTcs> }) {
  const { t, language } = useTcVerificationTranslation();
  const recordLang = useContentLang();
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>{t('tcVerification.listCaption')}</caption>
        <thead>
          <tr>
            {list.columns.map((column) => (
              <th key={column} scope="col">
                {t(`tcVerification.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.rows.map((row, index) => (
            <tr key={row.number ?? index}>
              {list.columns.map((column) =>
                isDay(column) ? (
                  <td key={column}>{displayDateOf(row[column] ?? '', language)}</td>
                ) : (
                  <td key={column} lang={recordLang}>
                    {row[column]}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
