import type { Plugin } from 'vite';

const developmentBuild = '/react-router/dist/development/';

/**
 * Builds the browser's scripts with React Router's production build. Its package names only its
 * development build (dist/development) under every condition, so a production bundle ships the
 * development warnings; the production build (dist/production, the same files with
 * ENABLE_DEV_WARNINGS false) lets the minifier drop them: 0.2 KB gzip off every page. The server
 * keeps the package as Node resolves it: its server build and @react-router/node must share one
 * copy of the router. The two builds draw the same pages: they differ only in React Router's own
 * error boundary and hydration fallback, and web/root.tsx has its own error boundary, the admin
 * layout its own fallback.
 */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes(developmentBuild)) return resolved;
      return {
        ...resolved,
        id: resolved.id.replace(developmentBuild, '/react-router/dist/production/'),
      };
    },
  };
}
