import { newPasswordSchema } from '#contracts/auth.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import { cityOf } from '#contracts/school-profile.ts';
import { passwordStrength } from './password-strength.ts';

/** What a guesser knows of the school: its names and its town (the school's settings). */
export type PasswordSchool = Pick<
  SchoolSettings,
  'name' | 'shortName' | 'abbreviation' | 'address'
>;

/**
 * New passwords, as NIST SP 800-63B asks (decision 0011): at least 12 characters, up to 1024,
 * no composition rules, and not guessable. zxcvbn-ts estimates how guessable a password is from
 * lists of common passwords, words and names, keyboard patterns, sequences, repeats and dates,
 * and from words of this account and this school; a score below 3 (of 0 to 4) is refused with
 * its feedback in plain words. Existing passwords keep working until changed.
 */
const minimumScore = 3;

/** zxcvbn's warning keys (its translations are left unset, so it answers with the keys). */
const warnings: Record<string, string> = {
  straightRow: 'it follows a row of keys on the keyboard',
  keyPattern: 'it follows a pattern of keys on the keyboard',
  simpleRepeat: 'it repeats the same character',
  extendedRepeat: 'it repeats the same group of characters',
  sequences: 'it contains an easy sequence such as abc or 1234',
  recentYears: 'it contains a recent year',
  dates: 'it contains a date',
  topTen: 'it is one of the most used passwords',
  topHundred: 'it is one of the most used passwords',
  common: 'it is one of the most used passwords',
  similarToCommon: 'it is very close to one of the most used passwords',
  wordByItself: 'it is a single common word',
  namesByThemselves: 'it is mostly a name',
  commonNames: 'it is mostly a common name',
  userInputs: "it contains the username or the school's name",
};

const suggestions: Record<string, string> = {
  l33t: 'Swapping letters for look-alikes (such as @ for a) does not help: guessers try those first.',
  reverseWords: 'A word spelled backwards does not help: guessers try those too.',
  allUppercase: 'Capital letters alone do not help much.',
  capitalization: 'A capital first letter does not help much.',
  dates: 'Leave out dates and years that have to do with you or the school.',
  recentYears: 'Leave out recent years.',
  associatedYears: 'Leave out years that have to do with you or the school.',
  sequences: 'Leave out easy sequences such as abc or 1234.',
  repeated: 'Leave out repeated words and characters.',
  longerKeyboardPattern: 'Leave out patterns of keys on the keyboard.',
  anotherWord: 'Add a few more words that do not belong together.',
  useWords: 'Use a few words that do not belong together, not a known phrase.',
};

const advice = 'A few unrelated words make a good password, such as "mango lantern river chalk".';

/**
 * Words anyone could guess the password from: the account's username (accounts hold no other
 * personal name) and the school's names and town, whole and word by word (none before the school
 * is set up: the first account is made then).
 */
function guessableWords(username: string, school: PasswordSchool | undefined): string[] {
  const phrases = [
    username,
    ...(school ? [school.name, school.shortName, school.abbreviation, cityOf(school)] : []),
  ];
  const words = phrases.flatMap((phrase) => phrase.split(/[^\p{L}\p{N}]+/u));
  const joined = phrases.map((phrase) => phrase.replace(/[^\p{L}\p{N}]+/gu, ''));
  return [...new Set([...phrases, ...words, ...joined].filter((word) => word.length >= 3))];
}

/**
 * Why a new password cannot be used, or undefined when it can: the length rules shared with the
 * browser, then how guessable it is, said in words a school clerk understands.
 */
export async function newPasswordProblem(
  password: string,
  username: string,
  /** The school's settings; left out only where there are none yet (the first account). */
  school?: PasswordSchool,
): Promise<string | undefined> {
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) return checked.error.issues[0]?.message ?? 'Invalid password.';
  const result = await passwordStrength(password, guessableWords(username, school));
  if (result.score >= minimumScore) return undefined;
  const why = warnings[result.warning ?? ''];
  const hint = result.suggestions.map((key) => suggestions[key]).find(Boolean);
  return [`This password is easy to guess${why ? `: ${why}` : ''}.`, hint, advice]
    .filter(Boolean)
    .join(' ');
}

export const reusedPasswordMessage = 'The new password must be different from the current one.';
