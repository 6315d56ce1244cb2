import type { Plugin, Rollup } from 'vite';
import { blockViewFilesPath } from '#contracts/block-view-files.ts';

/** A module block-view-modules.tsx fetches: a file of this folder, named as its key there. */
const blockViewModule = /\/web\/components\/content\/([a-z-]+)\.tsx$/;
/** The Hindi catalogues, which a Hindi page fetches before hydrating (web/entry.client.tsx). */
const hindiCatalogues = /\/web\/i18n\/(hindi-catalogues)\.ts$/;

/**
 * A chunk and every chunk it imports, at any depth, as the browser asks for them, each followed
 * by the stylesheets its modules import.
 */
function filesOf(
  chunk: Rollup.OutputChunk,
  bundle: Rollup.OutputBundle,
  found = new Set<string>(),
): string[] {
  if (found.has(`/${chunk.fileName}`)) return [...found];
  found.add(`/${chunk.fileName}`);
  for (const stylesheet of chunk.viteMetadata?.importedCss ?? []) found.add(`/${stylesheet}`);
  for (const fileName of chunk.imports) {
    const imported = bundle[fileName];
    if (imported?.type === 'chunk') filesOf(imported, bundle, found);
  }
  return [...found];
}

/**
 * Lists, by module name, the files of each module that draws blocks (block-view-modules.tsx)
 * in the browser build, and of the Hindi catalogues (`hindi-catalogues`), so the server can
 * preload the scripts a page needs before it hydrates with the page's other scripts instead of
 * after them, and put in the page the stylesheets of the blocks it holds (decision 0020).
 */
export function blockViewFiles(): Plugin {
  return {
    name: 'block-view-files',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const listed: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
        const id = chunk.facadeModuleId ?? '';
        const name = (blockViewModule.exec(id) ?? hindiCatalogues.exec(id))?.[1];
        if (name) listed[name] = filesOf(chunk, bundle);
      }
      this.emitFile({
        type: 'asset',
        fileName: blockViewFilesPath.slice(1),
        source: JSON.stringify(listed),
      });
    },
  };
}
