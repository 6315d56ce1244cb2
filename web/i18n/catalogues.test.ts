import { describe, expect, it } from 'vitest';
import { catalogueEntries } from './compiled-catalogues.ts';
import english from './en.json';
import hindi from './hi.json';
import { addCatalogue, translatorFor } from './translator.ts';
import compiledHindi from './hi.json?catalogue';

const placeholders = (text: string) => [...text.matchAll(/{(\w+)}/g)].map((m) => m[1]).sort();

describe('the interface catalogues', () => {
  const en = new Map(catalogueEntries(english));
  const hi = new Map(catalogueEntries(hindi));

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

  it('say every message with its placeholders filled and nothing of the syntax left', () => {
    addCatalogue('hi', compiledHindi);
    for (const language of ['en', 'hi'] as const) {
      const t = translatorFor(language);
      for (const [key, value] of language === 'en' ? en : hi) {
        const values = Object.fromEntries(
          placeholders(value as string).map((name) => [name, `<${name}>`]),
        );
        const text = t(key, values);
        expect(text, key).not.toMatch(/[{}]/);
        expect(text, key).toBe((value as string).replace(/{(\w+)}/g, '<$1>'));
      }
    }
  });
});
