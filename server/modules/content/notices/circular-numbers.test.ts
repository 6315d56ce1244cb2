import { demoSchool } from '#contracts/demo-school.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app.ts';
import { openPostgresDatabase } from '#server/db/postgres-database.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { formatCircularNumber } from './circular-numbers.ts';

const admin = { username: 'numbers-admin', password: 'numbers-password-1' };
const database = await createTestDatabase();
await createAdminsRepository(database.db).create(admin.username, admin.password);

const startApp = (db = database.db) =>
  buildApp({
    school: demoSchool,
    config: {
      publicUrl: 'http://school.test',
      buildDir: '/nonexistent-build',
      dataDir: database.dataDir,
    },
    db,
  });

const first = await startApp();
afterAll(async () => {
  await first.close();
  await database.dispose();
});

async function tokenOn(app: App) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/admin-login',
    payload: admin,
  });
  return `Bearer ${response.json<{ token: string }>().token}`;
}

/** Publishes `count` notices at once, spread over the given apps; answers their numbers. */
async function publishAtOnce(apps: App[], count: number, date: string) {
  const tokens = await Promise.all(apps.map(tokenOn));
  const responses = await Promise.all(
    Array.from({ length: count }, (_, n) =>
      apps[n % apps.length]!.inject({
        method: 'POST',
        url: '/api/notices/add',
        headers: { authorization: tokens[n % apps.length]! },
        payload: { title: `Parallel notice ${n}`, date },
      }),
    ),
  );
  expect(responses.map((response) => response.statusCode)).toEqual(Array(count).fill(201));
  return responses.map(
    (response) => response.json<{ data: { circularNumber: string } }>().data.circularNumber,
  );
}

const expected = (year: number, count: number) =>
  Array.from({ length: count }, (_, n) => formatCircularNumber(demoSchool, year, n + 1));

describe('circular numbers under concurrency', () => {
  it('gives parallel publishes distinct consecutive numbers', async () => {
    const numbers = await publishAtOnce([first], 40, '2030-06-01');
    expect(numbers.sort()).toEqual(expected(2030, 40));
  });

  it.runIf(database.databaseUrl)(
    'gives distinct consecutive numbers when two instances publish on one PostgreSQL database',
    async () => {
      const second = await startApp(await openPostgresDatabase(database.databaseUrl!));
      try {
        const numbers = await publishAtOnce([first, second], 60, '2031-01-15');
        // 15 January 2031 is in the academic year 2030-31: it continues after the 40 above.
        expect(numbers.sort()).toEqual(expected(2030, 100).slice(40));
      } finally {
        await second.close();
      }
    },
  );
});

describe('the school’s format', () => {
  /** An app on a database of its own, the environment fixing `schoolEnvironment`. */
  async function ownApp(schoolEnvironment: { circularNumberFormat?: string }) {
    const own = await createTestDatabase();
    await createAdminsRepository(own.db).create(admin.username, admin.password);
    const app = await buildApp({
      school: demoSchool,
      config: {
        publicUrl: 'http://school.test',
        buildDir: '/nonexistent-build',
        dataDir: own.dataDir,
        schoolEnvironment,
      },
      db: own.db,
    });
    const close = async () => {
      await app.close();
      await own.dispose();
    };
    return { app, close };
  }

  it('numbers the next circular as the settings say once they are saved', async () => {
    const { app, close } = await ownApp({});
    try {
      expect(await publishAtOnce([app], 1, '2032-09-01')).toEqual(['VVIS/2032-33/001']);
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { authorization: await tokenOn(app) },
        payload: { abbreviation: 'SPS', circularNumberFormat: '{abbreviation}-{n} of {year}' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await publishAtOnce([app], 1, '2032-09-02')).toEqual(['SPS-2 of 2032-33']);
    } finally {
      await close();
    }
  });

  it('numbers circulars as CIRCULAR_NUMBER_FORMAT says when it is set', async () => {
    const { app, close } = await ownApp({ circularNumberFormat: 'Circular {n} of {year}' });
    try {
      expect((await publishAtOnce([app], 2, '2032-09-01')).sort()).toEqual([
        'Circular 1 of 2032-33',
        'Circular 2 of 2032-33',
      ]);
    } finally {
      await close();
    }
  });
});
