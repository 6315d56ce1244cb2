import type { Language } from '#contracts/languages.ts';
import { dateNamesFor } from '#web/i18n/date-names.ts';
import { schoolToday } from '#web/lib/school-date.ts';

/**
 * '15 November 2024', in Hindi '15 नवंबर 2024': the one date style of the whole site (the
 * calendar's list dates, web/i18n/date-names.ts), not the original site's 'Nov 15, 2024'. A
 * 'YYYY-MM-DD' day is shown as written; a time is shown as the school's date.
 */
export function displayDate(value: string, language: Language): string {
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const time = new Date(value);
  if (!isDay && Number.isNaN(time.getTime())) return value;
  return dateNamesFor(language).listDate(isDay ? value : schoolToday(time));
}
