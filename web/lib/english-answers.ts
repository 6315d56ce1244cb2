import type { PublicContentReader } from '#contracts/public-content.ts';

/**
 * A key that holds Hindi beside the English: a translation (`hi`: a page's, a block's) or a
 * field in Hindi (`titleHi`, `labelHi`, `namesHi`).
 */
const isHindiKey = (key: string) => key === 'hi' || /^[a-z][A-Za-z0-9]*Hi$/.test(key);

/** The English copy of each answer, kept while the answer is (remembered-reads.ts shares it). */
const copies = new WeakMap<object, unknown>();

/** `value` without its Hindi: an English page's components never read it (inLanguage, textIn). */
export function withoutHindi<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  const found = copies.get(value);
  if (found !== undefined) return found as T;
  let copy: unknown;
  if (Array.isArray(value)) copy = value.map(withoutHindi);
  else if (Object.getPrototypeOf(value) === Object.prototype)
    copy = Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !isHindiKey(key))
        .map(([key, inner]) => [key, withoutHindi(inner)]),
    );
  else return value;
  // Shared like the answer it copies: frozen when it is.
  if (Object.isFrozen(value)) Object.freeze(copy);
  copies.set(value, copy);
  return copy as T;
}

/**
 * The reads whose answers an English page sends without their Hindi. The Hindi is about a third
 * of an English page's loader data (the home page's: 14.9 of 40.3 KB), and every byte of it goes
 * into the page and again into its script's data. Not these: the school, which the root route
 * reads once for both languages (a language switch does not read it again); the disclosures,
 * whose search on the English page also matches their Hindi titles (disclosure-view.ts); and
 * the reads that are never cached (search, TC verification).
 */
const readsInEnglish = [
  'items',
  'itemPage',
  'page',
  'menus',
  'currentAlert',
  'monthSummary',
  'dayDetails',
  'openPositions',
] as const satisfies ReadonlyArray<keyof PublicContentReader>;

/** The reader an English page's loaders use: the same reads, their answers without Hindi. */
export function englishAnswers(reader: PublicContentReader): PublicContentReader {
  const english = { ...reader };
  for (const name of readsInEnglish) {
    const read = reader[name] as (...args: unknown[]) => Promise<unknown>;
    Object.assign(english, {
      [name]: (...args: unknown[]) => read.apply(reader, args).then(withoutHindi),
    });
  }
  return english;
}
