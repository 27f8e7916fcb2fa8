import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the API shell', () => {
  it('answers health and readiness', async () => {
    expect((await t.call('GET', '/healthz')).body.status.code).toBe(100);
    const ready = await t.call('GET', '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.body.entity.database).toBe('up');
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
    const res = await t.call('POST', '/api/v1/email/support', { body: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(415);
    expect(res.body.status.code).toBe(101);
  });

  it('answers an oversized body with 413 in the envelope', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(300 * 1024), email: 'a@b.ng', mobile: '1', message: 'm' });
    const res = await t.call('POST', '/api/v1/email/support', { body: big, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(413);
    expect(res.body.status.code).toBe(108);
  });

  it('rejects unknown fields by name', async () => {
    const res = await t.call('POST', '/api/v1/email/support', {
      body: { name: 'Ada', email: 'ada@example.ng', mobile: '+2348012345678', message: 'Hi', admin: true },
    });
    expect(res.body.status.code).toBe(101);
    expect(res.body.entity.errors.admin).toBe('This field is not allowed');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.body.paths['/api/v1/misc/states']).toBeDefined();
  });

  it('sets security headers', async () => {
    const res = await t.call('GET', '/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});
