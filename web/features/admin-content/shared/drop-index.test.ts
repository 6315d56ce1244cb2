import { describe, expect, it } from 'vitest';
import { dropIndex, slotAt } from './drop-index.ts';
import { move } from './item-buttons.tsx';

const list = ['a', 'b', 'c', 'd'];
const dropped = (from: number, slot: number) => move(list, from, dropIndex(from, slot));

describe('where a dragged entry lands', () => {
  it('goes into the gap it was dropped in, above or below, whichever way it travelled', () => {
    expect(dropped(3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(dropped(2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(dropped(0, 2)).toEqual(['b', 'a', 'c', 'd']);
    expect(dropped(0, 4)).toEqual(['b', 'c', 'd', 'a']);
    expect(dropped(1, 4)).toEqual(['a', 'c', 'd', 'b']);
  });

  it('stays put when dropped in the gap just above or just below itself', () => {
    expect(dropIndex(1, 1)).toBe(1);
    expect(dropIndex(1, 2)).toBe(1);
    expect(dropped(1, 2)).toEqual(list);
  });

  it('takes the gap above an entry over its upper half and the gap below over its lower half', () => {
    expect(slotAt(2, 110, 100, 140)).toBe(2);
    expect(slotAt(2, 120, 100, 140)).toBe(2);
    expect(slotAt(2, 121, 100, 140)).toBe(3);
    expect(slotAt(2, 139, 100, 140)).toBe(3);
  });
});
