import { parseDateKey, type DateKey } from '#web/lib/school-date.ts';

/** The five motivational lines of a day without an event or holiday. */
export const inspirationLines = [
  'Every day is a new chance to learn something wonderful. Stay positive and keep growing!',
  'A fresh start awaits you today. Make it count with curiosity and kindness.',
  'Believe in yourself: you are capable of more than you know.',
  'Small steps every day lead to big achievements. Keep going!',
  'Be the reason someone smiles today. Kindness is the best lesson of all.',
] as const;

/**
 * One line per date: the same day always shows the same line, so the card does not change
 * when the visitor clicks back to a day (and it is "daily" inspiration).
 */
export function inspirationFor(date: DateKey): string {
  const { year, month, day } = parseDateKey(date);
  return inspirationLines[(year * 31 * 12 + month * 31 + day) % inspirationLines.length]!;
}
