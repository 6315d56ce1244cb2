/** What the ranking needs of a team (a house, a class): its points and, if counted, its members. */
export type Score = { name: string; points: number; members?: number };

export type Ranked<T extends Score> = T & { position: number };

export type Totals = { points: number; members: number };

/**
 * Standings: highest points first. Teams with equal points share a position and the next team
 * skips the shared places (1, 2, 2, 4), as in sports tables. Teams that tie keep the order they
 * were given in. The input is not changed.
 */
export function rankByPoints<T extends Score>(entries: readonly T[]): Ranked<T>[] {
  const sorted = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.points - a.entry.points || a.index - b.index)
    .map(({ entry }) => entry);

  return sorted.map((entry) => ({
    ...entry,
    position: 1 + sorted.filter((other) => other.points > entry.points).length,
  }));
}

/** Points and members of all teams added up (a team without a member count adds none). */
export function standingsTotals(entries: readonly Score[]): Totals {
  return entries.reduce<Totals>(
    (totals, entry) => ({
      points: totals.points + entry.points,
      members: totals.members + (entry.members ?? 0),
    }),
    { points: 0, members: 0 },
  );
}

/** "1st", "2nd", "3rd", "4th", "11th", "22nd"… */
export function ordinal(position: number): string {
  const lastTwo = position % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${position}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[position % 10] ?? 'th';
  return `${position}${suffix}`;
}
