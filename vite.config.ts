import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  publicDir: 'web/public',
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        manualChunks(id) {
          // Left to itself Rollup merges zod into the API client chunk that every page loads;
          // only the admin forms and the public forms' validation need it.
          if (id.includes('/node_modules/zod/')) return 'zod';
          // The shared components in one chunk: one stylesheet instead of one per component,
          // since every stylesheet in the head delays the first paint on a slow phone network.
          // The public forms' parts stay with the forms: they need zod, which other pages do not.
          if (/\/web\/(components|lib)\//.test(id) && !id.includes('/web/components/forms/'))
            return 'ui';
          return undefined;
        },
      },
    },
  },
});
