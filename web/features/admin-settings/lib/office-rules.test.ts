import { describe, expect, it } from 'vitest';
import { circularNumberExample } from './office-rules.ts';

describe('circularNumberExample', () => {
  it('numbers the 14th circular of the academic year as the format says', () => {
    expect(circularNumberExample('{abbreviation}/{year}/{nnn}', 'SPS', '2026-11-27')).toBe(
      'SPS/2026-27/014',
    );
    expect(circularNumberExample('Circular {n} of {year}', 'SPS', '2027-02-01')).toBe(
      'Circular 14 of 2026-27',
    );
  });

  it('starts the academic year in April', () => {
    expect(circularNumberExample('{year}-{n}', 'SPS', '2027-04-01')).toBe('2027-28-14');
  });
});
