import type { DayProblem } from '#contracts/typed-date.ts';
import type { Translate } from '#web/i18n/translator.ts';

const keys: Record<DayProblem, string> = {
  format: 'dayField.format',
  impossible: 'dayField.impossible',
  'short-year': 'dayField.shortYear',
  year: 'dayField.year',
};

/**
 * Why a typed day was refused, in the page's language and quoting what was typed ("31/02/2026
 * is not a date: check the day and month"): the admin's day field and the public TC lookup say
 * it alike. `t` comes from useFormTranslation (web/components/forms/messages).
 */
export function dayProblemWords(problem: DayProblem, typed: string, t: Translate): string {
  return t(keys[problem], { typed: typed.trim() });
}
