import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerSecurityHeaders } from './security-headers.ts';

/**
 * The document headers (CSP, framing, opener, referrer…) go with pages and the service worker's
 * script only; every answer keeps nosniff, the resource policy and HSTS (docs/performance.md,
 * "The data budget").
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.get('/page', async (_req, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><p>hi</p>'));
  app.get('/sw.js', async (_req, reply) => reply.type('text/javascript').send('self.addEventListener("fetch", () => {})'));
  app.get('/assets/app.js', async (_req, reply) => reply.type('text/javascript').send('console.log(1)'));
  app.get('/assets/app-1a2b3c.js', async (_req, reply) =>
    reply.type('text/javascript').header('cache-control', 'public, max-age=31536000, immutable').send('console.log(2)'),
  );
  app.get('/api/v1/thing', async () => ({ status: { code: 100, desc: 'ok' }, entity: null }));
  app.get('/own', async (_req, reply) =>
    reply.type('text/html').header('content-security-policy', "default-src 'none'; sandbox").send('<p>x</p>'),
  );
  await app.ready();
});
afterAll(() => app.close());

const get = async (url: string) => (await app.inject({ method: 'GET', url })).headers;

describe('security headers', () => {
  it('every answer: no sniffing, the resource policy and HSTS', async () => {
    for (const url of ['/page', '/sw.js', '/assets/app.js', '/api/v1/thing']) {
      const h = await get(url);
      expect([url, h['x-content-type-options'], h['cross-origin-resource-policy']]).toEqual([url, 'nosniff', 'same-site']);
      expect(h['strict-transport-security']).toMatch(/^max-age=\d+/);
    }
  });

  it('a page and the service worker carry the document headers; a script or JSON answer does not', async () => {
    for (const url of ['/page', '/sw.js?v=2']) {
      const h = await get(url);
      expect(h['content-security-policy'], url).toContain("script-src 'self'");
      expect(h['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(h['referrer-policy'], url).toBe('no-referrer');
    }
    for (const url of ['/assets/app.js', '/api/v1/thing']) {
      const h = await get(url);
      expect([url, h['content-security-policy'], h['x-frame-options'], h['cross-origin-opener-policy']]).toEqual([
        url,
        undefined,
        undefined,
        undefined,
      ]);
    }
  });

  it('a hashed, immutable asset keeps nosniff and the resource policy, without HSTS (its page carried it)', async () => {
    const h = await get('/assets/app-1a2b3c.js');
    expect([h['x-content-type-options'], h['cross-origin-resource-policy'], h['strict-transport-security']]).toEqual([
      'nosniff',
      'same-site',
      undefined,
    ]);
  });

  it('keeps a policy the route set itself', async () => {
    expect((await get('/own'))['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});
