import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { serverBoundaries } from './scripts/eslint/server-module-cycles.mjs';
import { compositionUnits, sharedUnits } from './scripts/lib/server-module-graph.mjs';

// web/ and server/ never import each other; both may import contracts/. Patterns are regular
// expressions: in the glob form a leading '#' (our import aliases) starts a comment.
const serverFromWeb = {
  regex: '(^#server/|/server/)',
  message: 'The web app never imports the server; share code through contracts/.',
};
const parentFolders = {
  regex: '^\\.\\./',
  message: 'Import across folders through the #web/* or #contracts/* alias.',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * Imports in web/ flow one way: shared layers (components/, lib/) -> features -> routes.
 * A feature imports shared layers, contracts/ and itself, never another feature or a route.
 */
const webLayers = [
  {
    files: ['web/components/**', 'web/lib/**'],
    rules: restrict(serverFromWeb, parentFolders, {
      regex: '^#web/(features|routes|route-groups)/',
      message: 'Shared layers import nothing from features or routes.',
    }),
  },
  ...readdirSync('web/features').map((feature) => ({
    files: [`web/features/${feature}/**`],
    rules: restrict(serverFromWeb, parentFolders, {
      regex: `^#web/(features/(?!${feature}/)|routes/|route-groups/)`,
      message: 'A feature imports components/, lib/, contracts/ and itself only.',
    }),
  })),
];

const serverEverywhere = [
  {
    regex: '(^#web/|/web/)',
    message: 'The server never imports the web app; share code through contracts/.',
  },
  { regex: '^\\.\\./', message: 'Import across folders through the #server/* alias.' },
];
/** libvips lives in the image worker's process only (decision 0032); tests may read pictures. */
const sharpInTheWorker = {
  regex: '^sharp$',
  message:
    'Pictures are made in the image worker: use images from #server/lib/images/image-worker.ts.',
};
const unitFiles = (unit) => (unit.endsWith('.ts') ? `server/${unit}` : `server/${unit}/**`);
const otherModuleFile = (own) => ({
  regex: `^(#server/|\\./)modules/${own ? `(?!${own}/)` : ''}[^/]+/(?!index\\.ts$)`,
  message: 'Another module is used through its public entry, #server/modules/<name>/index.ts.',
});

/**
 * Imports in server/ flow one way (decision 0030): shared layers -> feature modules ->
 * composition; scripts/lib/server-module-graph.mjs names the layers, and
 * server/module-boundaries.test.ts checks the whole graph. A module is used through its
 * index.ts; tests and the test helpers (server/test, server/fuzz) may reach inside one.
 */
const serverLayers = [
  {
    files: sharedUnits.map(unitFiles),
    ignores: ['**/*.test.ts'],
    rules: restrict(...serverEverywhere, sharpInTheWorker, {
      regex:
        '^(#server/|\\./)(modules|plugins|demo|cli|backup|test|fuzz)/|^#server/(app|main)\\.ts$',
      message: 'A shared layer imports shared layers only, never a module or the composition.',
    }),
  },
  ...readdirSync('server/modules').map((module) => ({
    files: [`server/modules/${module}/**`],
    ignores: ['**/*.test.ts'],
    rules: restrict(...serverEverywhere, sharpInTheWorker, otherModuleFile(module), {
      regex: '^#server/(plugins|demo|cli|backup|test|fuzz)/|^#server/(app|main)\\.ts$',
      message: 'A module imports shared layers and other modules, never the composition.',
    }),
  })),
  {
    files: compositionUnits.filter((unit) => !['test', 'fuzz'].includes(unit)).map(unitFiles),
    ignores: ['**/*.test.ts'],
    rules: restrict(...serverEverywhere, sharpInTheWorker, otherModuleFile()),
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'build',
      'build-*',
      'dist',
      'dist-*',
      'data',
      'data-dev',
      'reports',
      '.react-router',
      '.e2e-data',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: Object.fromEntries(
        ['console', 'process', 'URL', 'fetch', 'setTimeout', 'clearTimeout', 'Buffer'].map(
          (name) => [name, 'readonly'],
        ),
      ),
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The service worker of web push (decision 0022): its global is the worker scope.
    files: ['web/public/push-worker.js'],
    languageOptions: { globals: { self: 'readonly' } },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'server-boundaries': serverBoundaries },
    // No import closes a cycle between server units (decision 0030).
    rules: { 'server-boundaries/no-cycles': 'error' },
  },
  {
    files: ['server/**/*.ts'],
    plugins: { drizzle },
    rules: {
      // An update or delete without `where` rewrites or empties a whole table.
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      ...restrict(...serverEverywhere),
    },
  },
  ...serverLayers,
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...restrict(serverFromWeb, parentFolders),
    },
  },
  ...webLayers,
  {
    files: ['contracts/**/*.ts'],
    rules: restrict({
      regex: '(^#(server|web)/|/(server|web)/)',
      message: 'contracts/ depends on nothing of the app.',
    }),
  },
  {
    // The demo school is the demo's and the tests': a page or a mail that read it, or its
    // figures (server/modules/pages/seed/demo-school-facts.ts, server/demo/demo-school-information.ts),
    // would name the demo school or state its figures on a real school's site (decision 0027).
    // The upgrade (server/demo/settle-school.ts) reads it too; the seed pages only to know they
    // are the demo's (server/modules/pages/seed/is-the-demo.ts).
    files: ['server/**/*.ts', 'web/**/*.{ts,tsx}', 'contracts/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'server/test/**',
      'server/demo/**',
      'server/main.ts',
      'server/modules/pages/seed/is-the-demo.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/demo-school/]',
          message: 'Only the demo, the upgrade and tests read the demo school; read the settings.',
        },
      ],
    },
  },
  {
    // The seed pages tell the demo school's story with its figures, for the demo school only
    // (seed-school.ts `demo`): they may read its figures, never its settings.
    files: ['server/modules/pages/seed/**/*.ts'],
    ignores: ['server/modules/pages/seed/is-the-demo.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/demo-school(?!-facts\\.ts$)/]',
          message: 'The seed pages may read the demo school’s figures only; read the settings.',
        },
      ],
    },
  },
);
