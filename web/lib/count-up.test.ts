import { describe, expect, it } from 'vitest';
import { countUpDurationMs, countUpSteps, countUpValue } from './count-up.ts';

describe('countUpValue', () => {
  it('runs from 0 to the end value in 50 steps over 2000 ms', () => {
    expect(countUpSteps).toBe(50);
    expect(countUpDurationMs / countUpSteps).toBe(40);
    expect(countUpValue(0, 98)).toBe(0);
    expect(countUpValue(25, 98)).toBe(49);
    expect(countUpValue(50, 98)).toBe(98);
  });

  it('never goes down and never passes the end value', () => {
    let previous = 0;
    for (let step = 0; step <= countUpSteps; step += 1) {
      const value = countUpValue(step, 100);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(100);
      previous = value;
    }
    expect(countUpValue(80, 100)).toBe(100);
  });
});
