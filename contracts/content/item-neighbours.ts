/**
 * What an item's page shows of its list (newest first): the item, the older one before it
 * ("previous") and the newer one after it ("next"). The page's loader builds it
 * (web/features/items/item-data.ts) and the server decides from it which item pages a write
 * changed (server/modules/content-writer/item-page-states.ts): a page is rendered again only when this
 * differs, so the two cannot disagree.
 */
export type ItemNeighbours<T> = { item: T; previous?: T | undefined; next?: T | undefined };

/** The item at `index` of `items` and its neighbours. */
export function itemNeighbours<T>(items: readonly T[], index: number): ItemNeighbours<T> {
  return { item: items[index]!, previous: items[index + 1], next: items[index - 1] };
}
