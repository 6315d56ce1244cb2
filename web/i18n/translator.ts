import { I18n, type Messages, type Values } from '@lingui/core';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import english from './en.json?catalogue';
import {
  languageOfPath,
  languageTags,
  pathInLanguage,
  type Language,
} from '#contracts/languages.ts';

/** A catalogue message by id ('calendar.nextMonth'), its `{placeholders}` filled in. */
export type Translate = (id: string, values?: Values) => string;

/**
 * One Lingui instance per language, so the server renders English and Hindi pages side by side
 * without switching a shared language. Both start from English, each from its own copy (Lingui
 * adds a catalogue into the one it holds), so a message missing in Hindi is said in English. The
 * Hindi catalogue is added by web/entry.server.tsx, and in the browser by web/entry.client.tsx
 * before hydration, only on Hindi pages (decision 0025).
 */
const instances: Record<Language, I18n> = {
  en: new I18n({ locale: 'en', messages: { en: english } }),
  hi: new I18n({ locale: 'hi', messages: { hi: { ...english } } }),
};

const translators: Record<Language, Translate> = {
  en: (id, values) => instances.en._(id, values),
  hi: (id, values) => instances.hi._(id, values),
};

export function addCatalogue(language: Language, messages: Messages): void {
  instances[language].load(language, messages);
}

/**
 * A feature's own words (web/features/<feature>/messages/en.json), so only the pages that use a
 * feature carry them in their JS. The English is added to Hindi too where Hindi has nothing yet:
 * a fallback that never overwrites the Hindi catalogue, whichever is loaded first. Every Hindi
 * catalogue comes in one piece (web/i18n/hindi-catalogues.ts). Answers the hook the feature's
 * components read their words through.
 */
export function featureCatalogue(english: Messages): typeof useTranslation {
  instances.en.load('en', english);
  instances.hi.load('hi', { ...english, ...instances.hi.messages });
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
