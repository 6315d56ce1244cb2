import { demoSchool } from '#contracts/demo-school.ts';
import { expect, it } from 'vitest';
import { pageInputSchema, type PageInput, type PageVersions } from '#contracts/content/pages.ts';
import {
  forEachNode,
  translatableTexts,
  translationAt,
  translationProgress,
} from '#contracts/content/translation.ts';
import { defaultRetention } from '#server/modules/inbox/retention.ts';
import { todayInKolkata } from '#server/lib/school-dates.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { seedPages } from './seed/seed-pages.ts';

// Hindi beside English in the page record (contracts/content/translation.ts): stored with the
// draft, checked like the English, and refused where the English has no text.

const ctx = await buildTestApp();
const api = contentApi(ctx);

// A Hindi reader finds every information page in Hindi (contracts/content/translation.ts): each
// seeded page carries its Hindi, complete for every part, or /hi/<page> falls back to English.
const seeds = seedPages({
  today: todayInKolkata(),
  retention: defaultRetention,
  school: demoSchool,
});

const fullyHindiSlugs = seeds.map((page) => page.slug);

it('seeds every page with every part in Hindi, valid by the page rules', async () => {
  expect(fullyHindiSlugs.length).toBeGreaterThanOrEqual(39);
  for (const page of seeds.filter((seed) => fullyHindiSlugs.includes(seed.slug))) {
    const parsed = pageInputSchema.safeParse(page);
    expect(parsed.error?.issues, page.slug).toBeUndefined();
    const { nodes, complete } = translationProgress(parsed.data!);
    expect(nodes, page.slug).toBeGreaterThan(0);
    expect(complete, `${page.slug}: parts in Hindi`).toBe(nodes);
  }
  // The admin's Pages list says Complete for each of them.
  const list = await ctx.app.inject({
    method: 'GET',
    url: '/api/pages',
    headers: await ctx.authHeader(),
  });
  const hindiOf = new Map(
    list
      .json<Array<{ slug: string; hindi: { nodes: number; complete: number } }>>()
      .map((row) => [row.slug, row.hindi]),
  );
  for (const slug of fullyHindiSlugs) {
    const hindi = hindiOf.get(slug);
    expect(hindi?.nodes, slug).toBeGreaterThan(0);
    expect(hindi?.complete, slug).toBe(hindi?.nodes);
  }
});

it('shows in Hindi the same figures as in English', () => {
  // A figure (a count, a percentage) is written once per language: when it changes in English,
  // its Hindi must change with it, or the two pages would disagree.
  const numbers = (text: unknown) => String(text).match(/\d+/g) ?? [];
  const differing: string[] = [];
  for (const page of seeds)
    forEachNode(page, (node, path) => {
      for (const { path: at, english } of translatableTexts(node)) {
        const hindi = translationAt(node.hi, at);
        if (at.at(-1) !== 'value' || hindi === undefined) continue;
        if (numbers(hindi).join() !== numbers(english).join())
          differing.push(`${page.slug} ${[...path, ...at].join('.')}: ${english} / ${hindi}`);
      }
    });
  expect(differing).toEqual([]);
});

it('keeps the seeded Hindi of a page, and a changed translation, through save and publish', async () => {
  const draft = await api.draftOf('school-timing');
  expect(draft).toEqual(pageInputSchema.parse(seeds.find((page) => page.slug === 'school-timing')));
  expect(draft.hi).toMatchObject({ title: 'विद्यालय का समय' });

  const [first, ...rest] = draft.sections;
  const changed: PageInput = {
    ...draft,
    sections: [{ ...first!, hi: { title: 'स्कूल खुलने और बंद होने का समय' } }, ...rest],
  };
  const saved = await api.sendJson('PUT', '/api/pages/school-timing', changed);
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await api.draftOf('school-timing')).sections[0]!.hi).toEqual({
    title: 'स्कूल खुलने और बंद होने का समय',
  });
  const published = await api.sendJson('POST', '/api/pages/school-timing/publish', {});
  expect(published.statusCode, published.body).toBe(200);
  expect(published.json<{ data: PageVersions }>().data.published?.sections[0]!.hi).toEqual({
    title: 'स्कूल खुलने और बंद होने का समय',
  });
});

it('refuses a Hindi text that breaks the rules of its English field, naming the field', async () => {
  const draft = await api.draftOf('school-timing');
  const response = await api.sendJson('PUT', '/api/pages/school-timing', {
    ...draft,
    hi: { ...(draft.hi as object), hero: { title: 'स'.repeat(121) } },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().errors[0]).toEqual({
    field: 'hero.title',
    message: 'Hindi: Page heading must be at most 120 characters.',
  });
});

it('refuses Hindi for what is not text: a link stays the English one', async () => {
  const draft = await api.draftOf('school-timing');
  const last = draft.sections.at(-1)!;
  const response = await api.sendJson('PUT', '/api/pages/school-timing', {
    ...draft,
    sections: [
      ...draft.sections.slice(0, -1),
      {
        ...last,
        blocks: last.blocks.map((block) =>
          block.type === 'actions'
            ? { ...block, hi: { actions: [{ label: 'उपस्थिति नीति', to: 'https://evil.test' }] } }
            : block,
        ),
      },
    ],
  });
  expect(response.statusCode).toBe(400);
  const index = last.blocks.findIndex((block) => block.type === 'actions');
  expect(response.json().errors[0]).toMatchObject({
    field: `sections.${draft.sections.length - 1}.blocks.${index}.hi.actions.0.to`,
  });
  expect(response.json().errors[0].message).toContain(
    'Hindi: there is no English text here to translate.',
  );
});
