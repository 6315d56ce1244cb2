import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import {
  decide,
  type RateLimiter,
  type RateLimiterFactory,
  type RatePolicy,
} from './rate-limiter.ts';

// Count and window start in one step: a key that is new (or expired) gets its expiry with its
// first hit, so parallel hits on several servers can never leave a key without one.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

// Never below zero, and never on an expired key (DECR would create one without expiry).
const releaseScript = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

/**
 * Fixed windows in Redis, shared by every server instance that uses the same Redis. When Redis
 * cannot be reached the attempt is let through (and logged): a parent's message matters more than
 * the limit, which only slows scripts down.
 */
export function createRedisRateLimiter(
  options: RatePolicy & { redis: Redis; log: FastifyBaseLogger; keyPrefix: string },
): RateLimiter {
  const { redis, max, windowSeconds, log, keyPrefix } = options;
  const hit = async (key: string) => {
    try {
      const [count, remainingMs] = (await redis.eval(
        hitScript,
        1,
        `${keyPrefix}${key}`,
        windowSeconds * 1000,
      )) as [number, number];
      return decide(count, max, remainingMs);
    } catch (error) {
      log.warn({ err: error }, 'rate limit store unreachable; attempt let through');
      return { allowed: true } as const;
    }
  };
  return {
    hit,
    release: async (key) => {
      try {
        await redis.eval(releaseScript, 1, `${keyPrefix}${key}`);
      } catch (error) {
        log.warn({ err: error }, 'rate limit store unreachable; attempt not released');
      }
    },
  };
}

/** The app's limiters on one Redis, each under `<keyPrefix><name>:`. */
export function redisRateLimiters(
  redis: Redis,
  log: FastifyBaseLogger,
  keyPrefix = 'school-site:',
): RateLimiterFactory {
  return (name, policy) =>
    createRedisRateLimiter({ redis, ...policy, log, keyPrefix: `${keyPrefix}${name}:` });
}

/** A connection for the limiter that never queues: while Redis is down, a hit fails at once. */
export function connectRateLimitRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (error) => log.warn({ err: error }, 'rate limit store connection error'));
  return redis;
}
