import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { languageCookie, languages, pathInLanguage, type Language } from '#contracts/languages.ts';
import { useTranslation } from '#web/i18n/translator.ts';
import styles from './site-header.module.css';

function rememberedLanguage(): Language | undefined {
  const value = new RegExp(`(?:^|; )${languageCookie}=([a-z]+)`).exec(document.cookie)?.[1];
  return languages.find((language) => language === value);
}

/**
 * On the home page, a visitor who chose the other language before is offered it with a link.
 * Never a redirect: the address decides the language, for crawlers and shared links too, and
 * the cached page is the same for everyone; the cookie is read in the browser after hydration.
 */
export function RememberedLanguage() {
  const { language, t } = useTranslation();
  const { pathname } = useLocation();
  const [offered, setOffered] = useState<Language>();
  useEffect(() => {
    const remembered = rememberedLanguage();
    setOffered(remembered && remembered !== language ? remembered : undefined);
  }, [language]);
  if (!offered) return null;
  // Written in the remembered language, the reader's choice: each catalogue holds the other
  // language's words for it, as for the switch.
  return (
    <p className={styles.rememberedLanguage} lang={offered}>
      {t('layout.rememberedLanguage')}{' '}
      <a href={pathInLanguage(pathname, offered)} hrefLang={offered}>
        {t('layout.rememberedLanguageLink')}
      </a>
    </p>
  );
}
