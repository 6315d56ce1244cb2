/** The few facts about a house that the ranking needs. */
export type HouseScore = { id: string; name: string; points: number; students: number };

export type RankingEntry = { id: string; name: string; points: number; position: number };

export type HouseTotals = { points: number; students: number };

/**
 * Current house standings: highest points first. Houses with equal points share a position and
 * the next house skips the shared places (1, 2, 2, 4), as in sports tables. Houses that tie keep
 * the order they were given in. The input is not changed.
 */
export function rankHouses(houses: readonly HouseScore[]): RankingEntry[] {
  const sorted = houses
    .map((house, index) => ({ house, index }))
    .sort((a, b) => b.house.points - a.house.points || a.index - b.index)
    .map(({ house }) => house);

  return sorted.map((house) => ({
    id: house.id,
    name: house.name,
    points: house.points,
    position: 1 + sorted.filter((other) => other.points > house.points).length,
  }));
}

/** Points and students of all houses added up. */
export function houseTotals(houses: readonly HouseScore[]): HouseTotals {
  return houses.reduce<HouseTotals>(
    (totals, house) => ({
      points: totals.points + house.points,
      students: totals.students + house.students,
    }),
    { points: 0, students: 0 },
  );
}

/** "1st", "2nd", "3rd", "4th", "11th", "22nd"… */
export function ordinal(position: number): string {
  const lastTwo = position % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${position}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[position % 10] ?? 'th';
  return `${position}${suffix}`;
}
