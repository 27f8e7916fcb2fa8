import { randomBytes } from 'node:crypto';
import { open, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { invalid, uploadRejected } from '../../http/errors.ts';
import { uploadSlot } from './media.limits.ts';
import { sniffImage } from './media.sniff.ts';

export const UploadMsg = {
  missing: 'Send the file as multipart/form-data in the field "file"',
  base64: 'Base64 images are not accepted; upload the file itself',
  imageNumber: 'The image number must be 0, 1, 2 or 3',
} as const;

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
 * held until the reply has gone.
 */
export async function readSingleFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) {
    const body = req.body as unknown;
    const text = typeof body === 'string' ? body : (body as { file?: unknown } | null)?.file;
    if (typeof text === 'string' && looksLikeBase64(text)) throw uploadRejected(UploadMsg.base64);
    throw uploadRejected(UploadMsg.missing);
  }
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
    if (base64) throw uploadRejected(UploadMsg.base64);
    if (!spooled) throw uploadRejected(UploadMsg.missing);
    await uploadSlot(req);
    const file = await readFile(spooled);
    if (bytesAreBase64Image(file)) throw uploadRejected(UploadMsg.base64);
    return file;
  } finally {
    if (spooled) await rm(spooled, { force: true });
  }
}

/**
 * The spec's image-number suffix ("PUT /image/upload" optionally followed by 0 to 3): absent or
 * empty means 0. Anything else is a 101 on the field "image".
 */
export function parseImageNumber(suffix: string | undefined): 0 | 1 | 2 | 3 {
  if (suffix === undefined || suffix === '') return 0;
  if (!/^[0-3]$/.test(suffix)) throw invalid({ image: UploadMsg.imageNumber });
  return Number(suffix) as 0 | 1 | 2 | 3;
}
