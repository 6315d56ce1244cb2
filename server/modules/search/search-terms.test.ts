import { describe, expect, it } from 'vitest';
import { wordsOf } from './search-terms.ts';

// wordsOf splits ASCII text the short way (search-terms.ts): the words must be those the
// Unicode way gives, a character outside ASCII sending the same text the long way.
describe('wordsOf', () => {
  it('splits ASCII as it splits any text: letters and digits, lower case, once, in order', () => {
    const text = `Don't: "Fees"* (SPS/2026-27/014) a_b\tfees NEAR-x`;
    const expected = ['don', 't', 'fees', 'sps', '2026', '27', '014', 'a', 'b', 'near', 'x'];
    expect(wordsOf(text)).toEqual(expected);
    // The same words with one character past ASCII, which takes the Unicode classes.
    expect(wordsOf(`${text} é`)).toEqual([...expected, 'é']);
    expect(wordsOf('')).toEqual([]);
    expect(wordsOf(' -- ')).toEqual([]);
  });
});
