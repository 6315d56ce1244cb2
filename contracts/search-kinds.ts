// No zod here: the search page imports these (contracts/search.ts holds the API's schemas).

import { contentKindNames, contentKinds, type ContentKind } from './content/content-kinds.ts';

/** What search calls each content kind's results: the registry's `search`. */
type ItemSearchKind = (typeof contentKinds)[ContentKind]['search'];

/**
 * What site search finds, each with a public page (docs/decisions/0028): information pages, each
 * content kind of the registry, and the disclosed documents. The search page's filters follow
 * this order.
 */
export const searchKinds = [
  'page',
  ...contentKindNames.map((kind) => contentKinds[kind].search),
  'disclosure',
] as [SearchKind, ...SearchKind[]];
export type SearchKind = 'page' | ItemSearchKind | 'disclosure';

/** Results a page of the search shows. */
export const searchPageSize = 20;

/** The longest question the search takes (longer ones answer 400). */
export const searchQueryMaxLength = 200;

/** Searches per visitor's address: generous for a person, a wall for a script. */
export const searchRateLimit = { max: 60, windowSeconds: 60 } as const;
