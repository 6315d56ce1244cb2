import { useLocation, useRouteError } from 'react-router';
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
 * An error page (404) has no twin: it leads to the other language's home page, and never
 * repeats an address the visitor made up.
 */
export function LanguageSwitch() {
  const { language, t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  // Outside an error boundary there is no error (null or undefined).
  const failed = useRouteError() != null;
  const other: Language = language === 'hi' ? 'en' : 'hi';
  const twin = failed
    ? pathInLanguage('/', other)
    : pathInLanguage(pathname, other) + search + hash;
  return (
    <a
      className={styles.languageSwitch}
      href={twin}
      hrefLang={other}
      lang={other}
      title={t('layout.languageSwitchLabel')}
      onClick={() => rememberLanguage(other)}
    >
      {t('layout.languageSwitch')}
    </a>
  );
}
