import { describe, expect, it } from 'vitest';
import { newestFirst } from './newest-first.ts';

describe('newest first', () => {
  it('puts the largest key first and leaves the list it was given as it was', () => {
    const items = [{ at: '2026-01-02' }, { at: '2026-03-01 09:00' }, { at: '2026-03-01 08:00' }];
    expect(newestFirst(items, (item) => item.at).map((item) => item.at)).toEqual([
      '2026-03-01 09:00',
      '2026-03-01 08:00',
      '2026-01-02',
    ]);
    expect(items[0]?.at).toBe('2026-01-02');
  });
});
