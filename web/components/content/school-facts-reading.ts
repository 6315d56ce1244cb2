import type { Achievement } from '#contracts/content/achievements.ts';
import type { Event } from '#contracts/content/events.ts';
import type { PageInput } from '#contracts/content/pages.ts';
import type { PublicContentReader } from '#contracts/public-content.ts';
import { achievementsFor } from './achievements-list.ts';
import { upcomingEventsFor } from './upcoming-events-block.tsx';

/** The lists of items the facts are made from. */
type FactLists = { events: Event; achievements: Achievement };

/**
 * Where a page's facts come from: the public reader for the site's pages (home.tsx,
 * info-page.tsx), the public API for the admin's draft preview (page-preview.tsx), so the
 * preview shows what visitors will see. `search` is the page address's query (a block's filter).
 */
export type FactSources = {
  principalName: () => Promise<string | undefined>;
  items: { [K in keyof FactLists]: () => Promise<readonly FactLists[K][]> };
  today: string;
  search: URLSearchParams;
};

type Page = Pick<PageInput, 'sections'>;

/**
 * How each fact is read; a reader reads nothing when the page holds no block that shows it. A
 * block that shows facts the page does not store adds its reader here, and every page that
 * holds it, and the preview, have its facts.
 */
const factReaders = {
  principalName: (_page: Page, sources: FactSources) => sources.principalName(),
  upcomingEvents: (page: Page, sources: FactSources) =>
    upcomingEventsFor(page, sources.items.events, sources.today),
  achievements: (page: Page, sources: FactSources) =>
    achievementsFor(page, sources.items.achievements, sources.search),
};

type FactName = keyof typeof factReaders;

/** Facts a page shows but does not store (decision 0018), handed to its blocks (school-facts.tsx). */
export type SchoolFacts = {
  [Name in FactName]?: Awaited<ReturnType<(typeof factReaders)[Name]>>;
};

/** Every fact the page's blocks show, read side by side. */
export async function readSchoolFacts(page: Page, sources: FactSources): Promise<SchoolFacts> {
  const names = Object.keys(factReaders) as FactName[];
  const values = await Promise.all(names.map((name) => factReaders[name](page, sources)));
  return Object.fromEntries(names.map((name, index) => [name, values[index]])) as SchoolFacts;
}

/** The sources of the site's own pages: what the public reader has published. */
export const publishedFactSources = (
  reader: PublicContentReader,
  search: URLSearchParams,
): FactSources => ({
  principalName: async () => (await reader.schoolInformation()).sections.general.principalName,
  items: { events: () => reader.items('events'), achievements: () => reader.items('achievements') },
  today: reader.today(),
  search,
});
