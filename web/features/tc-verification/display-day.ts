import { intlLocale } from '#web/i18n/translator.ts';
import type { Language } from '#contracts/languages.ts';

/** '2025-06-27' -> '27 June 2025' (the style of the school's certificates), '27 जून 2025' in Hindi. */
export function displayDateOf(day: string, language: Language): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(language === 'en' ? 'en-GB' : intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
