import { describe, expect, it } from 'vitest';
import { dateNamesFor } from './date-names.ts';

describe('a typed day confirmed in words', () => {
  it('says the weekday and spells the month out, without an ordinal', () => {
    expect(dateNamesFor('en').weekdayDate('2026-11-27')).toBe('Friday, 27 November 2026');
    expect(dateNamesFor('en').weekdayDate('2028-02-29')).toBe('Tuesday, 29 February 2028');
  });

  it('says it in Hindi on a Hindi page', () => {
    expect(dateNamesFor('hi').weekdayDate('2026-11-27')).toBe('शुक्रवार, 27 नवंबर 2026');
  });

  it('says a time of day on the 12-hour clock, in no time zone', () => {
    expect(dateNamesFor('en').timeOfDay('14:30')).toMatch(/^2:30\s?pm$/);
    expect(dateNamesFor('en').timeOfDay('00:05')).toMatch(/^12:05\s?am$/);
  });
});
