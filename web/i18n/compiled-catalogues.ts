import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import type { CompiledMessage, Messages } from './message-format.ts';

/** 'calendar.nextMonth' -> its text, for every leaf of a catalogue as written (web/i18n/en.json). */
export function catalogueEntries(catalogue: object, prefix = ''): Array<[string, unknown]> {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? catalogueEntries(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/**
 * A message of the catalogues parsed as ICU MessageFormat. The browser fills in `{name}`
 * placeholders only (web/i18n/message-format.ts): a plural, a select or a formatted value would
 * be said wrong there, so the build stops on one instead.
 */
function compileText(id: string, text: string): CompiledMessage {
  const compiled = compileMessage(text);
  const simple = (part: (typeof compiled)[number]) => typeof part === 'string' || part.length === 1;
  if (typeof compiled !== 'string' && !compiled.every(simple))
    throw new Error(
      `${id}: the catalogues say text and {name} placeholders only (web/i18n/message-format.ts)`,
    );
  return compiled as CompiledMessage;
}

/**
 * A catalogue as the translator reads it (web/i18n/translator.ts): flat ids, each message parsed
 * here, at build time, so the parser never ships to the browser (decision 0025).
 */
export function compileCatalogue(catalogue: object): Messages {
  return Object.fromEntries(
    catalogueEntries(catalogue).map(([id, text]) => [id, compileText(id, String(text))]),
  );
}

const catalogueImport = /\.json\?catalogue$/;

/**
 * Vite (the build) and Vitest load `web/i18n/<language>.json?catalogue` compiled; a plain
 * `.json` import stays the catalogue as written (its test reads that).
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'compiled-catalogues',
    enforce: 'pre',
    load(id) {
      if (!catalogueImport.test(id)) return null;
      const file = id.replace(/\?catalogue$/, '');
      this.addWatchFile(file);
      return JSON.stringify(compileCatalogue(JSON.parse(readFileSync(file, 'utf8'))));
    },
  };
}
