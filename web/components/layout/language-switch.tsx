import { useLocation } from 'react-router';
import { languageCookie, pathInLanguage, type Language } from '#contracts/languages.ts';
import { useTranslation } from '#web/i18n/translator.ts';
import styles from './site-header.module.css';

/** A year: the choice outlives a school session. */
const rememberFor = 365 * 24 * 60 * 60;

/** Kept for the home page's offer (remembered-language.tsx); the server never reads it. */
function rememberLanguage(language: Language) {
  document.cookie = `${languageCookie}=${language}; path=/; max-age=${rememberFor}; samesite=lax`;
}

/**
 * The same page in the other language, named in that language. A plain link that loads the
 * whole document, so it works without JavaScript and the other catalogue arrives with the page.
 */
export function LanguageSwitch() {
  const { language, t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const other: Language = language === 'hi' ? 'en' : 'hi';
  return (
    <a
      className={styles.languageSwitch}
      href={pathInLanguage(pathname, other) + search + hash}
      hrefLang={other}
      lang={other}
      title={t('layout.languageSwitchLabel')}
      onClick={() => rememberLanguage(other)}
    >
      {t('layout.languageSwitch')}
    </a>
  );
}
