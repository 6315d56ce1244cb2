import { useMemo } from 'react';
import { useLocation } from 'react-router';
import english from './en.json?catalogue';
import { formatMessage, type Messages, type Values } from './message-format.ts';
import {
  languageOfPath,
  languageTags,
  pathInLanguage,
  type Language,
} from '#contracts/languages.ts';

/** A catalogue message by id ('calendar.nextMonth'), its `{placeholders}` filled in. */
export type Translate = (id: string, values?: Values) => string;

/**
 * Each language's messages, so the server renders English and Hindi pages side by side without
 * switching a shared language. Both start from English, each from its own copy, so a message
 * missing in Hindi is said in English. The Hindi catalogue is added by web/entry.server.tsx, and
 * in the browser by web/entry.client.tsx before hydration, only on Hindi pages (decision 0025).
 */
const catalogues: Record<Language, Messages> = { en: { ...english }, hi: { ...english } };

/** A message by id in a language's catalogue; an id it does not hold is said as it is. */
const translate = (language: Language, id: string, values?: Values) => {
  const messages = catalogues[language];
  return formatMessage(Object.hasOwn(messages, id) ? messages[id]! : id, values);
};

const translators: Record<Language, Translate> = {
  en: (id, values) => translate('en', id, values),
  hi: (id, values) => translate('hi', id, values),
};

export function addCatalogue(language: Language, messages: Messages): void {
  Object.assign(catalogues[language], messages);
}

/**
 * A feature's own words (web/features/<feature>/messages/en.json), so only the pages that use a
 * feature carry them in their JS. The English is added to Hindi too where Hindi has nothing yet:
 * a fallback that never overwrites the Hindi catalogue, whichever is loaded first. Every Hindi
 * catalogue comes in one piece (web/i18n/hindi-catalogues.ts). Answers the hook the feature's
 * components read their words through.
 */
export function featureCatalogue(english: Messages): typeof useTranslation {
  Object.assign(catalogues.en, english);
  catalogues.hi = { ...english, ...catalogues.hi };
  return useTranslation;
}

export function translatorFor(language: Language): Translate {
  return translators[language];
}

/** Dates and numbers in the page's language (`en-IN`, `hi-IN`). */
export function intlLocale(language: Language): string {
  return languageTags[language].intl;
}

/**
 * The `lang` of what staff wrote (menus, pages, news) and of text not yet in the catalogues:
 * English, marked as such on a Hindi page so screen readers pronounce it right.
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
