import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compiledCatalogues } from './web/i18n/compiled-catalogues.ts';

type ModuleInfo = { importers: readonly string[] } | null;

const sharedModule = /\/web\/(components|lib|config)\/|\/contracts\//;
const shellModule = /\/web\/(root\.tsx|routes\/public-layout\.tsx)$/;
const frameworkModule = /\/node_modules\/(react|react-router|scheduler)\//;

/** Whether every public page needs the module: the root or the public layout imports it. */
function inShell(
  id: string,
  moduleInfo: (id: string) => ModuleInfo,
  seen = new Set<string>(),
): boolean {
  if (shellModule.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (moduleInfo(id)?.importers ?? []).some((importer) => inShell(importer, moduleInfo, seen));
}

export default defineConfig({
  plugins: [compiledCatalogues(), reactRouter()],
  publicDir: 'web/public',
  build: {
    assetsInlineLimit: 0,
    // Terser's output is 3% smaller than esbuild's after gzip (`npm run bench` prints the home
    // page's JS). Builds take 2 s more.
    minify: 'terser',
    terserOptions: { module: true, compress: { passes: 2 } },
    rollupOptions: {
      output: {
        manualChunks(id, { getModuleInfo }) {
          // Left to itself Rollup merges zod into the API client chunk that every page loads;
          // only the admin forms and the public forms' validation need it.
          if (id.includes('/node_modules/zod/')) return 'zod';
          // What every public page needs (the framework, the header and footer) in one file, so
          // a phone fetches few; every other shared module goes only to the pages that use it.
          // Their stylesheets cost no request: the server puts them in the page (decision 0020).
          if (frameworkModule.test(id) || (sharedModule.test(id) && inShell(id, getModuleInfo)))
            return 'ui';
          return undefined;
        },
      },
    },
  },
});
