import { afterAll } from 'vitest';
import { demoSchool } from '#contracts/demo-school.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import { buildApp, type App, type BuildAppOptions } from '#server/app.ts';
import type { AppConfig, PushSettings, S3Settings } from '#server/config.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { webBuildDir } from './web-build.ts';

export const testAdmin = { username: 'test-admin', password: 'test-password-123' } as const;

export type TestContext = TestDatabase & {
  app: App;
  /** Logs in as the test admin and returns its bearer token. */
  login(username?: string, password?: string): Promise<string>;
  /** Authorization header of a fresh admin session. */
  authHeader(): Promise<{ authorization: string }>;
};

/**
 * The whole app, pages from the real web build included, on a fresh database with one admin,
 * closed after the test file. Call it at the top level of a test file
 * (`const ctx = await buildTestApp()`).
 */
export async function buildTestApp(
  options: Pick<
    BuildAppOptions,
    'logger' | 'timeouts' | 'clock' | 'linkCheck' | 'renderShareCard' | 'cache'
  > & {
    buildDir?: string;
    publicUrl?: string;
    s3?: S3Settings;
    push?: PushSettings;
    /** A mail server (a test's SMTP receiver); none by default. */
    mail?: AppConfig['mail'];
    /** The school the site starts with: the demo school unless a test needs its own settings. */
    school?: SchoolSettings;
    /** Settings the environment fixes (CIRCULAR_NUMBER_FORMAT, DIGEST_TIME, the retention months). */
    schoolEnvironment?: AppConfig['schoolEnvironment'];
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: {
      publicUrl: options.publicUrl ?? 'http://school.test',
      buildDir: options.buildDir ?? webBuildDir(),
      dataDir: database.dataDir,
      s3: options.s3,
      push: options.push,
      mail: options.mail,
      schoolEnvironment: options.schoolEnvironment,
    },
    db: database.db,
    logger: options.logger,
    timeouts: options.timeouts,
    clock: options.clock,
    linkCheck: options.linkCheck,
    renderShareCard: options.renderShareCard,
    cache: options.cache,
    school: options.school ?? demoSchool,
  });
  await createAdminsRepository(database.db).create(testAdmin.username, testAdmin.password);
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const login = async (username: string = testAdmin.username, password: string = testAdmin.password) => {
    // From an address of its own: failures a test provokes from other addresses never lock it out.
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username, password },
      remoteAddress: '192.0.2.250',
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    return response.json<{ token: string }>().token;
  };
  return { ...database, app, login, authHeader: async () => ({ authorization: `Bearer ${await login()}` }) };
}
