import type { Language } from '#contracts/languages.ts';

/**
 * A person's name as staff wrote it, never translated: on a Hindi page a name in Latin letters
 * is marked English, so a screen reader says it as such.
 */
export function PersonName({ name, language }: { name: string; language: Language }) {
  const latin = language === 'hi' && !/[\u0900-\u097F]/.test(name);
  return (
    <span translate="no" lang={latin ? 'en' : undefined}>
      {name}
    </span>
  );
}
