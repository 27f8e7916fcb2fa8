import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { DocMsg } from './media.document.ts';
import { GPS_DATUM, gif, jpeg, jpegWithExif, pdf, png, tempDir, testConfig } from './media.fixtures.ts';
import { ImageMsg } from './media.image.ts';
import { createMediaStore } from './media.store.ts';
import type { MediaStore } from './media.types.ts';

let dataDir: string;
let store: MediaStore;
const uploads = (...p: string[]) => path.join(dataDir, 'uploads', ...p);
const exists = (p: string) =>
  fs.access(p).then(
    () => true,
    () => false,
  );
const rejectionOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: AppError) => ({ code: e.code, message: e.message }),
  );

beforeAll(async () => {
  dataDir = await tempDir();
  store = createMediaStore(testConfig({ DATA_DIR: dataDir }));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('local media store', () => {
  it('stores a public image and its variants under uploads/public with opaque names', async () => {
    const saved = await store.saveImage(await jpeg(800, 600), { folder: 'campaigns' });
    expect(saved).toMatchObject({ width: 800, height: 600, contentType: 'image/jpeg' });
    const [, name] = /^campaigns\/([a-z0-9]{12})\.jpg$/.exec(saved.key) ?? [];
    expect(name).toBeDefined();
    const files = (await fs.readdir(uploads('public', 'campaigns'))).sort();
    expect(files).toEqual([`100_100_${name}.jpg`, `363_232_${name}.jpg`, `60_60_${name}.jpg`, `${name}.jpg`].sort());
    const card = await sharp(uploads('public', 'campaigns', `363_232_${name}.jpg`)).metadata();
    expect([card.width, card.height]).toEqual([363, 232]);

    expect(store.publicUrl(saved.key)).toBe(`/media/campaigns/${name}.jpg`);
    expect(store.publicUrl(saved.key, '60_60_')).toBe(`/media/campaigns/60_60_${name}.jpg`);
    const read = await store.read(saved.key);
    expect(read?.contentType).toBe('image/jpeg');
    expect(read?.bytes.equals(await fs.readFile(uploads('public', saved.key)))).toBe(true);
  });

  it('gives every upload a new key', async () => {
    const bytes = await png();
    const [a, b] = await Promise.all([store.saveImage(bytes, { folder: 'avatars' }), store.saveImage(bytes, { folder: 'avatars' })]);
    expect(a.key).not.toBe(b.key);
  });

  it('removes an image with all its variants', async () => {
    const saved = await store.saveImage(await png(), { folder: 'gone' });
    await store.remove(saved.key);
    expect(await fs.readdir(uploads('public', 'gone'))).toEqual([]);
    expect(await store.read(saved.key)).toBeNull();
  });

  it('keeps a private image under uploads/private, with no public URL', async () => {
    const saved = await store.saveImage(await jpeg(), { folder: 'ids', visibility: 'private' });
    expect(saved.key).toMatch(/^private\/ids\/[a-z0-9]{12}\.jpg$/);
    expect(await exists(uploads('private', saved.key.slice('private/'.length)))).toBe(true);
    expect(await exists(uploads('public', 'ids'))).toBe(false);
    expect(store.publicUrl(saved.key)).toBeNull();
  });

  it('stores a PDF document privately, byte for byte', async () => {
    const doc = await store.saveDocument(pdf(), { folder: 'bills' });
    expect(doc.key).toMatch(/^private\/bills\/[a-z0-9]{12}\.pdf$/);
    expect(doc.contentType).toBe('application/pdf');
    expect(store.publicUrl(doc.key)).toBeNull();
    expect((await store.read(doc.key))?.bytes.equals(pdf())).toBe(true);
    await store.remove(doc.key);
    expect(await store.read(doc.key)).toBeNull();
  });

  it('stores an image document privately, without GPS and without variants', async () => {
    const doc = await store.saveDocument(await jpegWithExif(), { folder: 'national-ids' });
    expect(doc.contentType).toBe('image/jpeg');
    expect(await fs.readdir(uploads('private', 'national-ids'))).toEqual([doc.key.split('/').pop()]);
    const stored = (await store.read(doc.key))!.bytes;
    expect(stored.includes(GPS_DATUM)).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it.each([
    ['a GIF', gif, DocMsg.notDocument],
    ['a text file', async () => Buffer.from('hello, I am a plain text file'), DocMsg.notDocument],
    ['a PDF cut short', async () => pdf().subarray(0, 40), DocMsg.brokenPdf],
    ['an empty file', async () => Buffer.alloc(0), ImageMsg.empty],
  ])('refuses %s as a document with 108', async (_n, make, message) => {
    expect(await rejectionOf(store.saveDocument(await make(), { folder: 'docs' }))).toEqual({ code: 108, message });
  });

  it('refuses a PDF as an image', async () => {
    expect(await rejectionOf(store.saveImage(pdf(), { folder: 'campaigns' }))).toEqual({ code: 108, message: ImageMsg.notImage });
  });

  it('refuses folders that could escape or collide', async () => {
    for (const folder of ['../etc', 'a/b', 'private', '', 'UPPER']) {
      await expect(store.saveImage(await png(), { folder })).rejects.toThrow(/invalid media folder/);
    }
  });

  it('answers null for keys that are not its own, and passes absolute URLs through', async () => {
    expect(store.publicUrl(null)).toBeNull();
    expect(store.publicUrl(undefined, '60_60_')).toBeNull();
    expect(store.publicUrl('../../etc/passwd')).toBeNull();
    expect(store.publicUrl('https://graph.facebook.com/1/picture')).toBe('https://graph.facebook.com/1/picture');
    expect(await store.read('../../../etc/passwd')).toBeNull();
    expect(await store.read('campaigns/nosuchfile.jpg')).toBeNull();
    await expect(store.remove('campaigns/../../x')).resolves.toBeUndefined();
  });
});

describe('createMediaStore', () => {
  it('refuses an S3 bucket without a public URL', () => {
    // The configuration itself refuses it now, before a store is made; either refusal names the variable.
    const env = { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(() => createMediaStore(testConfig(env))).toThrow(/S3_PUBLIC_URL/);
  });
});
