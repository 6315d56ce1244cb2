// No zod here: the search page imports these (contracts/search.ts holds the API's schemas).

import { contentKindNames, contentKinds, type ContentKind } from './content/content-kinds.ts';

/** What search calls each content kind's results: the registry's `search`. */
type ItemSearchKind = (typeof contentKinds)[ContentKind]['search'];

/**
 * What site search finds, each with a public page (docs/decisions/0028): information pages, each
 * content kind of the registry, and the disclosed documents. The search page's filters follow
 * this order.
 */
export const searchKinds = /* @__PURE__ */ listSearchKinds();
export type SearchKind = 'page' | ItemSearchKind | 'disclosure';

// Marked pure above so that pages which import only the limits below (the header's search box)
// leave the registry out of their scripts.
function listSearchKinds(): [SearchKind, ...SearchKind[]] {
  return ['page', ...contentKindNames.map((kind) => contentKinds[kind].search), 'disclosure'];
}
