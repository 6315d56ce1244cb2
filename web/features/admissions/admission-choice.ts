import {
  admissionClassLabels,
  ageRuleOf,
  isClassOpen,
  type AdmissionClass,
  type ClassSettings,
} from '#contracts/admissions.ts';
import { isCalendarDate } from '#contracts/content/fields.ts';
import { readTypedDay } from '#contracts/typed-date.ts';
import type { Language } from '#contracts/languages.ts';
import type { AdmissionRound } from '#contracts/public-admissions.ts';
import type { Translate } from '#web/i18n/translator.ts';
import { dateNamesFor } from '#web/i18n/date-names.ts';
import { addDays } from '#web/lib/school-date.ts';

/**
 * What the first step asked: the date of birth as typed (day first, 14/05/2021, or 2021-05-14)
 * and, when it reads as a day, that day as YYYY-MM-DD.
 */
/** The first step's form says so, to tell it from the application the same action takes. */
export const chooseIntent = 'choose';

export type AdmissionChoice = { year: string; class: string; dob: string; dobDay: string };

/**
 * The choice from a form or an address: the first step's POST (`year`, `class`, `dob`), the
 * application's own fields when it comes back refused (`dateOfBirth`), or a link's `?year=&class=`.
 */
export function choiceOf(sent: { get(name: string): unknown }): AdmissionChoice {
  const read = (name: string) => {
    const value = sent.get(name);
    return typeof value === 'string' ? value.trim().slice(0, 20) : '';
  };
  const dob = read('dob') || read('dateOfBirth');
  const day = readTypedDay(dob);
  return { year: read('year'), class: read('class'), dob, dobDay: day.ok ? day.value : '' };
}

/** 'YYYY-MM-DD' moved by whole years (29 February becomes 28 February). */
function yearsBefore(day: string, years: number): string {
  const moved = `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
  return isCalendarDate(moved) ? moved : `${moved.slice(0, 8)}28`;
}

/**
 * What the page says about the choice, in the page's language: whether the class is open, its
 * age rule with the birth dates it takes, and whether the child meets it. `form` is true when
 * the application may be filled in: the class open today and the child within the rule.
 */
export type ChoiceVerdict = {
  round?: AdmissionRound;
  settings?: ClassSettings;
  /** The sentences about opening and the age rule, shown before the form. */
  notes: string[];
  /** Why the form is not shown (closed, the child outside the rule, a bad date). */
  refusal?: string;
  /** The age rule met: said beside the form. */
  ageOk?: string;
  form: boolean;
};

export function verdictOf(
  rounds: AdmissionRound[],
  choice: AdmissionChoice,
  today: string,
  t: Translate,
  language: Language,
): ChoiceVerdict {
  const day = dateNamesFor(language).listDate;
  const round = rounds.find((entry) => entry.year === choice.year);
  if (!round || round.externalAddress || !choice.class) return { round, notes: [], form: false };
  const label = admissionClassLabels[choice.class as AdmissionClass]?.[language] ?? choice.class;
  const settings = round.classes.find((row) => row.class === choice.class);
  if (!settings)
    return {
      round,
      notes: [],
      refusal: t('admissions.notTaking', { class: label, year: round.year }),
      form: false,
    };
  const dates = { class: label, opens: day(settings.opensOn), closes: day(settings.closesOn) };
  const open = isClassOpen(settings, today);
  const opening = open
    ? t('admissions.openNow', dates)
    : today < settings.opensOn
      ? t('admissions.notYetOpen', dates)
      : t('admissions.closed', dates);
  const rule = ruleSentence(settings, t, language);
  const notes = [opening, rule];
  if (!open) return { round, settings, notes, form: false };
  if (!choice.dob) return { round, settings, notes, form: false };
  if (!choice.dobDay)
    return { round, settings, notes, refusal: t('admissions.badDate'), form: false };
  const verdict = ageRuleOf(settings, choice.dobDay);
  const words = { dob: day(choice.dobDay), class: label, on: day(settings.ageOn), rule };
  if (!verdict.ok) {
    const key =
      verdict.broken === 'too-young'
        ? 'admissions.tooYoung'
        : verdict.broken === 'too-old'
          ? 'admissions.tooOld'
          : 'admissions.notBorn';
    return { round, settings, notes, refusal: t(key, words), form: false };
  }
  return { round, settings, notes, ageOk: t('admissions.ageOk', words), form: true };
}

/** "Class 1: at least 6 and under 9 years old on 31 March 2027, that is born between …". */
export function ruleSentence(settings: ClassSettings, t: Translate, language: Language): string {
  const day = dateNamesFor(language).listDate;
  return t('admissions.ageRule', {
    class: admissionClassLabels[settings.class][language],
    min: settings.minAge,
    under: settings.maxAge + 1,
    on: day(settings.ageOn),
    from: day(addDays(yearsBefore(settings.ageOn, settings.maxAge + 1), 1)),
    to: day(yearsBefore(settings.ageOn, settings.minAge)),
  });
}
