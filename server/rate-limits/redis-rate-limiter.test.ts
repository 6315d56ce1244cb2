import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisRateLimiter } from './redis-rate-limiter.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const log = pino({ level: 'silent' });

describe.runIf(redisUrl)('redis rate limiter', () => {
  const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
  // Each test counts under its own prefix: the SQLite and PostgreSQL projects share one Redis.
  const limiterWith = (max: number, windowSeconds: number) =>
    createRedisRateLimiter({ redis, max, windowSeconds, log, keyPrefix: `test:${randomUUID()}:` });
  afterAll(() => redis.quit());

  it('allows max hits per window and key, then tells how long to wait', async () => {
    const limiter = limiterWith(2, 60);
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('b')).allowed).toBe(true);
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('counts parallel hits exactly once each', async () => {
    const limiter = limiterWith(10, 60);
    const decisions = await Promise.all(Array.from({ length: 25 }, () => limiter.hit('burst')));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
  });

  it('takes back a released attempt, never below zero', async () => {
    const limiter = limiterWith(1, 60);
    await limiter.release('a');
    await limiter.hit('a');
    await limiter.release('a');
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(false);
  });

  it('opens a new window when the old one has expired', async () => {
    const limiter = limiterWith(1, 1);
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('lets a submission through when Redis cannot be reached', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    const limiter = createRedisRateLimiter({
      redis: unreachable,
      max: 0,
      windowSeconds: 60,
      log,
      keyPrefix: 'test:',
    });
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    await expect(limiter.release('a')).resolves.toBeUndefined();
    unreachable.disconnect();
  });
});
