import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createUser, tokenFor } from '../../test/factories.ts';
import { nextIp } from '../payments/testing.ts';
import { gif, GPS_DATUM, jpegWithExif, png } from './media.fixtures.ts';
import { ImageMsg } from './media.image.ts';
import { UPLOADS_IN_MEMORY, UploadLimit, uploadQueue } from './media.limits.ts';
import { UploadMsg } from './upload.ts';

/**
 * Images as JSON data URLs (docs/decisions/033-campaign-images.md, 2026-11-25) through the real
 * app: the profile photo, the limits and the memory queue they share with multipart uploads, and
 * the document routes, which keep refusing base64. Campaign pictures: campaigns/images.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const signedIn = async () => {
  const user = await createUser(t.ctx.db);
  return { user, token: await tokenFor(t.ctx.db, user.id) };
};
const put = async (url: string, token: string | null, body: unknown, method: 'PUT' | 'POST' = 'PUT', ip = nextIp()) => {
  const res = await t.app.inject({
    method,
    url,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: ip,
  });
  return { statusCode: res.statusCode, body: JSON.parse(res.body) };
};
const imageKeyOf = async (id: number) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0]!.imageKey;
const publicFile = (url: string) => path.join(t.dataDir, 'uploads/public', url.replace(/^\/media\//, ''));

describe('PUT /account/image with a JSON data URL', () => {
  it('stores a PNG and a JPEG with the same variants as a multipart upload, without GPS; `id` is ignored', async () => {
    const { user, token } = await signedIn();
    const first = await put('/api/v1/account/image', token, { image: dataUrl(await png()), id: 12345 });
    expect(first.body.status.code).toBe(100);
    const url: string = first.body.entity.image_url;
    expect(url).toMatch(/^\/media\/avatars\/[a-z0-9]+\.png$/);
    for (const prefix of ['363_232_', '100_100_', '60_60_']) {
      const served = await t.app.inject({ method: 'GET', url: url.replace('/avatars/', `/avatars/${prefix}`) });
      expect(served.statusCode).toBe(200);
    }
    const second = await put('/api/v1/account/image', token, { image: dataUrl(await jpegWithExif(), 'image/jpeg') });
    expect(second.body.entity.image_url).toMatch(/\.jpg$/);
    const stored = await fs.readFile(publicFile(second.body.entity.image_url));
    expect(stored.includes(Buffer.from(GPS_DATUM))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(await imageKeyOf(user.id)).toMatch(/^avatars\/.*\.jpg$/);
  });

  it.each([
    ['a GIF', async () => ({ image: dataUrl(await gif(), 'image/gif') }), ImageMsg.notImage],
    ['a missing image', async () => ({ id: 1 }), UploadMsg.missingImage],
    [
      'a non-image MIME type',
      async () => ({ image: dataUrl(await png(), 'text/plain') }),
      'The data URL must be of an image: data:image/png;base64,… (PNG, JPEG or WebP)',
    ],
  ])('refuses %s with 108 and stores nothing', async (_name, body, message) => {
    const { user, token } = await signedIn();
    const res = await put('/api/v1/account/image', token, await body());
    expect(res.body.status).toEqual({ code: 108, desc: message });
    expect(await imageKeyOf(user.id)).toBeNull();
  });

  it('refuses a body that is not a JSON object with 101 and says what to send', async () => {
    const { token } = await signedIn();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account/image',
      payload: JSON.stringify([dataUrl(await png())]),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      remoteAddress: nextIp(),
    });
    expect(JSON.parse(res.body).entity.errors).toEqual({ _form: UploadMsg.jsonOrForm });
  });
});

describe('the upload limits count JSON uploads', () => {
  it('per account, across JSON and multipart routes', async () => {
    const { token } = await signedIn();
    const refused = { image: 'data:image/png;base64,' }; // cheap, refused, counted like any upload
    for (let i = 0; i < UploadLimit.perAccount.max; i++) {
      const url = i % 2 ? '/api/v1/account/image' : '/api/v1/image/upload?campaign=nosuchcamp';
      expect((await put(url, token, refused)).statusCode).not.toBe(429);
    }
    expect((await put('/api/v1/account/image', token, refused)).body.status.code).toBe(107);
    expect((await put('/api/v1/image/upload1?campaign=nosuchcamp', token, refused)).body.status.code).toBe(107);
  });

  it('per client address', async () => {
    const ip = '10.201.0.1';
    for (let i = 0; i < UploadLimit.perIp.max; i++) {
      expect((await put('/api/v1/account/image', null, { image: 'data:image/png;base64,' }, 'PUT', ip)).body.status.code).toBe(102);
    }
    expect((await put('/api/v1/account/image', null, { image: 'data:image/png;base64,' }, 'PUT', ip)).statusCode).toBe(429);
  });

  it.each([
    ['a small body', 64],
    ['a body larger than the JSON limit, spooled to disk first', 400],
  ])('hold %s out of memory until a place is free', async (_name, side) => {
    const { token } = await signedIn();
    // noise does not compress: a 400×400 PNG of it is well over the global JSON limit as base64
    const noise = sharp({
      create: { width: side, height: side, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    });
    const image = dataUrl(await noise.png().toBuffer());
    expect(image.length > 256 * 1024).toBe(side > 64);
    const held = await Promise.all(Array.from({ length: UPLOADS_IN_MEMORY }, () => uploadQueue.acquire()));
    const reply = put('/api/v1/account/image', token, { image });
    for (let i = 0; i < 400 && uploadQueue.waiting === 0; i++) await new Promise((r) => setTimeout(r, 5));
    expect([uploadQueue.active, uploadQueue.waiting]).toEqual([UPLOADS_IN_MEMORY, 1]);
    held.forEach((release) => release());
    expect((await reply).body.status.code).toBe(100);
    expect([uploadQueue.active, uploadQueue.waiting]).toEqual([0, 0]);
  });
});

describe('documents keep refusing base64', () => {
  it.each([
    ['PUT', '/api/v1/account/imageverification'],
    ['PUT', '/api/v1/account/imageverification/1'],
    ['POST', '/api/v1/account/verification/file'],
    ['POST', '/api/v1/volunteer/verification/electricity'],
  ] as const)('%s %s answers 108 to a data URL in "image" or "file"', async (method, url) => {
    const { token } = await signedIn();
    const image = dataUrl(await png());
    for (const body of [{ image }, { file: image }]) {
      const res = await put(url, token, body, method);
      expect(res.body.status).toEqual({ code: 108, desc: UploadMsg.base64 });
    }
  });
});
