import type { Language } from '#contracts/languages.ts';

/** The visitor's language by Accept-Language: Hindi when Hindi comes first. */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  return /^\s*hi\b/i.test(acceptLanguage ?? '') ? 'hi' : 'en';
}
