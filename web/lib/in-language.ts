import type { Language } from '#contracts/languages.ts';
import { visitorMessageInHindi } from '#contracts/visitor-messages-hi.ts';

/** One of the API's messages to a visitor in the page's language (decision 0025). */
export function inLanguage(message: string, language: Language): string {
  return language === 'hi' ? visitorMessageInHindi(message) : message;
}
