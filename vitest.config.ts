import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { postgresTestUrl } from './server/test/postgres-test-url.ts';
import { redisTestUrl } from './server/test/redis-test-url.ts';
import { compiledCatalogues } from './web/i18n/compiled-catalogues.ts';

const serverTests = ['server/**/*.test.ts'];
const postgresUrl = await postgresTestUrl();
const redisUrl = await redisTestUrl();
const redisEnv: Record<string, string> = redisUrl ? { TEST_REDIS_URL: redisUrl } : {};

const project = (
  name: string,
  include: string[],
  env: Record<string, string> = {},
): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, include, env },
});

export default defineConfig({
  plugins: [compiledCatalogues()],
  test: {
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      project('unit', ['web/**/*.test.ts', 'contracts/**/*.test.ts']),
      project('server-sqlite', serverTests, { TEST_DB: 'sqlite', ...redisEnv }),
      ...(postgresUrl
        ? [
            project('server-postgres', serverTests, {
              TEST_DB: 'postgres',
              TEST_POSTGRES_URL: postgresUrl,
              ...redisEnv,
            }),
          ]
        : []),
    ],
  },
});
