import { describe, expect, it } from 'vitest';
import { contrastRatio, isHexColour } from './colour-contrast.ts';

describe('contrast ratio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0b4f6c', '#0b4f6c')).toBeCloseTo(1, 5);
  });

  it('matches the WCAG figures people quote', () => {
    // #767676 on white is the lightest grey that passes AA: 4.54:1.
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('reads only #rgb and #rrggbb', () => {
    expect(isHexColour('#0b4f6c')).toBe(true);
    expect(isHexColour('#abc')).toBe(true);
    expect(isHexColour('0b4f6c')).toBe(false);
    expect(isHexColour('#0b4f6g')).toBe(false);
    expect(isHexColour('red')).toBe(false);
  });
});
