import { describe, expect, it } from 'vitest';
import { ordinal, rankByPoints, standingsTotals, type Score } from './standings-ranking.ts';

const team = (name: string, points: number, members?: number): Score => ({
  name,
  points,
  members,
});

describe('rankByPoints', () => {
  it('orders teams by points, highest first, keeping their other fields', () => {
    const houses = [
      { ...team('Rig Veda', 1800), colour: '#ca8a04' },
      { ...team('Sam Veda', 1780), colour: '#1d4ed8' },
      { ...team('Yajur Veda', 1920), colour: '#15803d' },
      { ...team('Atharva Veda', 1690), colour: '#b91c1c' },
    ];
    expect(rankByPoints(houses).map((entry) => [entry.name, entry.position, entry.colour])).toEqual(
      [
        ['Yajur Veda', 1, '#15803d'],
        ['Rig Veda', 2, '#ca8a04'],
        ['Sam Veda', 3, '#1d4ed8'],
        ['Atharva Veda', 4, '#b91c1c'],
      ],
    );
  });

  it('does not depend on the input order and does not change the input', () => {
    const input = [team('c', 10), team('a', 30), team('b', 20)];
    const copy = structuredClone(input);
    expect(rankByPoints(input).map((entry) => entry.name)).toEqual(['a', 'b', 'c']);
    expect(input).toEqual(copy);
  });

  it('gives tied teams the same position and skips the shared places', () => {
    const ranking = rankByPoints([team('a', 50), team('b', 80), team('c', 80), team('d', 20)]);
    expect(ranking.map((entry) => [entry.name, entry.position])).toEqual([
      ['b', 1],
      ['c', 1],
      ['a', 3],
      ['d', 4],
    ]);
  });

  it('puts every team first when all points are equal (a new year, before any points)', () => {
    const ranking = rankByPoints([team('a', 0), team('b', 0), team('c', 0)]);
    expect(ranking.map((entry) => entry.position)).toEqual([1, 1, 1]);
    expect(ranking.map((entry) => entry.name)).toEqual(['a', 'b', 'c']);
  });

  it('returns an empty ranking for no teams', () => {
    expect(rankByPoints([])).toEqual([]);
  });
});

describe('standingsTotals', () => {
  it('adds up the points and members', () => {
    expect(standingsTotals([team('a', 1920, 245), team('b', 1800, 220)])).toEqual({
      points: 3720,
      members: 465,
    });
  });

  it('counts no members for a team without a count, and is zero for no teams', () => {
    expect(standingsTotals([team('a', 3, 7), team('b', 4)])).toEqual({ points: 7, members: 7 });
    expect(standingsTotals([])).toEqual({ points: 0, members: 0 });
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
