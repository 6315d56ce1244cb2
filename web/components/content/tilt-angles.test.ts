import { describe, expect, it } from 'vitest';
import { tiltAngles } from './tilt-angles.ts';

describe('tiltAngles', () => {
  it('stays within -10..+10 degrees and is the same on every call', () => {
    const angles = tiltAngles(50);
    expect(angles.every((angle) => angle >= -10 && angle <= 10)).toBe(true);
    expect(tiltAngles(50)).toEqual(angles);
    expect(new Set(angles).size).toBeGreaterThan(5);
  });
});
