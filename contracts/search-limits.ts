// Nothing imported here: the header's search box on every page imports these, and the kinds
// (search-kinds.ts) would bring the registry of content kinds into every page's script.

/** Results a page of the search shows. */
export const searchPageSize = 20;

/** The longest question the search takes (longer ones answer 400). */
export const searchQueryMaxLength = 200;

/** Searches per visitor's address: generous for a person, a wall for a script. */
export const searchRateLimit = { max: 60, windowSeconds: 60 } as const;
