import { languageOfPath } from '#contracts/languages.ts';
import type { SearchAnswer, SearchResult } from '#contracts/search.ts';
import { searchPageSize } from '#contracts/search-limits.ts';
import { Link } from 'react-router';
import { dateNamesFor } from '#web/i18n/date-names.ts';
import { useSearchTranslation } from '#web/features/search/messages/search-messages.ts';
import styles from './search.module.css';

/** The engine's snippet: its matched words in <mark>, the rest as text (React escapes it). */
function Snippet({ parts }: { parts: SearchResult['snippet'] }) {
  if (parts.length === 0) return null;
  return (
    <p className={styles.snippet}>
      {parts.map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </p>
  );
}

/** One page of results: title (its link), kind in words, date, circular number, snippet. */
export function SearchResults({ answer }: { answer: SearchAnswer }) {
  const { t, language } = useSearchTranslation();
  const dates = dateNamesFor(language);
  return (
    <ol className={styles.results} start={(answer.page - 1) * searchPageSize + 1}>
      {answer.results.map((result) => (
        <li key={result.path + result.title} className={styles.result}>
          <h2 className={styles.resultTitle} lang={result.language}>
            {/* Its path is already in its language (the server's); a page in the other language
                loads as a whole document, with that language's catalogue. */}
            <Link to={result.path} reloadDocument={languageOfPath(result.path) !== language}>
              {result.title}
            </Link>
          </h2>
          <p className={styles.meta}>
            <span className={styles.kind}>{t(`search.kinds.${result.kind}`)}</span>
            {result.date && <time dateTime={result.date}>{dates.listDate(result.date)}</time>}
            {result.circularNumber && (
              <span>{t('search.circularNumber', { number: result.circularNumber })}</span>
            )}
          </p>
          <div lang={result.language}>
            <Snippet parts={result.snippet} />
          </div>
          {result.scannedPdf && <p className={styles.note}>{t('search.scannedPdf')}</p>}
        </li>
      ))}
    </ol>
  );
}
