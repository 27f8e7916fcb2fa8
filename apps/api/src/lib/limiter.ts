import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for limits keyed by something other than the IP (an account, an e-mail
 * address): in memory by default, in Redis when REDIS_URL is set so every instance shares them.
 */
export interface Limiter {
  /** Counts one hit on `key`; true while the count is within `max` for the window. */
  hit(key: string, max: number, windowMs: number): Promise<boolean>;
  /** Counts one hit on `key` and returns the count of the current window (1 for a new window). */
  add(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
}

export function memoryLimiter(): Limiter {
  const windows = new Map<string, { count: number; until: number }>();
  const add = async (key: string, windowMs: number) => {
    const now = Date.now();
    let w = windows.get(key);
    if (!w || w.until <= now) {
      w = { count: 0, until: now + windowMs };
      windows.set(key, w);
      if (windows.size > 100_000) for (const [k, v] of windows) if (v.until <= now) windows.delete(k);
    }
    return ++w.count;
  };
  return {
    add,
    async hit(key, max, windowMs) {
      return (await add(key, windowMs)) <= max;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function redisLimiter(redis: Redis, prefix = 'ireti:limit:'): Limiter {
  const add = async (key: string, windowMs: number) => {
    const k = prefix + key;
    const [[, count]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[unknown, number]];
    return count;
  };
  return {
    add,
    async hit(key, max, windowMs) {
      return (await add(key, windowMs)) <= max;
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
