import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { surfaceOf } from './rate-limit-store.ts';

/**
 * One rate limit per route for /api/v1 and /api/v2 (decision 084): in memory and in Redis, the
 * forgot-password form's 10 per address are 10 whichever surface the forms came through.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await new Promise<boolean>((done) => {
  const u = new URL(REDIS_URL);
  const s = net.connect({ host: u.hostname, port: Number(u.port || 6379) }, () => (s.end(), done(true)));
  s.on('error', () => done(false));
  s.setTimeout(500, () => (s.destroy(), done(false)));
});

const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});

/** A fresh client address (Redis keeps counters between runs). */
const address = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

async function formsThroughBothSurfaces(t: TestApp): Promise<number[]> {
  const from = address();
  const codes: number[] = [];
  for (const prefix of [...Array(5).fill('/api/v1'), ...Array(6).fill('/api/v2')]) {
    const res = await t.app.inject({
      method: 'POST',
      url: `${prefix}/account/emailtoresetpassword`,
      payload: { email: `nobody-${Math.random().toString(36).slice(2)}@example.com` },
      remoteAddress: from,
    });
    codes.push(JSON.parse(res.body).status.code);
  }
  return codes;
}

describe('one rate limit for both API surfaces', () => {
  it('names a /api/v2 route by its /api/v1 address, and nothing else', () => {
    expect(surfaceOf('/api/v2/account/login')).toBe('/api/v1/account/login');
    expect(surfaceOf('/api/v1/account/login')).toBe('/api/v1/account/login');
    expect(surfaceOf('/api/v20/x')).toBe('/api/v20/x');
  });

  it('in memory: 5 forms on /api/v1 and 6 on /api/v2 from one address, the 11th is 107', async () => {
    const t = await buildTestApp();
    apps.push(t);
    const codes = await formsThroughBothSurfaces(t);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(100));
    expect(codes.at(-1)).toBe(107);
  });

  it.skipIf(!redisUp && !process.env.CI)('in Redis (every instance): the same', async () => {
    const t = await buildTestApp({ env: { REDIS_URL } });
    apps.push(t);
    const codes = await formsThroughBothSurfaces(t);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(100));
    expect(codes.at(-1)).toBe(107);
  });
});
