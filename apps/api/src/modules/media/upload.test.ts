import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { registerErrorHandling } from '../../http/error-handler.ts';
import { png } from './media.fixtures.ts';
import { looksLikeBase64, parseImageNumber, readSingleFile, UploadMsg } from './upload.ts';

let app: FastifyInstance;
const sha = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');

beforeAll(async () => {
  // The same JSON body limit and multipart limits as app.ts.
  app = Fastify({ bodyLimit: 256 * 1024 });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10, parts: 12 }, throwFileSizeLimit: true });
  registerErrorHandling(app);
  app.post('/upload', async (req) => {
    const bytes = await readSingleFile(req);
    return ok({ size: bytes.length, sha: sha(bytes) });
  });
  await app.ready();
});
afterAll(() => app.close());

/** A real multipart/form-data body, encoded by the platform's own FormData. */
async function multipartOf(parts: [name: string, value: string | Blob, filename?: string][]) {
  const form = new FormData();
  for (const [name, value, filename] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, filename);
  }
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), headers: { 'content-type': req.headers.get('content-type')! } };
}

const post = (body: { payload: Buffer | string | object; headers?: Record<string, string> }) =>
  app.inject({ method: 'POST', url: '/upload', ...body });

describe('readSingleFile', () => {
  it('returns the bytes of the file in the field "file"', async () => {
    const image = await png();
    const res = await post(
      await multipartOf([
        ['note', 'hello'],
        ['file', new Blob([image], { type: 'text/plain' }), 'x.txt'],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().entity).toEqual({ size: image.length, sha: sha(image) });
  });

  it('takes a file far larger than the JSON body limit', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024, 0xa7);
    const res = await post(await multipartOf([['file', new Blob([bytes]), 'big.jpg']]));
    expect(res.json().entity).toEqual({ size: bytes.length, sha: sha(bytes) });
  });

  it.each([
    ['a JSON body', { payload: { title: 'no file here' } }],
    ['a file in another field', null],
    ['no body', { payload: '', headers: { 'content-type': 'text/plain' } }],
  ])('answers 108 for %s', async (_n, body) => {
    const res = await post(body ?? (await multipartOf([['image', new Blob([await png()]), 'a.png']])));
    expect(res.statusCode).toBe(422);
    expect(res.json().status).toEqual({ code: 108, desc: UploadMsg.missing });
  });

  it.each([
    ['a JSON data: URL', async () => ({ payload: { file: `data:image/png;base64,${(await png()).toString('base64')}` } })],
    ['a bare base64 blob in a text field', async () => multipartOf([['file', (await png()).toString('base64')]])],
    ['a data: URL in a text field', async () => multipartOf([['file', `data:image/jpeg;base64,${(await png()).toString('base64')}`]])],
    ['a file holding base64 text', async () => multipartOf([['file', new Blob([(await png()).toString('base64')]), 'img.png']])],
  ])('refuses %s', async (_n, make) => {
    const res = await post(await make());
    expect(res.statusCode).toBe(422);
    expect(res.json().status).toEqual({ code: 108, desc: UploadMsg.base64 });
  });

  it('refuses a second file and a file over 10 MB through the multipart limits', async () => {
    const two = await post(
      await multipartOf([
        ['file', new Blob([await png()]), 'a.png'],
        ['file', new Blob([await png()]), 'b.png'],
      ]),
    );
    expect(two.json().status).toEqual({ code: 108, desc: 'Send one file in the field "file"' });
    const big = await post(await multipartOf([['file', new Blob([Buffer.alloc(10 * 1024 * 1024 + 1)]), 'big.png']]));
    expect(big.statusCode).toBe(413);
    expect(big.json().status.code).toBe(108);
  });
});

describe('looksLikeBase64', () => {
  it('tells base64 from ordinary text', () => {
    expect(looksLikeBase64('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(looksLikeBase64('QUJD'.repeat(20))).toBe(true);
    expect(looksLikeBase64('QUJD')).toBe(false);
    expect(looksLikeBase64('A photo of our new classroom in Ibadan, taken last week by the school.')).toBe(false);
  });
});

describe('parseImageNumber', () => {
  it('accepts nothing or 0 to 3', () => {
    expect([undefined, '', '0', '1', '2', '3'].map(parseImageNumber)).toEqual([0, 0, 0, 1, 2, 3]);
  });

  it.each(['4', '-1', '01', 'a', ' 1'])('answers 101 on the field "image" for %j', (suffix) => {
    try {
      parseImageNumber(suffix);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code: 101, errors: { image: UploadMsg.imageNumber } });
    }
  });
});
