// No zod here: the search page imports these (contracts/search.ts holds the API's schemas).

/** What site search finds, each with a public page (docs/decisions/0028). */
export const searchKinds = [
  'page',
  'notice',
  'news',
  'event',
  'holiday',
  'gallery',
  'disclosure',
  'achievement',
] as const;
export type SearchKind = (typeof searchKinds)[number];

/** Results a page of the search shows. */
export const searchPageSize = 20;

/** The longest question the search takes (longer ones answer 400). */
export const searchQueryMaxLength = 200;

/** Searches per visitor's address: generous for a person, a wall for a script. */
export const searchRateLimit = { max: 60, windowSeconds: 60 } as const;
