import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createUser, tokenFor } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { nextIp } from '../payments/testing.ts';
import { png } from './media.fixtures.ts';
import { UPLOADS_IN_MEMORY, UploadLimit, uploadQueue } from './media.limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** An upload that is refused for its content (a text file): cheap, yet counted like any other. */
async function upload(method: InjectOptions['method'], url: string, o: { token?: string; ip?: string } = {}) {
  const body = await multipart(Buffer.from('not a picture'), { filename: 'note.txt', type: 'text/plain' });
  const res = await t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(o.token ? { authorization: `Bearer ${o.token}` } : {}) },
    remoteAddress: o.ip ?? nextIp(),
  });
  return { statusCode: res.statusCode, code: JSON.parse(res.body).status.code as number };
}

describe('upload limits', () => {
  it('answer 429 (107) once an account has used its uploads, across every upload route and address', async () => {
    const user = await createUser(t.ctx.db, { email: 'many.uploads@example.ng' });
    const token = await tokenFor(t.ctx.db, user.id);
    const routes: [InjectOptions['method'], string][] = [
      ['PUT', '/api/v1/account/image'],
      ['PUT', '/api/v1/account/imageverification'],
      ['PUT', '/api/v1/account/imageverification/1'],
      ['POST', '/api/v1/account/verification/file'],
      ['POST', '/api/v1/volunteer/verification/electricity'],
      ['POST', '/api/v1/pdf/uploadImage'],
    ];
    const codes = new Set<number>();
    for (let i = 0; i < UploadLimit.perAccount.max; i++) {
      const [method, url] = routes[i % routes.length]!;
      const res = await upload(method, url, { token });
      expect(res.statusCode).not.toBe(429);
      codes.add(res.code);
    }
    expect(codes.has(107)).toBe(false);
    for (const [method, url] of routes) expect(await upload(method, url, { token })).toEqual({ statusCode: 429, code: 107 });

    // Another account is not held back by this one.
    const other = await createUser(t.ctx.db, { email: 'one.upload@example.ng' });
    expect((await upload('PUT', '/api/v1/account/image', { token: await tokenFor(t.ctx.db, other.id) })).statusCode).not.toBe(429);
  });

  it('answer 429 (107) once a client address has used its uploads on a route, signed in or not', async () => {
    const ip = '10.200.0.1';
    for (let i = 0; i < UploadLimit.perIp.max; i++) expect((await upload('PUT', '/api/v1/account/image', { ip })).code).toBe(102);
    expect(await upload('PUT', '/api/v1/account/image', { ip })).toEqual({ statusCode: 429, code: 107 });
    expect((await upload('PUT', '/api/v1/account/image', { ip: '10.200.0.2' })).code).toBe(102);
  });

  it('hold at most UPLOADS_IN_MEMORY uploads in memory, each place given back once its reply has gone', async () => {
    const user = await createUser(t.ctx.db, { email: 'photo@example.ng' });
    const token = await tokenFor(t.ctx.db, user.id);
    const held = await Promise.all(Array.from({ length: UPLOADS_IN_MEMORY }, () => uploadQueue.acquire()));
    const body = await multipart(await png(), { filename: 'me.png', type: 'image/png' });
    const reply = t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/image',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      remoteAddress: nextIp(),
    });
    // it arrives (on disk), then waits for a place
    for (let i = 0; i < 200 && uploadQueue.waiting === 0; i++) await new Promise((r) => setTimeout(r, 5));
    expect([uploadQueue.active, uploadQueue.waiting]).toEqual([UPLOADS_IN_MEMORY, 1]);
    held[0]!();
    const res = await reply;
    expect(JSON.parse(res.body).status.code).toBe(100);
    held.slice(1).forEach((release) => release());
    // every upload of this file (refused ones too) has given its place back
    expect([uploadQueue.active, uploadQueue.waiting]).toEqual([0, 0]);
  });
});
