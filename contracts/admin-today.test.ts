import { describe, expect, it } from 'vitest';
import { todayListLimit, todayListOf } from './admin-today.ts';

describe('todayListOf', () => {
  it('shows the first records and counts what it leaves out per kind', () => {
    const pages = Array.from({ length: todayListLimit }, (_, index) => ({
      kind: 'pages' as const,
      id: `page-${index}`,
    }));
    const notices = Array.from({ length: 3 }, (_, index) => ({
      kind: 'notices' as const,
      id: `notice-${index}`,
    }));
    const list = todayListOf([...pages.slice(0, 18), ...notices, ...pages.slice(18)]);
    expect(list.items).toHaveLength(todayListLimit);
    expect(list.total).toBe(todayListLimit + 3);
    // Left out: the third circular and the last two pages, each counted under its own kind.
    expect(list.rest).toEqual([
      { kind: 'notices', count: 1 },
      { kind: 'pages', count: 2 },
    ]);
  });

  it('leaves nothing out of a short list', () => {
    expect(todayListOf([{ kind: 'news' as const, id: 'a' }]).rest).toEqual([]);
  });
});
