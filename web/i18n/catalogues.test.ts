import { describe, expect, it } from 'vitest';
import { catalogueEntries } from './compiled-catalogues.ts';
import { hindi as compiledHindi } from './hindi-catalogues.ts';
import { addCatalogue, translatorFor } from './translator.ts';

type Catalogue = Record<string, unknown>;
const files = import.meta.glob<Catalogue>(
  [
    './*.json',
    '../components/messages/*.json',
    '../components/*/messages/*.json',
    '../features/*/messages/*.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);
/**
 * The site's catalogue pair, the shared components' and each feature's, by folder:
 * `web/features/contact/messages/`.
 */
const pairs = Object.keys(files)
  .filter((file) => file.endsWith('/en.json'))
  .map((file) => {
    const folder = file.slice(0, -'en.json'.length);
    return { folder, en: files[file]!, hi: files[`${folder}hi.json`] };
  });

const placeholders = (text: string) => [...text.matchAll(/{(\w+)}/g)].map((m) => m[1]).sort();

describe('the interface catalogues', () => {
  it('come in English and Hindi pairs with the same keys', () => {
    expect(pairs.length).toBeGreaterThan(1);
    for (const { folder, en, hi } of pairs) {
      expect(hi, `${folder}hi.json`).toBeDefined();
      const keys = (catalogue: Catalogue) => catalogueEntries(catalogue).map(([key]) => key);
      expect(keys(hi!).sort(), folder).toEqual(keys(en).sort());
    }
  });

  const en = new Map(pairs.flatMap((pair) => catalogueEntries(pair.en)));
  const hi = new Map(pairs.flatMap((pair) => catalogueEntries(pair.hi ?? {})));

  it('never say the same key in two files', () => {
    const count = pairs.reduce((sum, pair) => sum + catalogueEntries(pair.en).length, 0);
    expect(en.size).toBe(count);
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

  it('say every message with its placeholders filled and nothing of the syntax left', async () => {
    // The components' and features' English comes with their code, as a page that uses them
    // loads it.
    const modules = import.meta.glob(
      [
        '../components/messages/*-messages.ts',
        '../components/*/messages/*-messages.ts',
        '../features/*/messages/*-messages.ts',
      ],
      { eager: false },
    );
    await Promise.all(Object.values(modules).map((load) => load()));
    addCatalogue('hi', compiledHindi);
    for (const language of ['en', 'hi'] as const) {
      const t = translatorFor(language);
      for (const [key, value] of language === 'en' ? en : hi) {
        const values = Object.fromEntries(
          placeholders(value as string).map((name) => [name, `<${name}>`]),
        );
        expect(t(key, values), key).toBe((value as string).replace(/{(\w+)}/g, '<$1>'));
      }
    }
  });
});
