import { describe, expect, it } from 'vitest';
import { albumPlan, fileFractions, type AlbumEntry } from './album-photos.ts';

const file = (name: string) => new File(['x'], name);

describe('albumPlan', () => {
  it('lists kept and new photos in order, numbering the new ones by the files sent', () => {
    const entries: AlbumEntry[] = [
      { key: 'b', kind: 'new', file: file('b.jpg'), src: '', alt: 'B' },
      { key: 'a', kind: 'kept', id: 'id-a', src: '', alt: 'A' },
      { key: 'c', kind: 'new', file: file('c.jpg'), src: '', alt: 'C' },
    ];
    const { plan, files } = albumPlan(entries, 'c');
    expect(plan).toEqual([
      { upload: 0, alt: 'B' },
      { id: 'id-a', alt: 'A' },
      { upload: 1, alt: 'C', cover: true },
    ]);
    expect(files.map((f) => f.name)).toEqual(['b.jpg', 'c.jpg']);
  });
});

describe('fileFractions', () => {
  it('fills the files one after the other', () => {
    expect(fileFractions([100, 300], 0)).toEqual([0, 0]);
    expect(fileFractions([100, 300], 0.5)).toEqual([1, 1 / 3]);
    expect(fileFractions([100, 300], 1)).toEqual([1, 1]);
  });
});
