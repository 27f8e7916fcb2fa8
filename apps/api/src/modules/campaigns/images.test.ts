import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { campaigns } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { gif, jpeg, jpegWithExif, GPS_DATUM, png, pngBomb } from '../media/media.fixtures.ts';
import { DataUrlMsg } from '../media/media.data-url.ts';
import { ImageMsg } from '../media/media.image.ts';
import { uploadQueue } from '../media/media.limits.ts';
import { IMAGE_JSON_BODY_LIMIT, UploadMsg } from '../media/upload.ts';
import { creator, rowCampaign, upload, type Person } from './campaigns.fixtures.ts';

let t: TestApp;
let owner: Person;
let stranger: Person;
let jsonOwner: Person;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await creator(t);
  stranger = await creator(t);
});
afterAll(() => t.close());

const rowOf = async (id: number) => (await t.database.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!;
/** The file behind a /media URL on the local-disk store. */
const fileOf = (url: string) => path.join(t.dataDir, 'uploads/public', url.replace(/^\/media\//, ''));
const exists = (p: string) =>
  fs.stat(p).then(
    () => true,
    () => false,
  );

describe('PUT /image/upload{n}?campaign=', () => {
  it('stores the feature image (no suffix or 0) and the gallery images (1–3) with their size variants', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 0 });
    const feature = await upload(t, 'PUT', `/api/v1/image/upload?campaign=${c.publicId}`, owner.token, await png(800, 500));
    expect(feature.body.status.code).toBe(100);
    expect(feature.body.entity.imageUrl).toMatch(/^\/media\/campaigns\/[a-z0-9]+\.png$/);
    expect(feature.body.entity.url).toBe(feature.body.entity.imageUrl);
    for (const prefix of ['', '363_232_', '100_100_', '60_60_']) {
      const file = fileOf(feature.body.entity.imageUrl.replace(/\/([a-z0-9]+\.png)$/, `/${prefix}$1`));
      expect(await exists(file)).toBe(true);
    }
    const card = await sharp(fileOf(feature.body.entity.imageUrl.replace(/\/([a-z0-9]+\.png)$/, '/363_232_$1'))).metadata();
    expect([card.width, card.height]).toEqual([363, 232]);

    for (const n of [1, 2, 3]) {
      const res = await upload(t, 'PUT', `/api/v1/image/upload${n}?campaign=${c.publicId}`, owner.token, await jpeg());
      expect(res.body.entity[`imageUrl${n}`]).toMatch(/\.jpg$/);
    }
    const row = await rowOf(c.id);
    expect([row.imageKey, row.image1Key, row.image2Key, row.image3Key].every(Boolean)).toBe(true);
    const detail = await t.call('GET', `/api/v1/campaign/${c.publicId}`, { token: owner.token });
    expect(detail.body.entity.imageUrl3).toBe(t.ctx.media.publicUrl(row.image3Key));
  });

  it('strips the metadata of phone photos (GPS position)', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 1 });
    const res = await upload(t, 'PUT', `/api/v1/image/upload0?campaign=${c.publicId}`, owner.token, await jpegWithExif(), 'phone.jpg');
    const stored = await fs.readFile(fileOf(res.body.entity.imageUrl));
    expect(stored.includes(Buffer.from(GPS_DATUM))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('replaces an image and removes the old files once the job runs', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 1 });
    const first = await upload(t, 'PUT', `/api/v1/image/upload1?campaign=${c.publicId}`, owner.token, await png());
    const second = await upload(t, 'PUT', `/api/v1/image/upload1?campaign=${c.publicId}`, owner.token, await png(400, 300));
    expect(second.body.entity.imageUrl1).not.toBe(first.body.entity.imageUrl1);
    expect(await exists(fileOf(first.body.entity.imageUrl1))).toBe(true);
    await t.ctx.jobs.drain();
    expect(await exists(fileOf(first.body.entity.imageUrl1))).toBe(false);
    expect(await exists(fileOf(second.body.entity.imageUrl1))).toBe(true);
  });

  it.each([
    ['a GIF', () => gif(), 'Only PNG, JPEG or WebP images are accepted'],
    ['text', async () => Buffer.from('hello, this is not an image at all'), 'Only PNG, JPEG or WebP images are accepted'],
    ['a decompression bomb', async () => pngBomb(30_000, 30_000), 'This image is too large (at most 12000 pixels on a side)'],
    ['an image of too many pixels', async () => pngBomb(10_000, 9_000), 'This image is too large (at most 40 megapixels)'],
  ])('refuses %s with 108, storing nothing', async (_name, bytes, message) => {
    const c = await rowCampaign(t, owner.user.id, { status: 1 });
    const res = await upload(t, 'PUT', `/api/v1/image/upload?campaign=${c.publicId}`, owner.token, await bytes());
    expect(res.body.status).toEqual({ code: 108, desc: message });
    expect((await rowOf(c.id)).imageKey).toBeNull();
  });

  it('refuses a file over 10 MB with 413/108', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 1 });
    const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await upload(t, 'PUT', `/api/v1/image/upload?campaign=${c.publicId}`, owner.token, big);
    expect(res.statusCode).toBe(413);
    expect(res.body.status.code).toBe(108);
    expect((await rowOf(c.id)).imageKey).toBeNull();
  });

  it('refuses base64 text inside the multipart form, pointing to the JSON body', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 1 });
    const res = await upload(
      t,
      'PUT',
      `/api/v1/image/upload?campaign=${c.publicId}`,
      owner.token,
      Buffer.from((await png()).toString('base64')),
    );
    expect(res.body.status).toEqual({ code: 108, desc: UploadMsg.base64InForm });
    expect((await rowOf(c.id)).imageKey).toBeNull();
  });

  it('refuses anyone but the owner, and a bad image number, and an unknown campaign', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 1 });
    const bytes = await png();
    expect((await upload(t, 'PUT', `/api/v1/image/upload?campaign=${c.publicId}`, stranger.token, bytes)).body.status.code).toBe(103);
    expect((await upload(t, 'PUT', `/api/v1/image/upload?campaign=${c.publicId}`, undefined, bytes)).body.status.code).toBe(102);
    const four = await upload(t, 'PUT', `/api/v1/image/upload4?campaign=${c.publicId}`, owner.token, bytes);
    expect(four.body.entity.errors.image).toBe('The image number must be 0, 1, 2 or 3');
    expect((await upload(t, 'PUT', '/api/v1/image/upload?campaign=nosuchcamp', owner.token, bytes)).body.status.code).toBe(104);
    expect((await upload(t, 'PUT', '/api/v1/image/upload', owner.token, bytes)).body.status.code).toBe(101);
    expect((await rowOf(c.id)).imageKey).toBeNull();
  });

  it.each([2, 3, 4])('refuses new pictures on a campaign in status %i (105)', async (status) => {
    const c = await rowCampaign(t, owner.user.id, { status });
    expect((await upload(t, 'PUT', `/api/v1/image/upload?campaign=${c.publicId}`, owner.token, await png())).body.status.code).toBe(105);
  });
});

/** The JSON form of an upload: `{ image: data URL, id? }`. */
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
/** `token` null: signed out. */
const putJson = (url: string, body: unknown, token: string | null = jsonOwner.token) =>
  t.call('PUT', url, { token: token ?? undefined, body: body as object });
const variantsOf = async (url: string) => {
  const out: boolean[] = [];
  for (const prefix of ['', '363_232_', '100_100_', '60_60_'])
    out.push(await exists(fileOf(url.replace(/\/([a-z0-9]+\.\w+)$/, `/${prefix}$1`))));
  return out;
};

describe('PUT /image/upload{n} with a JSON data URL', () => {
  // Its own owner per test: the account limit (40 uploads in 10 minutes) counts JSON uploads too.
  beforeEach(async () => {
    jsonOwner = await creator(t);
  });

  it('stores a PNG and a JPEG with the same variants as a multipart upload, the campaign named by id or ?campaign=', async () => {
    const c = await rowCampaign(t, jsonOwner.user.id, { status: 0 });
    const feature = await putJson('/api/v1/image/upload', { image: dataUrl(await png(800, 500)), id: c.publicId });
    expect(feature.statusCode).toBe(200);
    expect(feature.body.status).toEqual({ code: 100, desc: 'Image uploaded' });
    expect(feature.body.entity.imageUrl).toMatch(/^\/media\/campaigns\/[a-z0-9]+\.png$/);
    expect(await variantsOf(feature.body.entity.imageUrl)).toEqual([true, true, true, true]);
    const card = await sharp(fileOf(feature.body.entity.imageUrl.replace(/\/([a-z0-9]+\.png)$/, '/363_232_$1'))).metadata();
    expect([card.width, card.height]).toEqual([363, 232]);

    // the numeric _id as a JSON number; the query alone; both, agreeing
    const one = await putJson('/api/v1/image/upload1', { image: dataUrl(await jpeg(), 'image/jpeg'), id: c.id });
    expect(one.body.entity.imageUrl1).toMatch(/\.jpg$/);
    expect(await variantsOf(one.body.entity.imageUrl1)).toEqual([true, true, true, true]);
    const two = await putJson(`/api/v1/image/upload2?campaign=${c.publicId}`, { image: dataUrl(await png()) });
    const three = await putJson(`/api/v1/image/upload3?campaign=${c.publicId}`, {
      image: dataUrl(await png()),
      id: c.publicId.toUpperCase(),
    });
    expect([two.body.status.code, three.body.status.code]).toEqual([100, 100]);
    const row = await rowOf(c.id);
    expect([row.imageKey, row.image1Key, row.image2Key, row.image3Key].every(Boolean)).toBe(true);
  });

  it('judges the bytes, not the MIME type of the data URL, and strips GPS metadata', async () => {
    const c = await rowCampaign(t, jsonOwner.user.id, { status: 1 });
    const res = await putJson(`/api/v1/image/upload?campaign=${c.publicId}`, { image: dataUrl(await jpegWithExif(), 'image/png') });
    expect(res.body.entity.imageUrl).toMatch(/\.jpg$/);
    const stored = await fs.readFile(fileOf(res.body.entity.imageUrl));
    expect(stored.includes(Buffer.from(GPS_DATUM))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  const b64 = async () => (await png()).toString('base64');
  it.each([
    ['a GIF', async () => ({ image: dataUrl(await gif(), 'image/gif') }), 108, ImageMsg.notImage],
    ['text', async () => ({ image: dataUrl(Buffer.from('hello, this is not an image at all'), 'image/png') }), 108, ImageMsg.notImage],
    ['a decompression bomb', async () => ({ image: dataUrl(pngBomb(30_000, 30_000)) }), 108, ImageMsg.tooLong],
    ['an image of too many pixels', async () => ({ image: dataUrl(pngBomb(10_000, 9_000)) }), 108, ImageMsg.tooManyPixels],
    ['an empty image', async () => ({ image: 'data:image/png;base64,' }), 108, ImageMsg.empty],
    [
      'over 10 MB decoded',
      async () => ({ image: dataUrl(Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 1 - (await png()).length)])) }),
      108,
      ImageMsg.tooHeavy,
    ],
    [
      'base64 with a character outside its alphabet',
      async () => ({ image: `data:image/png;base64,${(await b64()).replace(/^(.{8})./, '$1*')}` }),
      108,
      DataUrlMsg.badBase64,
    ],
    [
      'URL-safe base64',
      async () => ({ image: `data:image/png;base64,${(await b64()).replace(/^(.{8})./, '$1-')}` }),
      108,
      DataUrlMsg.badBase64,
    ],
    [
      'base64 without its padding',
      async () => ({ image: `data:image/png;base64,${(await b64()).replace(/=+$/, '')}AAA` }),
      108,
      DataUrlMsg.badBase64,
    ],
    ['padding in the middle', async () => ({ image: `data:image/png;base64,AA==${await b64()}` }), 108, DataUrlMsg.badBase64],
    [
      'base64 broken into lines',
      async () => ({ image: `data:image/png;base64,${(await b64()).replace(/(.{76})/g, '$1\n')}` }),
      108,
      DataUrlMsg.badBase64,
    ],
    ['a non-image MIME type', async () => ({ image: `data:application/pdf;base64,${await b64()}` }), 108, DataUrlMsg.notImageType],
    ['a data URL without a type', async () => ({ image: `data:;base64,${await b64()}` }), 108, DataUrlMsg.notImageType],
    [
      'a data URL that is not base64',
      async () => ({ image: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>' }),
      108,
      DataUrlMsg.notDataUrl,
    ],
    ['bare base64', async () => ({ image: await b64() }), 108, DataUrlMsg.notDataUrl],
    ['a missing image', async () => ({}), 108, UploadMsg.missingImage],
    ['the data URL in the field "file"', async () => ({ file: dataUrl(await png()) }), 108, UploadMsg.missingImage],
    ['an image that is not text', async () => ({ image: { data: await b64() } }), 108, UploadMsg.imageNotText],
  ])('refuses %s with a clear 108, storing nothing', async (_name, body, code, message) => {
    const c = await rowCampaign(t, jsonOwner.user.id, { status: 1 });
    const before = await fs.readdir(path.join(t.dataDir, 'uploads/public/campaigns')).catch(() => []);
    const res = await putJson(`/api/v1/image/upload?campaign=${c.publicId}`, await body());
    expect(res.statusCode).toBe(422);
    expect(res.body.status).toEqual({ code, desc: message });
    expect((await rowOf(c.id)).imageKey).toBeNull();
    expect(await fs.readdir(path.join(t.dataDir, 'uploads/public/campaigns')).catch(() => [])).toEqual(before);
  });

  it('refuses a body over its limit with 413/108, and signed-out callers before reading it', async () => {
    const c = await rowCampaign(t, jsonOwner.user.id, { status: 1 });
    const huge = { image: `data:image/png;base64,${'A'.repeat(IMAGE_JSON_BODY_LIMIT)}` };
    const res = await putJson(`/api/v1/image/upload?campaign=${c.publicId}`, huge);
    expect(res.statusCode).toBe(413);
    expect(res.body.status.code).toBe(108);
    const anonymous = await putJson(
      `/api/v1/image/upload?campaign=${c.publicId}`,
      { image: dataUrl(await png(900, 900)) + ' '.repeat(300_000) },
      null,
    );
    expect(anonymous.body.status.code).toBe(102);
    expect((await rowOf(c.id)).imageKey).toBeNull();
    expect([uploadQueue.active, uploadQueue.waiting]).toEqual([0, 0]);
  });

  it('names the campaign by id or ?campaign=, refusing both when they differ', async () => {
    const c = await rowCampaign(t, jsonOwner.user.id, { status: 1 });
    const other = await rowCampaign(t, jsonOwner.user.id, { status: 1 });
    const image = dataUrl(await png());
    const differ = await putJson(`/api/v1/image/upload?campaign=${c.publicId}`, { image, id: other.publicId });
    expect(differ.body.status.code).toBe(101);
    expect(differ.body.entity.errors).toEqual({ id: 'The body names another campaign than ?campaign=' });
    const neither = await putJson('/api/v1/image/upload', { image });
    expect(neither.body.entity.errors).toEqual({ campaign: 'Name the campaign: ?campaign= in the address, or "id" in a JSON body' });
    expect((await putJson('/api/v1/image/upload', { image, id: 'nosuchcamp' })).body.status.code).toBe(104);
    expect((await putJson('/api/v1/image/upload', { image, id: 'bad\u0000id' })).body.status.code).toBe(101);
    expect((await putJson('/api/v1/image/upload', { image, id: c.publicId }, stranger.token)).body.status.code).toBe(103);
    expect((await putJson('/api/v1/image/upload', { image, id: c.publicId }, null)).body.status.code).toBe(102);
    expect([(await rowOf(c.id)).imageKey, (await rowOf(other.id)).imageKey]).toEqual([null, null]);
  });
});

describe('PUT /image/message{n}?campaign=', () => {
  it('stores the two thank-you images of a campaign closed for donations', async () => {
    const c = await rowCampaign(t, owner.user.id, { status: 3 });
    const first = await upload(t, 'PUT', `/api/v1/image/message1?campaign=${c.publicId}`, owner.token, await png());
    expect(first.body.entity.messageUrl1).toMatch(/^\/media\/campaigns\//);
    const json = await t.call('PUT', '/api/v1/image/message2', {
      token: owner.token,
      body: { image: dataUrl(await png(), 'image/png'), id: c.publicId },
    });
    expect(json.body.entity.messageUrl2).toMatch(/\.png$/);
    expect(await variantsOf(json.body.entity.messageUrl2)).toEqual([true, true, true, true]);
    const second = await upload(t, 'PUT', `/api/v1/image/message2?campaign=${c.publicId}`, owner.token, await jpeg());
    expect(second.body.entity).toMatchObject({ messageUrl1: first.body.entity.messageUrl1, messageUrl2: expect.stringMatching(/\.jpg$/) });
    const closed = await t.call('POST', `/api/v1/campaign/closecampaign/${c.publicId}`, {
      token: owner.token,
      body: { message: 'Thank you!' },
    });
    expect(closed.body.entity).toMatchObject({ status: 2, messageUrl2: second.body.entity.messageUrl2 });
  });

  it('refuses thank-you images before donations close, after closing, by others, and numbers other than 1 or 2', async () => {
    const live = await rowCampaign(t, owner.user.id, { status: 1 });
    expect((await upload(t, 'PUT', `/api/v1/image/message?campaign=${live.publicId}`, owner.token, await png())).body.status).toEqual({
      code: 105,
      desc: 'Close donations before adding the thank-you images',
    });
    const done = await rowCampaign(t, owner.user.id, { status: 2 });
    expect((await upload(t, 'PUT', `/api/v1/image/message2?campaign=${done.publicId}`, owner.token, await png())).body.status.code).toBe(
      105,
    );
    const c = await rowCampaign(t, owner.user.id, { status: 3 });
    expect((await upload(t, 'PUT', `/api/v1/image/message1?campaign=${c.publicId}`, stranger.token, await png())).body.status.code).toBe(
      103,
    );
    const three = await upload(t, 'PUT', `/api/v1/image/message3?campaign=${c.publicId}`, owner.token, await png());
    expect(three.body.entity.errors.image).toBe('The thank-you image number must be 1 or 2');
  });
});

describe('POST /pdf/uploadImage', () => {
  it("stores an editor image and its URL passes the description's allow-list", async () => {
    const res = await upload(t, 'POST', '/api/v1/pdf/uploadImage', owner.token, await png());
    expect(res.body.status.code).toBe(100);
    const url: string = res.body.entity.url;
    expect(url).toMatch(/^\/media\/campaigns\/[a-z0-9]+\.png$/);
    const created = await t.call('POST', '/api/v1/campaigns', {
      token: owner.token,
      body: {
        title: 'Pictures in the story',
        goal: 10000,
        category: 'Family',
        summary: 'A story with a picture',
        campaign_details: `<p>Our family</p><img src="${url}" alt="The family" onerror="x()">`,
        types: 'Non-reward based',
      },
    });
    expect(created.body.entity.description).toBe(`<p>Our family</p><img src="${url}" alt="The family" />`);
  });

  it('refuses visitors and users who may not create campaigns', async () => {
    expect((await upload(t, 'POST', '/api/v1/pdf/uploadImage', undefined, await png())).body.status.code).toBe(102);
    const user = await creator(t, { identityStatus: 'none' });
    expect((await upload(t, 'POST', '/api/v1/pdf/uploadImage', user.token, await png())).body.status.code).toBe(103);
  });
});
