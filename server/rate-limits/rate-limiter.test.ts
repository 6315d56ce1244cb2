import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limiter.ts';

describe('memory rate limiter', () => {
  it('allows max hits per window and key, then tells how long to wait', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({ max: 2, windowSeconds: 60, now: () => now });
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('b')).allowed).toBe(true);
    now = 15_000;
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    now = 60_000;
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('stays bounded when many addresses come at once', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({
      max: 1,
      windowSeconds: 60,
      maxKeys: 100,
      now: () => now,
    });
    for (let index = 0; index < 1000; index++) await limiter.hit(`ip-${index}`);
    // The newest key is still counted, so its second hit is refused.
    expect((await limiter.hit('ip-999')).allowed).toBe(false);
    now = 61_000;
    expect((await limiter.hit('ip-999')).allowed).toBe(true);
  });

  it('takes back a released attempt, never below zero', async () => {
    const limiter = createMemoryRateLimiter({ max: 1, windowSeconds: 60, now: () => 0 });
    await limiter.release('a');
    await limiter.hit('a');
    await limiter.release('a');
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(false);
  });
});
