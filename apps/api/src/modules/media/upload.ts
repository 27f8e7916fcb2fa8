import { randomBytes } from 'node:crypto';
import { open, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { errorCodes, type FastifyReply, type FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { z } from 'zod';
import { requireUser } from '../../http/auth.ts';
import { invalid, uploadRejected } from '../../lib/errors.ts';
import { decodeDataUrl } from './media.data-url.ts';
import { MAX_FILE_BYTES } from './media.image.ts';
import { uploadLimits, uploadSlot } from './media.limits.ts';
import { sniffImage } from './media.sniff.ts';

export const UploadMsg = {
  missing: 'Send the file as multipart/form-data in the field "file"',
  base64: 'Base64 images are not accepted; upload the file itself',
  imageNumber: 'The image number must be 0, 1, 2 or 3',
  missingImage: 'Send the image as multipart/form-data in the field "file", or as JSON with a data URL in the field "image"',
  base64InForm: 'In multipart/form-data send the image file itself; a base64 data URL goes in a JSON body, in the field "image"',
  imageNotText: 'The field "image" must be a data URL: data:image/png;base64,… (PNG, JPEG or WebP)',
  jsonOrForm: 'Send JSON { "image": "data:image/…;base64,…" } or multipart/form-data with the file in the field "file"',
} as const;

/**
 * The largest body of an image route: a 10 MB image as base64 (4/3 of it) in a JSON object, plus
 * room for the data URL's header and the other fields. Only image routes take it (route-level
 * `bodyLimit`); every other JSON body keeps the global limit (app.ts).
 */
export const IMAGE_JSON_BODY_LIMIT = Math.ceil((MAX_FILE_BYTES * 4) / 3) + 64 * 1024;
/** The global JSON body limit (app.ts): a body this small is read like any other. */
const SMALL_BODY = 256 * 1024;

/**
 * A data: URL, or a long run of base64 alphabet only. The spec refuses base64 images: they are a
 * third larger on paid mobile data and skip the multipart size limit.
 */
export function looksLikeBase64(text: string): boolean {
  const t = text.trim();
  if (/^data:[^,]*;base64,/i.test(t)) return true;
  const compact = t.replace(/\s+/g, '');
  return compact.length >= 64 && /^[A-Za-z0-9+/_-]+={0,2}$/.test(compact);
}

/** File bytes that are base64 text of an image rather than the image (a .txt of base64). */
function bytesAreBase64Image(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 256).toString('latin1').trim();
  if (/^data:[^,]*;base64,/i.test(head)) return true;
  if (!looksLikeBase64(head)) return false;
  return sniffImage(Buffer.from(head.replace(/\s+/g, ''), 'base64')) !== null;
}

/**
 * Writes the part to a temporary file as it arrives: a slow upload holds disk, not memory, and no
 * place among the uploads held in memory (media.limits.ts).
 */
async function spool(req: FastifyRequest, part: MultipartFile): Promise<string> {
  const file = path.join(os.tmpdir(), `ireti-upload-${randomBytes(8).toString('hex')}`);
  const out = await open(file, 'wx', 0o600);
  try {
    for await (const chunk of part.file) {
      if (part.file.truncated) throw new req.server.multipartErrors.RequestFileTooLargeError();
      await out.write(chunk as Buffer);
    }
    if (part.file.truncated) throw new req.server.multipartErrors.RequestFileTooLargeError();
    return file;
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  } finally {
    await out.close();
  }
}

/**
 * The bytes of the one multipart file in the field "file". The multipart plugin's limits
 * (10 MB, one file) answer 413/108 through the error handler before this returns. On an upload
 * route (media.limits.ts) the bytes enter memory only once a place is free, and the place is
 * held until the reply has gone. Base64 (a text field, a file of base64 text) is refused with
 * `base64Msg`.
 */
async function readMultipartFile(req: FastifyRequest, base64Msg: string): Promise<Buffer> {
  let spooled: string | undefined;
  let base64 = false;
  try {
    // Every part is read to the end, so the request is fully consumed whatever comes first.
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && !spooled) spooled = await spool(req, part);
        else part.file.resume();
      } else if (part.fieldname === 'file' && typeof part.value === 'string' && looksLikeBase64(part.value)) {
        base64 = true;
      }
    }
    if (base64) throw uploadRejected(base64Msg);
    if (!spooled) throw uploadRejected(UploadMsg.missing);
    await uploadSlot(req);
    const file = await readFile(spooled);
    if (bytesAreBase64Image(file)) throw uploadRejected(base64Msg);
    return file;
  } finally {
    if (spooled) await rm(spooled, { force: true });
  }
}

/**
 * A document (identity papers, bills): multipart only. The spec refuses base64 for documents
 * (§5: "Document images must not be base64 data"), in a JSON body as in the form.
 */
export async function readSingleFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) {
    const body = req.body as unknown;
    // `image` too: the JSON form the image routes take (readSingleImage) is refused here by name.
    const fields =
      typeof body === 'string' ? [body] : [(body as { file?: unknown } | null)?.file, (body as { image?: unknown } | null)?.image];
    if (fields.some((text) => typeof text === 'string' && looksLikeBase64(text))) throw uploadRejected(UploadMsg.base64);
    throw uploadRejected(UploadMsg.missing);
  }
  return readMultipartFile(req, UploadMsg.base64);
}

/**
 * A picture (profile photo, campaign pictures): the multipart file "file", or a JSON body whose
 * field "image" is a data URL (docs/decisions/033-campaign-images.md, 2026-11-25). Both give the
 * bytes to the same checks (media.image.ts: sniffing, pixel limits, re-encoding) under the same
 * limits; a route taking it spreads `imageUploadLimits` and declares `imageUploadBody`.
 */
export async function readSingleImage(req: FastifyRequest): Promise<Buffer> {
  if (req.isMultipart()) return readMultipartFile(req, UploadMsg.base64InForm);
  const body = req.body as unknown;
  if (body === undefined || body === null) throw uploadRejected(UploadMsg.missingImage);
  if (typeof body !== 'object' || Array.isArray(body)) throw uploadRejected(UploadMsg.jsonOrForm);
  const image = (body as { image?: unknown }).image;
  if (image === undefined || image === null || image === '') throw uploadRejected(UploadMsg.missingImage);
  if (typeof image !== 'string') throw uploadRejected(UploadMsg.imageNotText);
  await uploadSlot(req);
  return decodeDataUrl(image);
}

/**
 * An image route's body, for validation and the OpenAPI document: `file` in multipart/form-data
 * (not validated here: the multipart plugin leaves the body empty), `image` in JSON. Types are
 * left to readSingleImage, so that every refusal of the picture is one 108 with its own message.
 */
export const imageUploadFields = z.object(
  {
    file: z
      .unknown()
      .optional()
      .meta({ type: 'string', format: 'binary', description: 'multipart/form-data: the image file (PNG, JPEG or WebP, at most 10 MB)' }),
    image: z
      .unknown()
      .optional()
      .meta({ type: 'string', description: 'application/json: the image as a data URL, data:image/png;base64,… (at most 10 MB decoded)' }),
  },
  { error: UploadMsg.jsonOrForm },
);
// A multipart request leaves the body null.
export const imageUploadBody = imageUploadFields.nullish();

/**
 * A body too large for the global JSON limit (a data URL) goes to a temporary file as it arrives,
 * like a multipart file: a slow client holds disk, not memory. Then it waits for a place among the
 * uploads held in memory, and only then is it parsed. Signed-out callers are refused before their
 * body is read (every image route needs a session).
 */
async function spoolLargeBody(req: FastifyRequest, _reply: FastifyReply, payload: Readable): Promise<Readable | undefined> {
  if (/^multipart\//i.test(String(req.headers['content-type'] ?? ''))) return undefined;
  const length = Number(req.headers['content-length']);
  if (length <= SMALL_BODY) return undefined;
  requireUser(req);
  if (length > IMAGE_JSON_BODY_LIMIT) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
  const file = path.join(os.tmpdir(), `ireti-upload-${randomBytes(8).toString('hex')}`);
  try {
    const out = await open(file, 'wx', 0o600);
    try {
      let received = 0;
      for await (const chunk of payload) {
        received += (chunk as Buffer).length;
        if (received > IMAGE_JSON_BODY_LIMIT) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
        await out.write(chunk as Buffer);
      }
    } finally {
      await out.close();
    }
    await uploadSlot(req);
    // The name goes at once; the open file stays readable until the parser has read it.
    const opened = await open(file, 'r');
    return opened.createReadStream();
  } finally {
    await rm(file, { force: true });
  }
}

/** Spread into an image route's options: the upload limits, the larger body limit, the spooling. */
export const imageUploadLimits = {
  ...uploadLimits,
  bodyLimit: IMAGE_JSON_BODY_LIMIT,
  preParsing: [...uploadLimits.preParsing, spoolLargeBody],
};

/**
 * The spec's image-number suffix ("PUT /image/upload" optionally followed by 0 to 3): absent or
 * empty means 0. Anything else is a 101 on the field "image".
 */
export function parseImageNumber(suffix: string | undefined): 0 | 1 | 2 | 3 {
  if (suffix === undefined || suffix === '') return 0;
  if (!/^[0-3]$/.test(suffix)) throw invalid({ image: UploadMsg.imageNumber });
  return Number(suffix) as 0 | 1 | 2 | 3;
}
