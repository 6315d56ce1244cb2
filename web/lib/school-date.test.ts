import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addMonthsToDate,
  formatLongDate,
  monthWeeks,
  ordinal,
  schoolToday,
  shortDateParts,
} from './school-date.ts';

describe('schoolToday', () => {
  it('is already the next day in India just after midnight IST (18:30 UTC)', () => {
    expect(schoolToday(new Date('2026-03-10T18:29:59Z'))).toBe('2026-03-10');
    expect(schoolToday(new Date('2026-03-10T18:30:00Z'))).toBe('2026-03-11');
  });

  it('gives the school date when the browser is on another date (Los Angeles afternoon)', () => {
    // 20:00 UTC = 01:30 on 11 March in India, 13:00 on 10 March in Los Angeles.
    expect(schoolToday(new Date('2026-03-10T20:00:00Z'))).toBe('2026-03-11');
  });

  it('crosses month and year ends at midnight IST', () => {
    expect(schoolToday(new Date('2025-12-31T18:29:00Z'))).toBe('2025-12-31');
    expect(schoolToday(new Date('2025-12-31T18:31:00Z'))).toBe('2026-01-01');
  });

  it('does not depend on the process time zone', () => {
    const instant = new Date('2026-11-21T19:00:00Z');
    expect(schoolToday(instant)).toBe('2026-11-22');
    expect(schoolToday(instant, 'America/Los_Angeles')).toBe('2026-11-21');
  });
});

describe('date arithmetic and formatting', () => {
  it('writes long dates with ordinals', () => {
    expect(formatLongDate('2026-11-22')).toBe('Sunday, 22nd November 2026');
    expect(formatLongDate('2026-03-11')).toBe('Wednesday, 11th March 2026');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal)).toEqual([
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
      '31st',
    ]);
    expect(shortDateParts('2026-11-22')).toEqual({ day: '22', month: 'Nov' });
  });

  it('moves across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28');
  });

  it('lays a month out in Sunday-first weeks', () => {
    const weeks = monthWeeks({ year: 2026, month: 3 });
    expect(weeks[0]![0]).toBe('2026-03-01'); // 1 March 2026 is a Sunday
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    // February 2026 fits in four weeks; it is still shown as six, like every month.
    expect(monthWeeks({ year: 2026, month: 2 })).toHaveLength(6);
    expect(weeks).toHaveLength(6);
  });
});
