import { Redis } from 'ioredis';

/**
 * The Redis the scale-out tests use: REDIS_URL when set. Unset: those tests are skipped, except in
 * CI, where that stops the run. Set but unreachable: the run stops. Never skipped silently.
 */
export async function redisTestUrl(): Promise<string | undefined> {
  const url = process.env.REDIS_URL;
  if (!url) {
    if (process.env.CI === 'true') {
      throw new Error('CI=true but REDIS_URL is not set: the shared rate limit cannot be tested.');
    }
    console.warn('REDIS_URL is not set: the Redis rate limit tests are skipped.');
    return undefined;
  }
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`REDIS_URL is set but Redis is not reachable (${(error as Error).message}).`);
  } finally {
    redis.disconnect();
  }
  return url;
}
