import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { blockViewFiles } from './web/components/content/block-view-files.ts';
import { compiledCatalogues } from './web/i18n/compiled-catalogues.ts';
import { reactRouterProductionBuild } from './web/lib/react-router-production.ts';
import { shortClassNames } from './web/styles/class-names.ts';

type ModuleInfo = {
  importers: readonly string[];
  dynamicImporters: readonly string[];
} | null;
type ModuleInfoOf = (id: string) => ModuleInfo;

const sharedModule = /\/web\/(components|lib|config|i18n)\/|\/contracts\//;
const shellModule = /\/web\/(root\.tsx|routes\/public-layout\.tsx)$/;
const frameworkModule = /\/node_modules\/(react|react-dom|react-router|scheduler)\//;
const preloadHelper = '\0vite/preload-helper.js';
/** The file of the ui chunk (manualChunks below), which every page loads first. */
const uiFile = /(^|\/)assets\/ui-[\w-]+\.js$/;
// The pages drawn by content-page.tsx: the home page and the information pages.
const contentRoute = /\/web\/routes\/public\/(home|info-page)\.tsx/;
const publicRoute = /\/web\/routes\/public\//;

/** Whether a module `reaches` picks out imports the module, at any depth (or is the module). */
function importedBy(
  id: string,
  reaches: (id: string, info: ModuleInfo) => boolean,
  moduleInfo: ModuleInfoOf,
  seen = new Set<string>(),
): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = moduleInfo(id);
  if (reaches(id, info)) return true;
  return (info?.importers ?? []).some((importer) =>
    importedBy(importer, reaches, moduleInfo, seen),
  );
}

/** Whether every public page needs the module: the root or the public layout imports it. */
const inShell = (id: string, moduleInfo: ModuleInfoOf) =>
  importedBy(id, (importer) => shellModule.test(importer), moduleInfo);

/** Whether the home page or an information page uses the module. */
const onContentPages = (id: string, moduleInfo: ModuleInfoOf) =>
  importedBy(id, (importer) => contentRoute.test(importer), moduleInfo);

/** Whether a public page other than the content pages uses the module. */
const onOtherPages = (id: string, moduleInfo: ModuleInfoOf) =>
  importedBy(
    id,
    (importer) => publicRoute.test(importer) && !contentRoute.test(importer),
    moduleInfo,
  );

export default defineConfig(({ command }) => ({
  plugins: [compiledCatalogues(), blockViewFiles(), reactRouterProductionBuild(), reactRouter()],
  publicDir: 'web/public',
  // Readable class names while developing, short ones in the build (web/styles/class-names.ts).
  css:
    command === 'build'
      ? { modules: { generateScopedName: shortClassNames(import.meta.dirname) } }
      : {},
  build: {
    assetsInlineLimit: 0,
    modulePreload: {
      // What a dynamic import preloads beside the file it imports, listed by name in the importing
      // file: not that file itself, which the import fetches at the same moment, nor the ui file,
      // which every page has loaded before it runs. Half the names in the content pages' list
      // (block-view-modules.tsx) went: 0.15 KB gzip off the home page.
      resolveDependencies: (file, dependencies) =>
        dependencies.filter((dependency) => dependency !== file && !uiFile.test(dependency)),
    },
    // Terser's output is 3% smaller than esbuild's after gzip (`npm run bench` prints the home
    // page's JS). Builds take 2 s more. A third pass, and reading a property as free of side
    // effects (no code of ours or of React's reads one for its effect, such as a layout read to
    // restart an animation), take 0.24 KB more off the home page.
    minify: 'terser',
    terserOptions: { module: true, compress: { passes: 3, pure_getters: true } },
    rollupOptions: {
      output: {
        manualChunks(id, { getModuleInfo }) {
          // Left to itself Rollup merges zod into the API client chunk that every page loads;
          // only the admin forms and the public forms' validation need it.
          if (id.includes('/node_modules/zod/')) return 'zod';
          // What every public page needs (the framework, React DOM's renderer with it, the root
          // and the public layout, the header and footer) in one file, so a phone fetches few and
          // gzip sees them together: the renderer in the entry's file of its own cost 0.8 KB more,
          // the root and the layout in their route files 0.3 KB. Every other shared module goes
          // only to the pages that use it.
          // Their stylesheets cost no request: the server puts them in the page (decision 0020).
          // The small modules the content pages (the home page and the information pages, most
          // of the site) share with other pages go there too (sections, dates, the components'
          // words): each in a file of its own, a few hundred bytes, cost about as much again.
          if (
            frameworkModule.test(id) ||
            id === preloadHelper ||
            shellModule.test(id) ||
            (sharedModule.test(id) &&
              (inShell(id, getModuleInfo) ||
                (onContentPages(id, getModuleInfo) && onOtherPages(id, getModuleInfo))))
          )
            return 'ui';
          // The styles of a block go with the module that draws it, class names and all: the
          // server puts those of the blocks a page holds in the page (server/plugins/first-paint.ts),
          // as React Router links only the stylesheets of the route's own modules. In one file
          // for every block, linked by every content page, their class names cost the home
          // page 0.9 KB (gzip) of JS.
          // What the content pages share with no other page (what draws their blocks, the
          // carousel, the portraits), in one file.
          if (
            sharedModule.test(id) &&
            onContentPages(id, getModuleInfo) &&
            !onOtherPages(id, getModuleInfo)
          )
            return 'content';
          return undefined;
        },
      },
    },
  },
}));
