import { markEnd, markStart } from './search-marks.ts';

/** Words shown around the first matched word. */
const snippetWords = 24;

/**
 * The part of `body` around its first word that begins with one of `terms` (the words are
 * matched as typed beginnings, as the index matches them), each such word between the marks:
 * SQLite's snippet() beside a MATCH walks every document holding the words, so the few shown
 * are cut here from their bodies instead. '' when no word of the body matches (a title match).
 */
export function snippetOf(body: string, terms: string[]): string {
  const words = [...body.matchAll(/[\p{L}\p{N}\p{M}]+/gu)];
  const matches = (word: string) => {
    const lower = word.normalize('NFC').toLowerCase();
    return terms.some((term) => lower.startsWith(term));
  };
  const first = words.findIndex((word) => matches(word[0]));
  if (first < 0) return '';
  const from = Math.max(0, first - Math.floor(snippetWords / 3));
  const to = Math.min(words.length, from + snippetWords);
  let text = '';
  let at = words[from]!.index;
  for (const word of words.slice(from, to)) {
    text += body.slice(at, word.index);
    text += matches(word[0]) ? `${markStart}${word[0]}${markEnd}` : word[0];
    at = word.index + word[0].length;
  }
  return `${from > 0 ? '…' : ''}${text}${to < words.length ? '…' : ''}`;
}
