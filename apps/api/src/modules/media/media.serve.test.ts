import fs from 'node:fs/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { registerErrorHandling } from '../../http/error-handler.ts';
import { jpeg, pdf, png, tempDir, testConfig } from './media.fixtures.ts';
import { mediaServing, sendPrivate } from './media.serve.ts';
import { createMediaStore } from './media.store.ts';
import type { MediaStore } from './media.types.ts';

let dataDir: string;
let app: FastifyInstance;
let store: MediaStore;

/** The two pieces of the real app this plugin relies on: ctx and the one error path. */
async function appWith(env: Record<string, string>, media: MediaStore) {
  const a = Fastify();
  a.decorate('ctx', { config: testConfig(env), media } as AppContext);
  registerErrorHandling(a);
  await a.register(mediaServing);
  a.get<{ Params: { '*': string } }>('/private/*', (req, reply) => sendPrivate(reply, req.params['*']));
  await a.ready();
  return a;
}

beforeAll(async () => {
  dataDir = await tempDir();
  store = createMediaStore(testConfig({ DATA_DIR: dataDir }));
  app = await appWith({ DATA_DIR: dataDir }, store);
});
afterAll(async () => {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('GET /media/*', () => {
  it('serves a public image and its variants with long caching and no sniffing', async () => {
    const saved = await store.saveImage(await jpeg(), { folder: 'campaigns' });
    const res = await app.inject(store.publicUrl(saved.key)!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Opened on its own, a stored file runs nothing and loads nothing (issue 23).
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.rawPayload.equals((await store.read(saved.key))!.bytes)).toBe(true);

    const thumb = await app.inject(store.publicUrl(saved.key, '100_100_')!);
    expect([thumb.statusCode, Number(thumb.headers['content-length'])]).toEqual([200, thumb.rawPayload.length]);
  });

  it('answers a 404 envelope for a missing file', async () => {
    const res = await app.inject('/media/campaigns/doesnotexist.png');
    expect(res.statusCode).toBe(404);
    expect(res.json().status.code).toBe(104);
  });

  it('never reaches private files or anything outside the public folder', async () => {
    const privateImage = await store.saveImage(await png(), { folder: 'ids', visibility: 'private' });
    const doc = await store.saveDocument(pdf(), { folder: 'bills' });
    await fs.writeFile(`${dataDir}/uploads/secret.jpg`, 'secret');
    const urls = [
      `/media/${privateImage.key}`,
      `/media/${privateImage.key.replace('private/', '')}`,
      `/media/${doc.key}`,
      '/media/../secret.jpg',
      '/media/campaigns/..%2f..%2fsecret.jpg',
      '/media/%2e%2e/%2e%2e/secret.jpg',
      '/media/..%5csecret.jpg',
      '/media/',
    ];
    for (const url of urls) {
      const res = await app.inject(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('secret');
    }
  });

  it('is not served at all when files live in S3', async () => {
    const s3 = {
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_PUBLIC_URL: 'https://cdn.example.ng',
      DATA_DIR: dataDir,
    };
    const remote = await appWith(s3, store);
    expect(remote.hasRoute({ method: 'GET', url: '/media/*' })).toBe(false);
    expect(app.hasRoute({ method: 'GET', url: '/media/*' })).toBe(true);
    await remote.close();
  });
});

describe('sendPrivate', () => {
  it('sends a document uncached, unsniffed and as a download', async () => {
    const doc = await store.saveDocument(pdf(), { folder: 'bills' });
    const res = await app.inject(`/private/${doc.key}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'attachment; filename="document.pdf"',
    });
    expect(res.rawPayload.equals(pdf())).toBe(true);
  });

  it('shows a private image inline and answers 404 for an unknown key', async () => {
    const id = await store.saveDocument(await jpeg(), { folder: 'ids' });
    const res = await app.inject(`/private/${id.key}`);
    expect([res.statusCode, res.headers['content-type'], res.headers['content-disposition']]).toEqual([
      200,
      'image/jpeg',
      'inline; filename="document.jpg"',
    ]);
    const missing = await app.inject('/private/private/ids/notthereatall.jpg');
    expect([missing.statusCode, missing.json().status.code]).toEqual([404, 104]);
  });
});
