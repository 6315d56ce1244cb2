/** The answer to one attempt: allowed, or how long until the next attempt is. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts attempts per key (a client address). In memory for one server; in Redis (REDIS_URL) when
 * several servers must share one count.
 */
export interface RateLimiter {
  /** Counts one attempt and says whether it is within the limit. */
  hit(key: string): Promise<RateDecision>;
  /** Takes back one counted attempt (one that succeeded), so only failures use up the limit. */
  release(key: string): Promise<void>;
}

export type RatePolicy = { max: number; windowSeconds: number };

/** Makes the app's limiters, each with its own name and policy, on one store. */
export type RateLimiterFactory = (name: string, policy: RatePolicy) => RateLimiter;

type Window = { count: number; resetsAt: number };

/** The decision for the `count`th attempt of a window that ends in `remainingMs`. */
export function decide(count: number, max: number, remainingMs: number): RateDecision {
  if (count <= max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
}

/**
 * Fixed windows in memory. The map is bounded: expired windows are swept as it grows, and when
 * an attack with many addresses still fills it the oldest windows go first.
 */
export function createMemoryRateLimiter(
  options: RatePolicy & {
    maxKeys?: number;
    now?: () => number;
  },
): RateLimiter {
  const { max, windowSeconds, maxKeys = 10_000, now = Date.now } = options;
  const windows = new Map<string, Window>();

  const sweep = (time: number) => {
    for (const [key, window] of windows) if (window.resetsAt <= time) windows.delete(key);
    // Map keeps insertion order, so the first keys are the oldest windows.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };

  const current = (key: string, time: number) => {
    const window = windows.get(key);
    return window && window.resetsAt > time ? window : undefined;
  };

  return {
    async hit(key) {
      const time = now();
      let window = current(key, time);
      if (!window) {
        if (windows.size >= maxKeys) sweep(time);
        windows.delete(key);
        window = { count: 0, resetsAt: time + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return decide(window.count, max, window.resetsAt - time);
    },

    async release(key) {
      const window = current(key, now());
      if (window && window.count > 0) window.count -= 1;
    },
  };
}

export const memoryRateLimiters: RateLimiterFactory = (_name, policy) =>
  createMemoryRateLimiter(policy);
