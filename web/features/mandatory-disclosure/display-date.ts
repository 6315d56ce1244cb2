import type { Language } from '#contracts/languages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { intlLocale } from '#web/i18n/translator.ts';

const monthName = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone });
const dayAndYear = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { day: 'numeric', year: 'numeric', timeZone });

/**
 * 'Nov 15, 2024', 'June 15, 2025', 'May 1, 2024': the original site's style, which spells out short month
 * names and cuts long ones to three letters; in Hindi '15 नवंबर 2024' (Intl). A 'YYYY-MM-DD' day
 * is shown as written; a time is shown as the school's date.
 */
export function displayDate(value: string, language: Language): string {
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isDay ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  const timeZone = isDay ? 'UTC' : schoolIdentity.timeZone;
  if (language !== 'en') {
    return new Intl.DateTimeFormat(intlLocale(language), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    }).format(date);
  }
  const month = monthName(timeZone).format(date);
  const parts = dayAndYear(timeZone).formatToParts(date);
  const part = (type: 'day' | 'year') => parts.find((each) => each.type === type)?.value;
  return `${month.length > 5 ? month.slice(0, 3) : month} ${part('day')}, ${part('year')}`;
}
