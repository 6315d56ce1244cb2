/**
 * Tilt of each inactive testimonial photo: "random" between -10 and +10 degrees, but from a
 * fixed seed, so the pre-rendered HTML and the first browser render agree (Math.random would
 * make hydration mismatch) and the stack looks the same on every visit.
 */
export function tiltAngles(count: number, seed = 20_22): number[] {
  let state = seed;
  const next = () => {
    // Park–Miller generator: tiny, deterministic, good enough for decoration.
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
  return Array.from({ length: count }, () => Math.round(next() * 20 - 10));
}
