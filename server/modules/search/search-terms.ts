/** Printable ASCII and the white space of a text (any other character takes the long way). */
const ascii = /^[\t\n\r -~]*$/;

/** Words searched at most: a pasted paragraph is cut, not refused. */
export const maxTerms = 8;

/**
 * Every word of a text, lower case, once, in order: letters, digits and combining marks (the
 * vowel signs of Devanagari) only. Everything else (quotes, `*`, `:`, `-`, parentheses, the
 * replacement character of invalid UTF-8) separates words. The one splitter of site search:
 * what a visitor types, and the vocabulary the closest spelling is taken from.
 */
export function wordsOf(text: string): string[] {
  // Most titles are ASCII, and a search splits the titles of its 400 candidates: the Unicode
  // classes, NFC and the marks cost half a millisecond a search (scripts/bench-search.mjs).
  // For ASCII they reduce to letters and digits.
  if (ascii.test(text))
    return [...new Set(text.toLowerCase().split(/[^a-z0-9]+/))].filter((word) => word !== '');
  const found = new Set<string>();
  for (const word of text
    .normalize('NFC')
    .toLowerCase()
    .match(/[\p{L}\p{N}\p{M}]+/gu) ?? []) {
    // A mark with no letter before it (a stray vowel sign) is not a word.
    const term = word.replace(/^\p{M}+/u, '');
    if (term) found.add(term);
  }
  return [...found];
}

/**
 * The words of what a visitor typed, as plain words (wordsOf). NEAR, OR, AND are just words:
 * the engines' query syntax is written by the repository around each word, never taken from
 * the visitor (docs/decisions/0028).
 */
export function searchTerms(query: string): string[] {
  const words = wordsOf(query);
  // "holidays in December", "दिसंबर की छुट्टी": every word must match, and a page seldom
  // holds the little words of a question. Only words are left out, never the whole question.
  const meaningful = words.filter((word) => !questionWords.has(word));
  return (meaningful.length > 0 ? meaningful : words).slice(0, maxTerms);
}

/** The little words of a typed question, in English and Hindi, that say nothing of its subject. */
const questionWords = new Set(
  `a an the in on of to for and or is are was be at by from with my our your i we do does
  when what where which who how about की का के में से को और है हैं पर कब क्या कहाँ कैसे`.split(/\s+/),
);

/**
 * An English plural's singular ("holidays", "fees"), or undefined: FTS5 does not stem, and a
 * title says "Fee notice" where a parent types "fees".
 */
export const singularOf = (term: string): string | undefined =>
  /^[a-z]{2,}[^s]s$/.test(term) ? term.slice(0, -1) : undefined;

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const chars = [...padded];
  const found = new Set<string>();
  for (let index = 0; index + 3 <= chars.length; index += 1)
    found.add(chars.slice(index, index + 3).join(''));
  return found;
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams, 0 to 1. */
export function similarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** The closest of `words` to `term` if one is close enough to be what was meant. */
export function closestWord(
  term: string,
  words: Iterable<string>,
  least = 0.3,
): string | undefined {
  let best: string | undefined;
  let bestScore = least;
  for (const word of words) {
    if (word === term) return word;
    const score = similarity(term, word);
    if (score > bestScore) {
      best = word;
      bestScore = score;
    }
  }
  return best;
}
