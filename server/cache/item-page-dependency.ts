/**
 * What an item's page depends on: its own name, which a write of its kind gives only the items
 * whose page it changed (server/modules/content-writer/item-page-states.ts).
 */
export const itemPageDependency = (entity: string, slug: string) => `${entity}/${slug}`;
