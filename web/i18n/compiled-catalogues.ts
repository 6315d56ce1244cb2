import { readFileSync } from 'node:fs';
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** 'calendar.nextMonth' -> its text, for every leaf of a catalogue as written (web/i18n/en.json). */
export function catalogueEntries(catalogue: object, prefix = ''): Array<[string, unknown]> {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? catalogueEntries(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/**
 * A catalogue as Lingui reads it: flat ids, each ICU message parsed here, at build time, so the
 * parser never ships to the browser (decision 0025).
 */
export function compileCatalogue(catalogue: object): Messages {
  return Object.fromEntries(
    catalogueEntries(catalogue).map(([id, text]) => [id, compileMessage(String(text))]),
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
