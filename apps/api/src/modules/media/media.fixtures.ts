import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { loadConfig, type Config } from '../../config.ts';

/** Test-only helpers: real images made with sharp, and a throw-away DATA_DIR. */

export const tempDir = () => fs.mkdtemp(path.join(os.tmpdir(), 'ireti-media-'));

export const testConfig = (env: Record<string, string>): Config => loadConfig({ NODE_ENV: 'test', ...env });

/** A gradient (not flat colour) so that crops and re-encodes produce real, distinct pixels. */
export function picture(width: number, height: number, channels: 3 | 4 = 3) {
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      data[i] = (x * 255) / width;
      data[i + 1] = (y * 255) / height;
      data[i + 2] = 128;
      if (channels === 4) data[i + 3] = 200;
    }
  return sharp(data, { raw: { width, height, channels } });
}

export const png = (w = 320, h = 200) => picture(w, h, 4).png().toBuffer();
export const jpeg = (w = 320, h = 200) => picture(w, h).jpeg().toBuffer();
export const webp = (w = 320, h = 200) => picture(w, h).webp().toBuffer();
export const gif = () => picture(40, 40).gif().toBuffer();

/** A camera-like JPEG: rotated by EXIF (orientation 6), with a camera make, GPS and XMP. */
export const CAMERA_MAKE = 'IretiTestCamera';
export const GPS_DATUM = 'WGS-84-LAGOS';
export const jpegWithExif = () =>
  picture(300, 200)
    .jpeg()
    .withExif({
      IFD0: { Make: CAMERA_MAKE },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 27/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 23/1 0/1',
        GPSMapDatum: GPS_DATUM,
      },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .withIccProfile('p3')
    .withMetadata({ orientation: 6 })
    .toBuffer();

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};

/** A valid PNG header declaring huge dimensions over a few bytes of data: a decompression bomb. */
export function pngBomb(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
