import { describe, expect, it } from 'vitest';
import english from './en.json';
import hindi from './hi.json';

/** 'calendar.nextMonth' -> its text, for every leaf of a catalogue. */
function entries(catalogue: object, prefix = ''): Array<[string, unknown]> {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? entries(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe('the interface catalogues', () => {
  const en = new Map(entries(english));
  const hi = new Map(entries(hindi));

  it('have the same keys in English and Hindi', () => {
    expect([...hi.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('have no empty or non-text value', () => {
    for (const [key, value] of [...en, ...hi]) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, value] of en)
      expect(placeholders(hi.get(key) as string), key).toEqual(placeholders(value as string));
  });

  it('are written in Devanagari in Hindi, except the link back to English', () => {
    const latinOnly = [...hi].filter(([, value]) => !/[\u0900-\u097F]/.test(value as string));
    expect(latinOnly.map(([key]) => key).sort()).toEqual([
      'layout.languageSwitch',
      'layout.languageSwitchLabel',
      'layout.rememberedLanguage',
      'layout.rememberedLanguageLink',
    ]);
  });
});
