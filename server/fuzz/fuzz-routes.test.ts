import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '#server/lib/route-table.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import {
  makeDoc,
  makeDocx,
  makeJpeg,
  makePdf,
  makePng,
} from '#server/test/fixtures/upload-files.ts';
import { wholeState } from '#server/test/whole-state.ts';
import { requestFor, type FuzzInputs, type FuzzRequest } from './request-arbitrary.ts';
import { seedRecords } from '#server/test/seed-records.ts';

/** `npm test` runs a few hundred cases; `npm run test:fuzz` sets FUZZ_RUNS=10000. */
const totalRuns = Number(process.env.FUZZ_RUNS ?? 600);
const share = { anonymous: 0.5, publicForms: 0.1, authenticated: 0.4 };
const timeoutMs = Math.max(60_000, totalRuns * 40);

const ctx = await buildTestApp();
const { app } = ctx;

/**
 * Public on purpose: anyone may write through them, so they are left out of the no-write check.
 * The API's, and every page's own form, posted without JavaScript to its page
 * (server/plugins/page-forms.ts registers a POST of the page's address): a careers application
 * fuzzed to `POST /careers` is a real application.
 */
const publicForms = new Set([
  'POST /api/contact',
  'POST /api/careers/applications',
  'POST /api/admissions/applications',
  'POST /api/admissions/status/delete',
  'POST /api/admissions/status/documents',
  'POST /api/admissions/status/offer',
  'POST /api/admissions/status/slot',
]);
const isPageForm = (route: RouteEntry) => route.method === 'POST' && !route.url.startsWith('/api/');
const isPublicForm = (route: RouteEntry) =>
  publicForms.has(`${route.method} ${route.url}`) || isPageForm(route);

await seedRecords(ctx);
const seeded = await wholeState(ctx);

/** Values of id-like columns, so fuzzed paths sometimes name records that exist. */
function idsIn(state: Awaited<ReturnType<typeof wholeState>>): string[] {
  const idColumns = new Set(['id', 'storedName', 'date', 'section']);
  const rows = Object.values(state.tables).flat() as Array<Record<string, unknown>>;
  return [
    ...new Set(
      rows.flatMap((row) =>
        Object.entries(row)
          .filter(([column, value]) => idColumns.has(column) && typeof value === 'string')
          .map(([, value]) => value as string),
      ),
    ),
  ];
}

const inputs: FuzzInputs = {
  ids: idsIn(seeded),
  files: [
    { name: 'notice.pdf', bytes: makePdf() },
    { name: 'photo.jpg', bytes: await makeJpeg(48, 32) },
    { name: 'photo.png', bytes: await makePng() },
    { name: 'letter.doc', bytes: makeDoc() },
    { name: 'report.docx', bytes: makeDocx() },
  ],
};

const crashes: unknown[] = [];
const recordCrash = (error: unknown) => crashes.push(error);
beforeAll(() => {
  process.on('unhandledRejection', recordCrash);
  process.on('uncaughtException', recordCrash);
});
afterAll(() => {
  process.off('unhandledRejection', recordCrash);
  process.off('uncaughtException', recordCrash);
});

let casesRun = 0;
const statuses = new Map<number, number>();

/**
 * Runs `cases` fuzzed requests spread evenly over `routes` (each route gets at least one), and
 * fails on the first 5xx with the shrunk request that caused it.
 */
async function fuzz(
  routes: RouteEntry[],
  cases: number,
  authorize: (request: FuzzRequest) => Promise<FuzzRequest> = async (request) => request,
  after: (request: FuzzRequest, status: number) => Promise<void> = async () => {},
): Promise<void> {
  const perRoute = Math.max(1, Math.round(cases / routes.length));
  for (const route of routes) {
    await fc.assert(
      fc.asyncProperty(requestFor(route, inputs), async (generated) => {
        const request = await authorize(generated);
        const response = await app.inject(request);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(
          response.statusCode,
          `${request.method} ${request.url}: ${response.body}`,
        ).toBeLessThan(500);
        await after(request, response.statusCode);
      }),
      { numRuns: perRoute },
    );
    casesRun += perRoute;
  }
  expect(crashes).toEqual([]);
}

describe(`fuzzing every route (${totalRuns} cases)`, () => {
  it(
    'never answers 5xx and writes nothing without a valid token',
    { timeout: timeoutMs },
    async () => {
      await fuzz(
        app.routeTable.filter((route) => !isPublicForm(route)),
        totalRuns * share.anonymous,
      );
      expect(await wholeState(ctx)).toEqual(seeded);
    },
  );

  it('the no-write check notices a row changed in place and a stray upload', async () => {
    const { notices } = ctx.db.tables;
    const [notice] = await ctx.db.read.select().from(notices);
    await ctx.db.write((tx) =>
      tx.update(notices).set({ title: 'Changed' }).where(eq(notices.id, notice!.id)),
    );
    const changed = await wholeState(ctx);
    expect(changed.tables).not.toEqual(seeded.tables);
    writeFileSync(path.join(ctx.dataDir, 'uploads', `${randomUUID()}.pdf`), makePdf());
    expect((await wholeState(ctx)).files).not.toEqual(changed.files);
  });

  it('never answers 5xx on the public forms', { timeout: timeoutMs }, async () => {
    await fuzz(app.routeTable.filter(isPublicForm), totalRuns * share.publicForms);
  });

  it('never answers 5xx to a logged-in admin', { timeout: timeoutMs }, async () => {
    let token = await ctx.login();
    await fuzz(
      app.routeTable,
      totalRuns * share.authenticated,
      async (request) => ({
        ...request,
        headers: { ...request.headers, authorization: `Bearer ${token}` },
      }),
      async (request, status) => {
        if (request.url.startsWith('/api/auth/logout') && status < 300) token = await ctx.login();
      },
    );
    const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}x${n}`);
    console.info(
      `fuzz: ${app.routeTable.length} routes, ${casesRun} cases; statuses ${counts.join(' ')}`,
    );
  });
});
