import { describe, expect, it } from 'vitest';
import { typedNumber } from './typed-number.ts';

describe('typedNumber', () => {
  it('reads numbers as people type them', () => {
    expect(typedNumber(' 2022 ', '')).toBe(2022);
    expect(typedNumber('22.0797', null)).toBe(22.0797);
    expect(typedNumber('-7.5', null)).toBe(-7.5);
  });

  it('sends what is not a number as typed, and empty as asked', () => {
    expect(typedNumber('twenty', '')).toBe('twenty');
    expect(typedNumber('  ', null)).toBeNull();
    expect(typedNumber('', '')).toBe('');
  });
});
