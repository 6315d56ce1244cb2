import { describe, expect, it, vi } from 'vitest';
import type { Achievement } from '#contracts/content/achievements.ts';
import type { PageInput } from '#contracts/content/pages.ts';
import { achievementFilterOf, achievementsFor, achievementsList } from './achievements-list.ts';

let next = 0;
function achievement(fields: Partial<Achievement> & Pick<Achievement, 'date'>): Achievement {
  next += 1;
  return {
    _id: `id-${next}`,
    id: `id-${next}`,
    title: `Prize ${next}`,
    slug: `prize-${next}`,
    description: 'What was won.',
    titleHi: null,
    descriptionHi: null,
    names: 'Riya Sharma (Class 8)',
    namesHi: null,
    category: 'academic',
    level: 'school',
    picture: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...fields,
  } as Achievement;
}

const chess = achievement({ title: 'Chess', category: 'sports', date: '2026-11-27' });
const olympiad = achievement({ title: 'Olympiad', category: 'academic', date: '2026-02-10' });
const football = achievement({ title: 'Football', category: 'sports', date: '2026-03-05' });
const painting = achievement({ title: 'Painting', category: 'arts', date: '2025-12-31' });
const cleanUp = achievement({ title: 'Clean-up', category: 'community', date: '2024-06-01' });
const all = [olympiad, painting, chess, cleanUp, football];

const titles = (list: ReturnType<typeof achievementsList>) =>
  list.groups.map(({ year, categories }) => ({
    year,
    categories: categories.map(({ category, achievements }) => ({
      category,
      titles: achievements.map((a) => a.title),
    })),
  }));

describe('the achievements list', () => {
  it('groups by calendar year, newest first, then by category in the registry order', () => {
    const list = achievementsList(all, {});
    expect(titles(list)).toEqual([
      {
        year: 2026,
        categories: [
          { category: 'academic', titles: ['Olympiad'] },
          // Newest first within a category.
          { category: 'sports', titles: ['Chess', 'Football'] },
        ],
      },
      // 31 December is still its own calendar year, not the academic year it falls in.
      { year: 2025, categories: [{ category: 'arts', titles: ['Painting'] }] },
      { year: 2024, categories: [{ category: 'community', titles: ['Clean-up'] }] },
    ]);
    expect(list).toMatchObject({ total: 5, shown: 5, years: [2026, 2025, 2024], filter: {} });
  });

  it('keeps what the category and the year choose, and every year for the choice of year', () => {
    const sports = achievementsList(all, { category: 'sports' });
    expect(titles(sports)).toEqual([
      { year: 2026, categories: [{ category: 'sports', titles: ['Chess', 'Football'] }] },
    ]);
    expect(sports).toMatchObject({ total: 5, shown: 2, years: [2026, 2025, 2024] });

    const inYear = achievementsList(all, { year: 2025 });
    expect(titles(inYear)).toEqual([
      { year: 2025, categories: [{ category: 'arts', titles: ['Painting'] }] },
    ]);

    const none = achievementsList(all, { category: 'sports', year: 2024 });
    expect(none).toMatchObject({ shown: 0, groups: [], years: [2026, 2025, 2024] });
  });

  it('holds no description: the list does not show it', () => {
    const [first] = achievementsList(all, {}).groups[0]!.categories[0]!.achievements;
    expect(first).not.toHaveProperty('description');
    expect(first).toMatchObject({ slug: olympiad.slug, names: olympiad.names, level: 'school' });
  });
});

describe('the filter of an address', () => {
  const of = (query: string) => achievementFilterOf(new URLSearchParams(query));

  it('reads a category and a year, and an empty value as all', () => {
    expect(of('category=sports&year=2026')).toEqual({ category: 'sports', year: 2026 });
    expect(of('category=&year=')).toEqual({});
    expect(of('')).toEqual({});
    expect(of('year=2025&utm_source=whatsapp')).toEqual({ year: 2025 });
  });

  it('refuses an unknown category or a year that is not four digits', () => {
    expect(of('category=cooking')).toBeUndefined();
    expect(of('category=Sports')).toBeUndefined();
    expect(of('year=26')).toBeUndefined();
    expect(of('year=2026-27')).toBeUndefined();
  });
});

describe('a page loader', () => {
  const withBlock: Pick<PageInput, 'sections'> = {
    sections: [
      {
        type: 'section',
        id: 'list',
        title: 'Achievements',
        blocks: [{ type: 'group', title: 'All', blocks: [{ type: 'achievements' }] }],
      },
    ],
  };
  const without: Pick<PageInput, 'sections'> = {
    sections: [{ type: 'section', id: 'text', title: 'Text', blocks: [] }],
  };

  it('reads the achievements only for a page with the block, at any depth', async () => {
    const load = vi.fn(async () => all);
    expect(await achievementsFor(without, load, new URLSearchParams('year=2026'))).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    const list = await achievementsFor(withBlock, load, new URLSearchParams('year=2026'));
    expect(list?.shown).toBe(3);
  });

  it('answers 404 to a choice that names nothing', async () => {
    const refused = achievementsFor(withBlock, async () => all, new URLSearchParams('year=x'));
    await expect(refused).rejects.toMatchObject({ init: { status: 404 } });
  });
});
