import { itemNeighbours } from '#contracts/content/item-neighbours.ts';
import { itemPageDependency } from '#server/cache/item-page-dependency.ts';

/**
 * What each item page of one kind shows, by the name the page depends on: the item's row and
 * the address and titles of its neighbours (contracts/content/item-neighbours.ts). Read in a
 * write's transaction before and after its work, the two differ exactly at the pages the write
 * changed: a new event changes its own page and its two neighbours' links, not the thirty other
 * event pages, which stay cached (server/plugins/page-dependencies.test.ts).
 */
export type ItemPageStates = Map<string, string>;

type Listed = { slug: string; row: { title: string; titleHi?: string | null } };

/** The states of the pages of `listed`, a kind's public list in its order (newest first). */
export function itemPageStates(entity: string, listed: readonly Listed[]): ItemPageStates {
  const link = (entry: Listed | undefined) =>
    entry && [entry.slug, entry.row.title, entry.row.titleHi ?? null];
  return new Map(
    listed.map((entry, index) => {
      const { item, previous, next } = itemNeighbours(listed, index);
      const shown = JSON.stringify([item.row, link(previous), link(next)]);
      return [itemPageDependency(entity, entry.slug), shown];
    }),
  );
}

/** The pages whose state differs, including those only one side has. */
export function changedItemPages(before: ItemPageStates, after: ItemPageStates): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}
