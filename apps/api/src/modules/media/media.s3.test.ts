import fs from 'node:fs/promises';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg, jpegWithExif, GPS_DATUM, pdf, tempDir, testConfig } from './media.fixtures.ts';
import { createMediaStore } from './media.store.ts';
import type { MediaStore } from './media.types.ts';

/** The S3 backend against s3rver, a local S3-compatible server speaking the real REST API. */
const BUCKET = 'ireti-test';
let server: S3rver;
let dir: string;
let endpoint: string;
let store: MediaStore;

beforeAll(async () => {
  dir = await tempDir();
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  store = createMediaStore(
    testConfig({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: `${endpoint}/${BUCKET}/`,
    }),
  );
});
afterAll(async () => {
  await server?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/** What a browser gets at a URL (s3rver serves anonymous reads, as a public bucket would). */
const download = async (url: string) => {
  const res = await fetch(url);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
};

describe('S3 media store', () => {
  it('puts the original and variants at the bucket root, reachable at S3_PUBLIC_URL', async () => {
    const saved = await store.saveImage(await jpegWithExif(), { folder: 'campaigns' });
    expect(saved.key).toMatch(/^campaigns\/[a-z0-9]{12}\.jpg$/);
    const url = store.publicUrl(saved.key)!;
    expect(url).toBe(`${endpoint}/${BUCKET}/${saved.key}`);

    const original = await download(url);
    expect(original).toMatchObject({ status: 200, type: 'image/jpeg', cache: 'public, max-age=31536000, immutable' });
    expect(original.bytes.includes(GPS_DATUM)).toBe(false);

    const thumb = await download(store.publicUrl(saved.key, '60_60_')!);
    const m = await sharp(thumb.bytes).metadata();
    expect([thumb.status, m.width, m.height]).toEqual([200, 60, 60]);
    expect((await download(store.publicUrl(saved.key, '363_232_')!)).status).toBe(200);
    expect((await download(store.publicUrl(saved.key, '100_100_')!)).status).toBe(200);
  });

  it('reads back what it stored and forgets what it removed, variants included', async () => {
    const saved = await store.saveImage(await jpeg(), { folder: 'avatars' });
    const read = await store.read(saved.key);
    expect(read?.contentType).toBe('image/jpeg');
    expect(read?.bytes.equals((await download(store.publicUrl(saved.key)!)).bytes)).toBe(true);

    await store.remove(saved.key);
    expect(await store.read(saved.key)).toBeNull();
    expect((await download(store.publicUrl(saved.key, '60_60_')!)).status).toBe(404);
  });

  it('keeps documents under private/ with no public URL and no public cache', async () => {
    const doc = await store.saveDocument(pdf(), { folder: 'bills' });
    expect(doc.key).toMatch(/^private\/bills\/[a-z0-9]{12}\.pdf$/);
    expect(store.publicUrl(doc.key)).toBeNull();
    const read = await store.read(doc.key);
    expect(read?.contentType).toBe('application/pdf');
    expect(read?.bytes.equals(pdf())).toBe(true);
    // Only the bucket policy keeps private/ unreadable; here we check what the object says.
    expect((await download(`${endpoint}/${BUCKET}/${doc.key}`)).cache).toBe('private, no-store');
  });

  it('answers null for a key that is not there', async () => {
    expect(await store.read('campaigns/nothinghere.jpg')).toBeNull();
  });
});
