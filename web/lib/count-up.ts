export const countUpDurationMs = 2000;
export const countUpSteps = 50;

/** Value shown at `step` (0..steps) of a count-up to `endValue`: whole numbers, ending exactly. */
export function countUpValue(step: number, endValue: number, steps = countUpSteps): number {
  if (step >= steps) return endValue;
  if (step <= 0) return 0;
  return Math.floor((endValue * step) / steps);
}
