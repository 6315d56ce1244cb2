import { searchQueryMaxLength } from '#contracts/search-limits.ts';
import { useTranslation } from '#web/i18n/translator.ts';
import styles from './header-search.module.css';

/**
 * The site search in every page's header (docs/decisions/0028): a magnifier that opens a field,
 * a <details> so it opens without scripts, and a plain GET form to /search (or /hi/search).
 */
export function HeaderSearch() {
  const { t, localPath } = useTranslation();
  return (
    <details className={styles.search}>
      <summary className={styles.toggle} title={t('layout.search')}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
        <span className="visually-hidden">{t('layout.search')}</span>
      </summary>
      <form role="search" method="get" action={localPath('/search')} className={styles.panel}>
        <label htmlFor="header-search-field" className="visually-hidden">
          {t('layout.searchLabel')}
        </label>
        <input
          id="header-search-field"
          className={styles.field}
          type="search"
          name="q"
          required
          maxLength={searchQueryMaxLength}
          placeholder={t('layout.searchPlaceholder')}
          autoComplete="off"
        />
        <button type="submit" className={styles.submit}>
          {t('layout.search')}
        </button>
      </form>
    </details>
  );
}
