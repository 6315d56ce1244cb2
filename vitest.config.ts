import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { postgresTestUrl } from './server/test/postgres-test-url.ts';
import { redisTestUrl } from './server/test/redis-test-url.ts';
import { compiledCatalogues } from './web/i18n/compiled-catalogues.ts';

const serverTests = ['server/**/*.test.ts'];
const postgresUrl = await postgresTestUrl();
const redisUrl = await redisTestUrl();
const redisEnv: Record<string, string> = redisUrl ? { TEST_REDIS_URL: redisUrl } : {};

/**
 * The server's test files share their worker's modules (`isolate: false`). Each file builds its
 * own app on its own database, closed after it (server/test/build-test-app.ts), so nothing a file
 * changes outlives it but the modules' memos. Isolated, each file imported the whole server and
 * the web build afresh: 1,072 s of a 2,167 s run went to imports, in a CI that must end in 90
 * minutes.
 */
const project = (
  name: string,
  include: string[],
  env: Record<string, string> = {},
  isolate = true,
): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, include, env, isolate },
});

export default defineConfig({
  plugins: [compiledCatalogues()],
  test: {
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      project('unit', ['web/**/*.test.ts', 'contracts/**/*.test.ts']),
      project('server-sqlite', serverTests, { TEST_DB: 'sqlite', ...redisEnv }, false),
      ...(postgresUrl
        ? [
            project(
              'server-postgres',
              serverTests,
              {
                TEST_DB: 'postgres',
                TEST_POSTGRES_URL: postgresUrl,
                ...redisEnv,
              },
              false,
            ),
          ]
        : []),
    ],
  },
});
