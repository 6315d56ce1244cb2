import { Redis } from 'ioredis';
import { serviceUrl } from './service-url.ts';

/**
 * The Redis the rate limit tests use: REDIS_URL when set (see serviceUrl for unset). Set but
 * unreachable: the run stops.
 */
export async function redisTestUrl(): Promise<string | undefined> {
  const url = serviceUrl('REDIS_URL', 'the Redis rate limit tests');
  if (!url) return undefined;
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
