import { demoSchool } from '#contracts/demo-school.ts';
import { describe, expect, it } from 'vitest';
import { pageInputSchema, type PageInput, type Revision } from '#contracts/content/pages.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { todayInKolkata } from '#server/lib/school-dates.ts';
import { defaultRetention } from '#server/modules/inbox/retention.ts';
import { seedPages as seedPagesOf } from './seed/seed-pages.ts';

const ctx = await buildTestApp();
const seedPages = seedPagesOf({
  today: todayInKolkata(),
  retention: defaultRetention,
  school: demoSchool,
});
const api = contentApi(ctx);

/** The page with the text of its first section's intro replaced. */
function withIntro(page: PageInput, intro: string): PageInput {
  const [first, ...rest] = page.sections;
  return { ...page, sections: [{ ...first!, intro }, ...rest] };
}

describe('information pages', () => {
  it('are seeded on start: every seed page is published, and the seed is valid', async () => {
    for (const page of seedPages) expect(pageInputSchema.safeParse(page).success).toBe(true);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/pages',
      headers: await ctx.authHeader(),
    });
    expect(list.statusCode).toBe(200);
    const slugs = list.json<Array<{ slug: string; status: string; updatedBy: string }>>();
    expect(slugs.map((row) => row.slug).sort()).toEqual(seedPages.map((page) => page.slug).sort());
    expect(new Set(slugs.map((row) => row.status))).toEqual(new Set(['published']));

    const page = await api.get('/academics-primary');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1');
    expect(page.body).toContain('Primary School');
    expect(page.body).toContain('An Inquiry-Based Approach');
    expect(page.body).toMatch(/Last updated\s*(<!-- -->)?\s*<time/);
  });

  it('round-trips a page through the API unchanged (schema round trip)', async () => {
    for (const seed of seedPages.slice(0, 3)) {
      const draft = await api.draftOf(seed.slug);
      expect(draft).toEqual(pageInputSchema.parse(seed));
      const saved = await api.sendJson('PUT', `/api/pages/${seed.slug}`, draft);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await api.draftOf(seed.slug)).toEqual(draft);
    }
  });

  it('keeps a draft from the public and the cache until it is published, which clears the cache', async () => {
    const slug = 'academics-middle';
    const before = await api.get(`/${slug}`);
    expect(before.statusCode).toBe(200);
    const etag = String(before.headers.etag);
    expect((await api.get(`/${slug}`, { 'if-none-match': etag })).statusCode).toBe(304);

    const draft = withIntro(
      await api.draftOf(slug),
      'A draft sentence nobody outside may read yet.',
    );
    const saved = await api.sendJson('PUT', `/api/pages/${slug}`, draft);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.status).toBe('draft changes');

    // The saved draft is not served: the cached page is still valid and does not contain it.
    const during = await api.get(`/${slug}`);
    expect(during.body).not.toContain('A draft sentence nobody outside may read yet.');

    const published = await api.sendJson('POST', `/api/pages/${slug}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.status).toBe('published');
    const after = await api.get(`/${slug}`, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('A draft sentence nobody outside may read yet.');
  });

  it('keeps a revision per publish and restores one as a new draft', async () => {
    const slug = 'academics-upper';
    const original = await api.draftOf(slug);
    for (const intro of ['First published wording.', 'Second published wording.']) {
      expect(
        (await api.sendJson('PUT', `/api/pages/${slug}`, withIntro(original, intro))).statusCode,
      ).toBe(200);
      expect((await api.sendJson('POST', `/api/pages/${slug}/publish`, {})).statusCode).toBe(200);
    }
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/pages/${slug}/revisions`,
      headers: await ctx.authHeader(),
    });
    const revisions = list.json<Revision[]>();
    // The shipped text, then the two publishes.
    expect(revisions).toHaveLength(3);
    expect(revisions[2]).toMatchObject({
      createdBy: 'school-site',
      bySite: true,
      summary: 'The text the site shipped with',
      changes: expect.stringMatching(/^First version, \d+ sections?$/),
    });
    expect(revisions[0]).toMatchObject({ createdBy: 'test-admin', bySite: false });
    // Each publish changed the first section's intro, compared with the revision before it.
    expect(revisions.slice(0, 2).map((revision) => revision.changes)).toEqual([
      '1 section edited',
      '1 section edited',
    ]);
    expect(revisions[0]!.summary).toContain(original.sections[0]!.title);

    const restored = await api.sendJson(
      'POST',
      `/api/pages/${slug}/revisions/${revisions[1]!.id}/restore`,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.status).toBe('draft changes');
    expect(restored.json().data.draft.sections[0].intro).toBe('First published wording.');
    // Restoring makes a draft: the public page still shows the latest publish.
    expect((await api.get(`/${slug}`)).body).toContain('Second published wording.');
    const unknown = await api.sendJson(
      'POST',
      `/api/pages/${slug}/revisions/00000000-0000-4000-8000-000000000000/restore`,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('publishes a scheduled page once its time comes, once even when two runs race', async () => {
    const slug = 'security-cctv-surveillance';
    const at = new Date(Date.now() + 60 * 60 * 1000);
    const draft = withIntro(await api.draftOf(slug), 'Scheduled wording for the new term.');
    expect((await api.sendJson('PUT', `/api/pages/${slug}`, draft)).statusCode).toBe(200);
    const scheduled = await api.sendJson('POST', `/api/pages/${slug}/publish`, {
      at: at.toISOString().replace('Z', '+00:00'),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().data).toMatchObject({
      status: 'scheduled',
      scheduledAt: at.toISOString(),
    });
    const revisionsOf = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/pages/${slug}/revisions`,
          headers: await ctx.authHeader(),
        })
      ).json<unknown[]>().length;
    const revisionsBefore = await revisionsOf();

    const { pages } = ctx.app.content;
    expect(await pages.publishDue(new Date(at.getTime() - 1000))).toEqual([]);
    expect((await api.get(`/${slug}`)).body).not.toContain('Scheduled wording for the new term.');

    const runs = await Promise.all([pages.publishDue(at), pages.publishDue(at)]);
    expect(runs.flat()).toEqual([slug]);
    expect(await revisionsOf()).toBe(revisionsBefore + 1);
    expect((await api.get(`/${slug}`)).body).toContain('Scheduled wording for the new term.');
    expect((await pages.get(slug)).status).toBe('published');
    expect(await pages.publishDue(new Date(at.getTime() + 60_000))).toEqual([]);

    const bad = await api.sendJson('POST', `/api/pages/${slug}/publish`, { at: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
  });

  it('moves a page to a new address on publish; the old one answers 301', async () => {
    const draft = { ...(await api.draftOf('hi-tech-classes')), slug: 'smart-classrooms' };
    expect((await api.sendJson('PUT', '/api/pages/hi-tech-classes', draft)).statusCode).toBe(200);
    // Until published, the page stays where it was.
    expect((await api.get('/hi-tech-classes')).statusCode).toBe(200);
    expect((await api.sendJson('POST', '/api/pages/hi-tech-classes/publish', {})).statusCode).toBe(
      200,
    );

    const old = await api.get('/hi-tech-classes');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/smart-classrooms');
    const moved = await api.get('/smart-classrooms');
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toContain('<h1');

    // Another page cannot take either address.
    const taken = await api.sendJson('PUT', '/api/pages/our-campus', {
      ...(await api.draftOf('our-campus')),
      slug: 'hi-tech-classes',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors[0].field).toBe('slug');
  });

  it('names the section, block and field of a validation error', async () => {
    const page = await api.draftOf('academics-primary');
    const [first, ...rest] = page.sections;
    const broken = {
      ...page,
      sections: [
        {
          ...first!,
          blocks: [
            ...first!.blocks,
            {
              type: 'image',
              image: { src: '/images/campus.svg', alt: '', width: 800, height: 500 },
            },
          ],
        },
        ...rest,
      ],
    };
    const response = await api.sendJson('PUT', '/api/pages/academics-primary', broken);
    expect(response.statusCode).toBe(400);
    const index = first!.blocks.length;
    expect(response.json().errors[0]).toEqual({
      field: `sections.0.blocks.${index}.image.alt`,
      message: `Section 1, block ${index + 1} (Image): Image: alt text is required unless the image is marked decorative.`,
    });

    const script = await api.sendJson('PUT', '/api/pages/academics-primary', {
      ...page,
      hero: { ...page.hero, actions: [{ label: 'Go', to: 'javascript:alert(1)' }] },
    });
    expect(script.statusCode).toBe(400);
    expect(script.json().errors[0].field).toBe('hero.actions.0.to');
  });

  it('takes a gallery picture without alt text only when it is marked decorative, which the page shows as such', async () => {
    const slug = 'our-campus';
    const page = await api.draftOf(slug);
    const [first, ...rest] = page.sections;
    const withGallery = (second: { alt: string; decorative?: boolean }) => ({
      ...page,
      sections: [
        {
          ...first!,
          blocks: [
            {
              type: 'gallery',
              label: 'Sports day pictures',
              images: [
                { src: '/images/campus.svg', alt: 'The relay final', width: 800, height: 500 },
                { src: '/images/sports-day-flags.svg', width: 800, height: 500, ...second },
              ],
            },
            ...first!.blocks,
          ],
        },
        ...rest,
      ],
    });

    const refused = await api.sendJson('PUT', `/api/pages/${slug}`, withGallery({ alt: '' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toEqual({
      field: 'sections.0.blocks.0.images.1.alt',
      message:
        'Section 1, block 1 (Image gallery): Gallery image: alt text is required unless the image is marked decorative.',
    });

    // Decorative: screen readers skip it, even when it has alt text.
    const saved = await api.sendJson(
      'PUT',
      `/api/pages/${slug}`,
      withGallery({ alt: 'Bunting', decorative: true }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await api.sendJson('POST', `/api/pages/${slug}/publish`, {})).statusCode).toBe(200);
    const html = (await api.get(`/${slug}`)).body;
    expect(html).toMatch(/<img src="\/images\/campus.svg" alt="The relay final"/);
    expect(html).toMatch(/<img src="\/images\/sports-day-flags.svg" alt=""/);
  });

  it('answers 401 without a session and 404 for an unknown page', async () => {
    expect((await api.get('/api/pages')).statusCode).toBe(401);
    expect((await api.get('/api/pages/academics-primary')).statusCode).toBe(401);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/pages/no-such-page',
      headers: await ctx.authHeader(),
    });
    expect(unknown.statusCode).toBe(404);
    expect((await api.get('/no-such-page')).statusCode).toBe(404);
  });
});
