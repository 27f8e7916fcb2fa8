import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from './test/build-app.ts';
import { freshDatabase, type TestDatabase } from './test/db.ts';
import { loadConfig } from './config.ts';
import { createContext } from './bootstrap.ts';
import { buildApp } from './app.ts';
import { prettyLogStream, REQUEST_LINE } from './http/request-log.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the API shell', () => {
  it('answers health and readiness', async () => {
    expect((await t.call('GET', '/healthz')).body).toEqual({ status: { code: 100, desc: 'Successful' }, entity: { ok: true } });
    const ready = await t.call('GET', '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.body.entity.database).toBe('up');
  });

  it('is ready while every connection of the request pool is taken (the probe does not queue behind requests)', async () => {
    const pool = t.database.pool;
    const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    try {
      const ready = await t.call('GET', '/readyz');
      expect([ready.statusCode, ready.body.entity]).toEqual([200, { database: 'up' }]);
    } finally {
      for (const c of held) c.release();
    }
  });

  it('answers an unknown API route with 104 in the envelope, never HTML', async () => {
    const res = await t.call('GET', '/api/v1/no/such/route');
    expect(res.statusCode).toBe(404);
    expect(res.body.status.code).toBe(104);
    expect(String(res.headers['content-type'])).toContain('application/json');
  });

  it('answers malformed JSON with 101', async () => {
    const res = await t.call('POST', '/api/v1/email/support', { body: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(422);
    expect(res.body.status).toEqual({ code: 101, desc: 'The request body is not valid JSON' });
  });

  it('answers a wrong content type with the envelope', async () => {
    const res = await t.call('POST', '/api/v1/email/support', {
      body: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.body.status.code).toBe(101);
  });

  it('answers an oversized body with 413 in the envelope', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(300 * 1024), email: 'a@b.ng', mobile: '1', message: 'm' });
    const res = await t.call('POST', '/api/v1/email/support', { body: big, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(413);
    expect(res.body.status.code).toBe(108);
  });

  it('ignores unknown fields (decision 008): the request is answered as without them', async () => {
    const res = await t.call('POST', '/api/v1/email/support', {
      body: { name: 'Ada', email: 'ada@example.ng', mobile: '+2348012345678', message: 'Hi', admin: true },
    });
    expect(res.body).toEqual({ status: { code: 100, desc: 'Message sent' }, entity: { sent: true } });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.body.paths['/api/v1/misc/states']).toBeDefined();
  });

  it('sets security headers (the document ones on pages only: security-headers.test.ts)', async () => {
    const res = await t.call('GET', '/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('compresses an answer of 1 KB or more for a client that asks, and the public cache keeps it whole', async () => {
    const c = await buildTestApp({ env: { PUBLIC_CACHE: 'on' } });
    try {
      // the cache serves once its change listener is up
      for (let i = 0; i < 300 && !c.app.publicCache!.serving; i++) await new Promise((r) => setTimeout(r, 10));
      const plain = await c.app.inject({ method: 'GET', url: '/api/v1/misc/states' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(1024);
      const br = await c.app.inject({ method: 'GET', url: '/api/v1/misc/states', headers: { 'accept-encoding': 'br, gzip' } });
      expect([br.headers['content-encoding'], br.headers['x-cache']]).toEqual(['br', 'hit']);
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
      const gz = await c.app.inject({ method: 'GET', url: '/api/v1/misc/states', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      // after compressed answers, the cache still answers a client that cannot decompress
      const again = await c.app.inject({ method: 'GET', url: '/api/v1/misc/states' });
      expect([again.headers['content-encoding'], again.headers['x-cache'], again.body]).toEqual([undefined, 'hit', plain.body]);
      // a small answer is sent as it is
      const small = await c.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
      expect(small.headers['content-encoding']).toBeUndefined();
    } finally {
      await c.close();
    }
  });
});

/** The real app with its logger writing into `lines` (one parsed object a line). */
async function loggedApp(env: Record<string, string> = {}, through: (w: Writable) => NodeJS.WritableStream = (w) => w) {
  const database: TestDatabase = await freshDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ireti-app-'));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, DATA_DIR: dataDir, ...env });
  const ctx = createContext(config, database, { log: { error: () => {} } });
  let text = '';
  const stream = new Writable({
    write(chunk, _enc, done) {
      text += String(chunk);
      done();
    },
  });
  const app: FastifyInstance = await buildApp(ctx, { logger: { level: 'info', stream: through(stream) } });
  await app.ready();
  return {
    app,
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, any>),
    close: async () => {
      await ctx.jobs.stop();
      await app.close();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

const helpForm = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/email/support',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { name: 'Ada', email: 'ada@example.ng', mobile: '+2348012345678', message: 'Hello' },
  });
const codeOf = (res: { body: string }) => JSON.parse(res.body).status.code as number;
/** The client address the app saw for each request, as its request log says. */
const seenAddresses = (lines: Record<string, any>[]) => lines.filter((l) => l.msg === REQUEST_LINE).map((l) => l.req.remoteAddress);

describe('the client address (TRUST_PROXY, decision 007)', () => {
  it('with no proxy trusted (production too), ignores a spoofed X-Forwarded-For: the per-IP limit still fires', async () => {
    const a = await loggedApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://ireti.test' });
    try {
      const codes = [];
      for (let i = 1; i <= 6; i++) codes.push(codeOf(await helpForm(a.app, '203.0.113.7', `198.51.100.${i}`)));
      expect(codes).toEqual([100, 100, 100, 100, 100, 107]);
      expect(new Set(seenAddresses(a.lines()))).toEqual(new Set(['203.0.113.7']));
    } finally {
      await a.close();
    }
  });

  it('behind one trusted proxy by address, takes the client from the header, and only from that proxy', async () => {
    const a = await loggedApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const codes = [];
      for (let i = 1; i <= 6; i++) codes.push(codeOf(await helpForm(a.app, '127.0.0.1', '198.51.100.1')));
      expect(codes).toEqual([100, 100, 100, 100, 100, 107]);
      // Another client behind the same proxy has its own count.
      expect(codeOf(await helpForm(a.app, '127.0.0.1', '198.51.100.2'))).toBe(100);
      // A client that reaches the app directly cannot name another address.
      await helpForm(a.app, '203.0.113.9', '198.51.100.3');
      expect(seenAddresses(a.lines())).toEqual([...Array(6).fill('198.51.100.1'), '198.51.100.2', '203.0.113.9']);
    } finally {
      await a.close();
    }
  });

  it('behind one proxy by hop count, takes the address that proxy appended, not what the client wrote', async () => {
    const a = await loggedApp({ TRUST_PROXY: '1' });
    try {
      await helpForm(a.app, '10.0.0.5', '6.6.6.6, 198.51.100.4');
      expect(seenAddresses(a.lines())).toEqual(['198.51.100.4']);
    } finally {
      await a.close();
    }
  });
});

describe('the request log (no secrets)', () => {
  it('writes one JSON line per request, with its status and how long it took', async () => {
    const a = await loggedApp();
    try {
      await a.app.inject({ method: 'GET', url: '/healthz' });
      await a.app.inject({ method: 'GET', url: '/api/v1/no/such/route' });
      const lines = a.lines();
      expect(lines.map((l) => [l.msg, l.req?.url, l.res?.statusCode])).toEqual([
        [REQUEST_LINE, '/healthz', 200],
        [REQUEST_LINE, '/api/v1/no/such/route', 404],
      ]);
      for (const l of lines) expect(typeof l.responseTime).toBe('number');
    } finally {
      await a.close();
    }
  });

  it('in development, prints one readable line per request, redacted', async () => {
    const a = await loggedApp({}, (w) => prettyLogStream(w));
    try {
      await a.app.inject({
        method: 'GET',
        url: '/api/v1/account/resetpassword/RESETSECRET123?token=QUERYSECRET1',
        headers: { authorization: 'Bearer BEARERSECRET1' },
      });
      await a.app.inject({ method: 'GET', url: '/healthz' });
      const lines = a.text().split('\n').filter(Boolean);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(
        /^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/v1\/account\/resetpassword\/\[REDACTED\]\?token=\[REDACTED\] → \d{3} \d+ms$/,
      );
      expect(lines[1]).toMatch(/INFO: GET \/healthz → 200 \d+ms$/);
      for (const secret of ['RESETSECRET123', 'QUERYSECRET1', 'BEARERSECRET1']) expect(a.text()).not.toContain(secret);
    } finally {
      await a.close();
    }
  });

  it('never holds a reset or verification token, a code or a credential', async () => {
    const a = await loggedApp();
    try {
      await a.app.inject({
        method: 'GET',
        url: '/api/v1/account/resetpassword/RESETSECRET123?token=QUERYSECRET1',
        headers: {
          authorization: 'Bearer BEARERSECRET1',
          cookie: 'sid=COOKIESECRET1',
          referer: 'http://localhost:3000/reset_password/REFERERSECRET1',
        },
      });
      await a.app.inject({ method: 'GET', url: '/reset_password/PAGESECRET1' });
      await a.app.inject({ method: 'GET', url: '/verify_email/VERIFYSECRET1' });
      await a.app.inject({ method: 'GET', url: '/api/v1/account/facebook/callback?code=CODESECRET1&state=STATESECRET1' });
      const text = a.text();
      expect(text).toContain('/api/v1/account/resetpassword/[REDACTED]');
      for (const secret of [
        'RESETSECRET123',
        'QUERYSECRET1',
        'BEARERSECRET1',
        'COOKIESECRET1',
        'REFERERSECRET1',
        'PAGESECRET1',
        'VERIFYSECRET1',
        'CODESECRET1',
        'STATESECRET1',
      ])
        expect(text).not.toContain(secret);
      const first = a.lines().find((l) => l.msg === REQUEST_LINE)!;
      expect(first.req.headers).toMatchObject({ authorization: '[REDACTED]', cookie: '[REDACTED]' });
    } finally {
      await a.close();
    }
  });
});
