import { academicYearLabel } from '#contracts/academic-year.ts';
import type { SearchAnswer, SearchRequest } from '#contracts/search.ts';
import { searchKinds } from '#contracts/search-kinds.ts';
import { searchHref } from '#web/features/search/search-params.ts';
import { useSearchTranslation } from '#web/features/search/messages/search-messages.ts';
import styles from './search.module.css';

type Asked = Pick<SearchRequest, 'q' | 'kind' | 'year' | 'page'>;

/** One filter choice: a plain link, the current one marked for screen readers too. */
function Choice({ href, current, label }: { href: string; current: boolean; label: string }) {
  return (
    <li>
      <a href={href} className={styles.choice} aria-current={current ? 'true' : undefined}>
        {label}
      </a>
    </li>
  );
}

/** Kind and academic year, as links that keep the question (no script needed). */
export function SearchFilters({ asked, answer }: { asked: Asked; answer: SearchAnswer }) {
  const { t } = useSearchTranslation();
  return (
    <nav className={styles.filters} aria-label={t('search.filters')}>
      <h2 className={styles.filterTitle}>{t('search.kindFilter')}</h2>
      <ul className={styles.choices}>
        <Choice
          href={searchHref(asked, { kind: undefined })}
          current={!asked.kind}
          label={t('search.allKinds')}
        />
        {searchKinds.map((kind) => (
          <Choice
            key={kind}
            href={searchHref(asked, { kind })}
            current={asked.kind === kind}
            label={t(`search.kindFilters.${kind}`)}
          />
        ))}
      </ul>
      {answer.years.length > 0 && (
        <>
          <h2 className={styles.filterTitle}>{t('search.yearFilter')}</h2>
          <ul className={styles.choices}>
            <Choice
              href={searchHref(asked, { year: undefined })}
              current={!asked.year}
              label={t('search.allYears')}
            />
            {answer.years.map((year) => (
              <Choice
                key={year}
                href={searchHref(asked, { year })}
                current={asked.year === year}
                label={academicYearLabel(year)}
              />
            ))}
          </ul>
        </>
      )}
    </nav>
  );
}
