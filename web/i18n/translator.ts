import i18next, { type TFunction } from 'i18next';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import english from './en.json';
import {
  languageOfPath,
  languageTags,
  pathInLanguage,
  type Language,
} from '#contracts/languages.ts';

export type Messages = typeof english;

/**
 * One i18next instance for the whole app; each page reads it through a `t` fixed to the page's
 * language (getFixedT), so the server renders English and Hindi pages side by side without
 * switching a shared language. English is always here; the Hindi catalogue is added by
 * web/entry.server.tsx, and in the browser by web/entry.client.tsx before hydration, only on
 * Hindi pages (decision 0025).
 */
const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { translation: english } },
  lng: 'en',
  fallbackLng: 'en',
  // React escapes what it renders; i18next escaping too would show `&amp;`.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  // No advertisement in every visitor's console and every server start's log.
  showSupportNotice: false,
});

export function addCatalogue(language: Language, messages: Messages): void {
  i18n.addResourceBundle(language, 'translation', messages, true, true);
}

export function translatorFor(language: Language): TFunction {
  return i18n.getFixedT(language);
}

/** Dates and numbers in the page's language (`en-IN`, `hi-IN`). */
export function intlLocale(language: Language): string {
  return languageTags[language].intl;
}

/**
 * The `lang` of what staff wrote (menus, pages, news) and of text not yet in the catalogues:
 * English, marked as such on a Hindi page so screen readers pronounce it right (issue 15).
 */
export function useContentLang(): 'en' | undefined {
  return languageOfPath(useLocation().pathname) === 'hi' ? 'en' : undefined;
}

/**
 * The page's language (from its address), its `t`, and `localPath` that keeps a site link in
 * that language.
 */
export function useTranslation() {
  const language = languageOfPath(useLocation().pathname);
  return useMemo(
    () => ({
      language,
      t: translatorFor(language),
      locale: intlLocale(language),
      localPath: (path: string) => pathInLanguage(path, language),
    }),
    [language],
  );
}
