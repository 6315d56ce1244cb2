import { demoSchool } from '#contracts/demo-school.ts';
import { eq } from 'drizzle-orm';
import { expect, it, onTestFinished } from 'vitest';
import { pageInputSchema, type PageVersions, type Revision } from '#contracts/content/pages.ts';
import { buildApp } from '#server/app.ts';
import { openPostgresDatabase } from '#server/db/postgres-database.ts';
import { todayInKolkata } from '#server/lib/school-dates.ts';
import { buildTestApp, testAdmin } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { webBuildDir } from '#server/test/web-build.ts';
import { defaultRetention } from '#server/modules/inbox/retention.ts';
import { seedAuthor } from './pages-service.ts';
import { seedPages } from './seed/seed-pages.ts';

// A school that installed before its pages had Hindi (pages-service.ts addSeedHindi): on the next
// start, a page staff never changed gets the Hindi of the site's text; a page staff changed keeps
// exactly what staff wrote.

const ctx = await buildTestApp();
const api = contentApi(ctx);
const { pages } = ctx.db.tables;

/** `value` without any Hindi, as every page was stored before it had a translation. */
const englishOnly = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(englishOnly)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => key !== 'hi')
            .map(([key, child]) => [key, englishOnly(child)]),
        )
      : value;

async function storeEnglishOnly(slug: string): Promise<void> {
  const [row] = await ctx.db.read.select().from(pages).where(eq(pages.slug, slug));
  await ctx.db.write((tx) =>
    tx
      .update(pages)
      .set({ draft: englishOnly(row!.draft), published: englishOnly(row!.published) })
      .where(eq(pages.slug, slug)),
  );
}

it('adds the Hindi to a page staff never changed on restart, and leaves an edited page alone', async () => {
  // The earlier install: both pages English only; staff then edit and publish the faculty page.
  await storeEnglishOnly('our-campus');
  await storeEnglishOnly('faculty');
  const faculty = await api.draftOf('faculty');
  expect(faculty.hi).toBeUndefined();
  const edited = { ...faculty, description: 'Our teachers, as the office describes them.' };
  expect((await api.sendJson('PUT', '/api/pages/faculty', edited)).statusCode).toBe(200);
  expect((await api.sendJson('POST', '/api/pages/faculty/publish', {})).statusCode).toBe(200);

  // The restart: a new server on the same database.
  const restarted = await buildApp({
    school: demoSchool,
    config: { publicUrl: 'http://school.test', buildDir: webBuildDir(), dataDir: ctx.dataDir },
    db: ctx.databaseUrl ? await openPostgresDatabase(ctx.databaseUrl) : ctx.db,
  });
  onTestFinished(() => restarted.close());
  const login = await restarted.inject({
    method: 'POST',
    url: '/api/auth/admin-login',
    payload: testAdmin,
    remoteAddress: '192.0.2.251',
  });
  const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const versionsOf = async (slug: string) =>
    (
      await restarted.inject({ method: 'GET', url: `/api/pages/${slug}`, headers: auth })
    ).json<PageVersions>();

  const campus = await versionsOf('our-campus');
  const { updatedAt: _at, updatedBy, ...campusInput } = campus.published!;
  expect(updatedBy).toBe(seedAuthor);
  const ourCampusPage = seedPages({
    today: todayInKolkata(),
    retention: defaultRetention,
    school: demoSchool,
  }).find((page) => page.slug === 'our-campus');
  expect(campusInput).toEqual(pageInputSchema.parse(ourCampusPage));
  expect(campus.draft).toEqual(campus.published);
  expect(campus.status).toBe('published');
  const hindi = await restarted.inject({ method: 'GET', url: '/hi/our-campus' });
  expect(hindi.statusCode).toBe(200);
  expect(hindi.body).toContain('जहाँ पढ़ाई जीवंत हो उठती है');
  const revisions = (
    await restarted.inject({
      method: 'GET',
      url: '/api/pages/our-campus/revisions',
      headers: auth,
    })
  ).json<Revision[]>();
  expect(revisions).toHaveLength(2);
  expect(revisions.map((revision) => revision.createdBy)).toEqual([seedAuthor, seedAuthor]);
  expect(revisions.map((revision) => revision.summary)).toContain(
    "Added the Hindi of the site's text to /our-campus",
  );

  const kept = await versionsOf('faculty');
  expect(kept.published?.description).toBe('Our teachers, as the office describes them.');
  expect(kept.published?.hi).toBeUndefined();
  expect(kept.draft).toEqual(kept.published);

  // Once added, a later start changes nothing more.
  const seeds = seedPages({
    today: todayInKolkata(),
    retention: defaultRetention,
    school: demoSchool,
  });
  expect(await restarted.content.pages.addSeedHindi(seeds)).toEqual([]);
});
