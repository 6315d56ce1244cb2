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

const readScript = `
return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1])}
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
  // `check` asks about an attempt not counted yet: it is the stored count plus one.
  const decideWith = async (script: string, key: string, uncounted: 0 | 1) => {
    try {
      const [count, remainingMs] = (await redis.eval(
        script,
        1,
        `${keyPrefix}${key}`,
        windowSeconds * 1000,
      )) as [number, number];
      return decide(count + uncounted, max, remainingMs);
    } catch (error) {
      log.warn({ err: error }, 'rate limit store unreachable; attempt let through');
      return { allowed: true } as const;
    }
  };
  return {
    hit: (key) => decideWith(hitScript, key, 0),
    check: (key) => decideWith(readScript, key, 1),
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
