import type { FastifyBaseLogger } from 'fastify';
import { connectRedis, watchConnection } from './pubsub';

/** Fixed-window counters shared by every server process when Redis is configured. */
export interface RateLimiter {
  /** Counts one hit for `key`; answers whether it is allowed and, if not, seconds until the window resets. */
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfter: number }>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: w.count <= limit, retryAfter: Math.max(1, Math.ceil((w.resetAt - t) / 1000)) };
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

/**
 * Counters in Redis. While Redis is away the limiter lets requests through (fails open, logged once):
 * sign-in and chat keep working through a Redis restart, unlimited for those seconds
 * (docs/decisions/0060). Commands fail at once while disconnected instead of queueing.
 */
export async function createRedisRateLimiter(url: string, prefix = '', log?: FastifyBaseLogger): Promise<RateLimiter> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  await connectRedis([redis]);
  const outage = watchConnection(redis, log, 'Redis (rate limits)', 'requests are not rate-limited until it is back');
  return {
    async hit(key, limit, windowMs) {
      const k = `${prefix}rl:${key}`;
      try {
        const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [[null, number], [null, number]];
        if (ttl < 0) await redis.pexpire(k, windowMs);
        const remaining = ttl < 0 ? windowMs : ttl;
        return { allowed: count <= limit, retryAfter: Math.max(1, Math.ceil(remaining / 1000)) };
      } catch (err) {
        outage?.failed(err, 'requests are not rate-limited until it is back');
        return { allowed: true, retryAfter: 1 };
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
