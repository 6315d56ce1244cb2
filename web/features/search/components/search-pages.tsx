import type { SearchAnswer, SearchRequest } from '#contracts/search.ts';
import { searchHref } from '#web/features/search/search-params.ts';
import { useSearchTranslation } from '#web/features/search/messages/search-messages.ts';
import styles from './search.module.css';

/** Previous and more results, as links (`?page=2`) that work without scripts. */
export function SearchPages({
  asked,
  answer,
}: {
  asked: Pick<SearchRequest, 'q' | 'kind' | 'year' | 'page'>;
  answer: SearchAnswer;
}) {
  const { t } = useSearchTranslation();
  if (answer.pageCount <= 1) return null;
  const { page, pageCount } = answer;
  return (
    <nav className={styles.pages} aria-label={t('search.pages')}>
      {page > 1 ? (
        <a href={searchHref(asked, { page: page - 1 })} rel="prev">
          {t('search.previous')}
        </a>
      ) : (
        <span />
      )}
      <span>{t('search.pageOf', { page, count: pageCount })}</span>
      {page < pageCount ? (
        <a href={searchHref(asked, { page: page + 1 })} rel="next">
          {t('search.next')}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
