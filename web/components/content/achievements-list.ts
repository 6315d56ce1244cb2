import { data } from 'react-router';
import {
  achievementCategories,
  type AchievementCategory,
} from '#contracts/content/achievement-words.ts';
import type { Achievement } from '#contracts/content/achievements.ts';
import { leafBlocksOf } from '#contracts/content/page-reading.ts';
import type { PageInput } from '#contracts/content/pages.ts';

/** What the list shows of one achievement: no description, it is on the achievement's page. */
export type ListedAchievement = Pick<
  Achievement,
  'title' | 'titleHi' | 'slug' | 'names' | 'namesHi' | 'category' | 'level' | 'date' | 'picture'
>;

/** The visitor's choice (`?category=sports&year=2026`); nothing chosen lists every one. */
export type AchievementFilter = { category?: AchievementCategory; year?: number };

export type AchievementYear = {
  year: number;
  categories: Array<{ category: AchievementCategory; achievements: ListedAchievement[] }>;
};

/** What a page's Achievements block shows (achievements-block.tsx). */
export type AchievementsList = {
  filter: AchievementFilter;
  /** Every year with an achievement, newest first: the year choice, whatever else is chosen. */
  years: number[];
  /** How many there are in all, and how many the filter keeps. */
  total: number;
  shown: number;
  /** The kept ones by calendar year, newest first, then by category in the registry's order. */
  groups: AchievementYear[];
};

const isCategory = (value: string): value is AchievementCategory =>
  (achievementCategories as readonly string[]).includes(value);

/** The calendar year of an achievement's date ('2026-11-27' is 2026). */
export const yearOf = (achievement: Pick<Achievement, 'date'>) =>
  Number(achievement.date.slice(0, 4));

/**
 * The filter a URL asks for. An empty value is "all" (the form's first choice); an unknown
 * category or a year that is not four digits is `undefined`, answered 404 by the page, so that
 * made-up addresses do not each become a cached page (server/plugins/page-url.ts).
 */
export function achievementFilterOf(search: URLSearchParams): AchievementFilter | undefined {
  const category = search.get('category') ?? '';
  const year = search.get('year') ?? '';
  if (category !== '' && !isCategory(category)) return undefined;
  if (year !== '' && !/^\d{4}$/.test(year)) return undefined;
  return {
    ...(category !== '' && { category: category as AchievementCategory }),
    ...(year !== '' && { year: Number(year) }),
  };
}

const newestFirst = (a: ListedAchievement, b: ListedAchievement) =>
  b.date.localeCompare(a.date) || a.title.localeCompare(b.title);

/** The achievements the filter keeps, grouped by year and category, newest first. */
export function achievementsList(
  all: readonly Achievement[],
  filter: AchievementFilter,
): AchievementsList {
  const kept = all
    .filter((achievement) => !filter.category || achievement.category === filter.category)
    .filter((achievement) => !filter.year || yearOf(achievement) === filter.year)
    .map(
      ({
        title,
        titleHi,
        slug,
        names,
        namesHi,
        category,
        level,
        date,
        picture,
      }): ListedAchievement => ({
        title,
        titleHi,
        slug,
        names,
        namesHi,
        category,
        level,
        date,
        picture,
      }),
    )
    .sort(newestFirst);
  const years = [...new Set(all.map(yearOf))].sort((a, b) => b - a);
  const groups = [...new Set(kept.map(yearOf))].map((year) => {
    const ofYear = kept.filter((achievement) => yearOf(achievement) === year);
    return {
      year,
      categories: achievementCategories
        .map((category) => ({
          category,
          achievements: ofYear.filter((achievement) => achievement.category === category),
        }))
        .filter((group) => group.achievements.length > 0),
    };
  });
  return { filter, years, total: all.length, shown: kept.length, groups };
}

/**
 * What the page's Achievements block shows, read by the page's loader from the records staff
 * add and the address's filter; undefined (nothing read) for a page without the block.
 */
export async function achievementsFor(
  page: Pick<PageInput, 'sections'>,
  loadAchievements: () => Promise<readonly Achievement[]>,
  search: URLSearchParams,
): Promise<AchievementsList | undefined> {
  if (!leafBlocksOf(page).some((block) => block.type === 'achievements')) return undefined;
  const filter = achievementFilterOf(search);
  if (!filter) throw data('No such choice of achievements', { status: 404 });
  return achievementsList(await loadAchievements(), filter);
}
