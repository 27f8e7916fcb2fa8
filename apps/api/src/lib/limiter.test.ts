import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import net from 'node:net';
import { Redis } from 'ioredis';
import { memoryLimiter, redisLimiter, type Limiter } from './limiter.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await new Promise<boolean>((resolve) => {
  const u = new URL(REDIS_URL);
  const s = net.connect(Number(u.port || 6379), u.hostname);
  s.once('connect', () => (s.destroy(), resolve(true)));
  s.once('error', () => resolve(false));
});

async function exercise(l: Limiter, key: string) {
  const results = [];
  for (let i = 0; i < 4; i++) results.push(await l.hit(key, 3, 60_000));
  expect(results).toEqual([true, true, true, false]);
  await l.reset(key);
  expect(await l.hit(key, 3, 60_000)).toBe(true);
  expect(await l.add(key, 60_000)).toBe(2);
  expect(await l.add(`${key}:other`, 60_000)).toBe(1);
}

describe('limiter', () => {
  it('counts hits per key in memory', async () => {
    await exercise(memoryLimiter(), 'login:ada');
  });

  it('starts a new window in memory once the old one is over', async () => {
    vi.useFakeTimers();
    try {
      const l = memoryLimiter();
      expect(await l.add('k', 1_000)).toBe(1);
      expect(await l.add('k', 1_000)).toBe(2);
      vi.advanceTimersByTime(1_000);
      expect(await l.add('k', 1_000)).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  describe.skipIf(!redisUp)('in Redis (shared by every instance)', () => {
    let redis: Redis;
    beforeAll(() => {
      redis = new Redis(REDIS_URL);
    });
    afterAll(() => redis.quit());
    it('counts hits per key across instances', async () => {
      const key = `login:${Math.random()}`;
      const a = redisLimiter(redis, 'test:');
      const b = redisLimiter(new Redis(REDIS_URL), 'test:');
      expect(await a.hit(key, 2, 60_000)).toBe(true);
      expect(await b.hit(key, 2, 60_000)).toBe(true);
      expect(await a.hit(key, 2, 60_000)).toBe(false);
      await exercise(a, `${key}:x`);
    });
  });
});
