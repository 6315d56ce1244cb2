/** A copy of `items`, the largest key first: ISO dates and times as keys put the newest first. */
export function newestFirst<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...items].sort((a, b) => key(b).localeCompare(key(a)));
}
