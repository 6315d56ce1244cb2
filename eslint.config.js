import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** web/ and server/ never import each other; both may import contracts/. */
const boundary = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'build',
      'build-*',
      'dist',
      'dist-*',
      'data',
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
    files: ['server/**/*.ts'],
    plugins: { drizzle },
    rules: {
      // An update or delete without `where` rewrites or empties a whole table.
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      ...boundary(
        ['**/web/**', '#web/*'],
        'The server never imports the web app; share code through contracts/.',
      ),
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...boundary(
        ['**/server/**', '#server/*'],
        'The web app never imports the server; share code through contracts/.',
      ),
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: boundary(
      ['**/server/**', '**/web/**', '#server/*', '#web/*'],
      'contracts/ depends on nothing of the app.',
    ),
  },
);
