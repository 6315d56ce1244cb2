import { describe, expect, it } from 'vitest';
import { houseTotals, ordinal, rankHouses, type HouseScore } from './house-ranking.ts';
import { houses } from './houses-content.ts';

const house = (id: string, points: number, students = 0): HouseScore => ({
  id,
  name: id,
  points,
  students,
});

describe('rankHouses', () => {
  it('orders the school houses by points, highest first', () => {
    const ranking = rankHouses(houses);
    expect(ranking.map((entry) => [entry.name, entry.points, entry.position])).toEqual([
      ['Yajur Veda', 1920, 1],
      ['Rig Veda', 1800, 2],
      ['Sam Veda', 1780, 3],
      ['Atharva Veda', 1690, 4],
    ]);
  });

  it('does not depend on the input order and does not change the input', () => {
    const input = [house('c', 10), house('a', 30), house('b', 20)];
    const copy = structuredClone(input);
    expect(rankHouses(input).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
    expect(input).toEqual(copy);
  });

  it('gives tied houses the same position and skips the shared places', () => {
    const ranking = rankHouses([house('a', 50), house('b', 80), house('c', 80), house('d', 20)]);
    expect(ranking.map((entry) => [entry.id, entry.position])).toEqual([
      ['b', 1],
      ['c', 1],
      ['a', 3],
      ['d', 4],
    ]);
  });

  it('puts every house first when all points are equal', () => {
    const ranking = rankHouses([house('a', 5), house('b', 5), house('c', 5)]);
    expect(ranking.map((entry) => entry.position)).toEqual([1, 1, 1]);
    expect(ranking.map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });

  it('returns an empty ranking for no houses', () => {
    expect(rankHouses([])).toEqual([]);
  });
});

describe('houseTotals', () => {
  it('adds up the points and students of the school houses', () => {
    expect(houseTotals(houses)).toEqual({
      points: 1920 + 1800 + 1780 + 1690,
      students: 245 + 220 + 235 + 210,
    });
    expect(houseTotals(houses)).toEqual({ points: 7190, students: 910 });
  });

  it('is zero for no houses', () => {
    expect(houseTotals([])).toEqual({ points: 0, students: 0 });
  });

  it('sums any values', () => {
    expect(houseTotals([house('a', 3, 7), house('b', 4, 8)])).toEqual({ points: 7, students: 15 });
  });
});

describe('ordinal', () => {
  it('writes positions as 1st, 2nd, 3rd, 4th', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
    ]);
  });
});
