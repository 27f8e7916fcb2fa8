import sharp, { type Sharp } from 'sharp';
import { uploadRejected } from '../../lib/errors.ts';
import type { Extension } from './media.keys.ts';
import { taskQueue } from './media.queue.ts';
import { sniffImage, type ImageFormat } from './media.sniff.ts';
import type { ImagePrefix } from './media.types.ts';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_INPUT_SIDE = 12_000;
export const MAX_STORED_SIDE = 2000;

/**
 * Memory: one image decoded at a time in this process (the others wait their turn, and at most
 * two uploads are held in memory: media.limits.ts), one libvips thread, no libvips operation
 * cache (every upload is a new image, so it would only hold memory). What remains is glibc's
 * per-thread arenas keeping freed decode buffers: run with MALLOC_ARENA_MAX=2 (docs/performance.md,
 * "Image uploads and memory": 20 simultaneous 40 MP uploads +175 MB with it, +302 MB without).
 */
export const DECODE_CONCURRENCY = 1;
export const decodeQueue = taskQueue(DECODE_CONCURRENCY);
sharp.cache(false);
sharp.concurrency(1);

export const ImageMsg = {
  empty: 'The file is empty',
  tooHeavy: 'This file is too large (at most 10 MB)',
  notImage: 'Only PNG, JPEG or WebP images are accepted',
  tooManyPixels: `This image is too large (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels)`,
  tooLong: `This image is too large (at most ${MAX_INPUT_SIDE} pixels on a side)`,
  unreadable: 'This image could not be read; it may be damaged',
} as const;

const SIZES: { prefix: Exclude<ImagePrefix, ''>; width: number; height: number }[] = [
  { prefix: '363_232_', width: 363, height: 232 },
  { prefix: '100_100_', width: 100, height: 100 },
  { prefix: '60_60_', width: 60, height: 60 },
];

const OUTPUT: Record<ImageFormat, { ext: Extension; contentType: string; encode: (s: Sharp) => Sharp }> = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg', encode: (s) => s.jpeg({ quality: 82, progressive: true, mozjpeg: true }) },
  // PNG stays PNG: lossless screenshots and logos, and link previews (WhatsApp) show PNG everywhere.
  png: { ext: 'png', contentType: 'image/png', encode: (s) => s.png({ adaptiveFiltering: true }) },
  webp: { ext: 'webp', contentType: 'image/webp', encode: (s) => s.webp({ quality: 82 }) },
};

export interface ProcessedImage {
  ext: Extension;
  contentType: string;
  width: number;
  height: number;
  original: Buffer;
  variants: { prefix: ImagePrefix; bytes: Buffer }[];
}

/** Refuses what is not a small-enough PNG, JPEG or WebP before any pixel is decoded. */
export async function checkImage(bytes: Buffer): Promise<ImageFormat> {
  if (bytes.length === 0) throw uploadRejected(ImageMsg.empty);
  if (bytes.length > MAX_FILE_BYTES) throw uploadRejected(ImageMsg.tooHeavy);
  const format = sniffImage(bytes);
  if (!format) throw uploadRejected(ImageMsg.notImage);
  // metadata() reads only the header (no pixels), so a bomb is refused by its declared size,
  // cheaply, with our own message rather than sharp's limit error.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta || !meta.width || !meta.height) throw uploadRejected(ImageMsg.unreadable);
  if (meta.format !== format) throw uploadRejected(ImageMsg.notImage);
  if (meta.width > MAX_INPUT_SIDE || meta.height > MAX_INPUT_SIDE) throw uploadRejected(ImageMsg.tooLong);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw uploadRejected(ImageMsg.tooManyPixels);
  return format;
}

/**
 * Checks, auto-rotates by EXIF, drops every piece of metadata (sharp writes none unless asked:
 * no EXIF, GPS, XMP or ICC — colours are converted to sRGB first) and re-encodes in the same
 * format. The original is kept at most 2000 px on its long side; variants are cut from it.
 */
export async function processImage(bytes: Buffer, opts: { variants: boolean }): Promise<ProcessedImage> {
  const format = await checkImage(bytes);
  return decodeQueue.run(() => reencode(bytes, OUTPUT[format], opts.variants));
}

async function reencode(bytes: Buffer, out: (typeof OUTPUT)[ImageFormat], withVariants: boolean): Promise<ProcessedImage> {
  try {
    // limitInputPixels again: the decoder, not only the header, must agree with the limit.
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true });
    const { data: original, info } = await out.encode(input).toBuffer({ resolveWithObject: true });
    const variants = withVariants
      ? await Promise.all(
          SIZES.map(async (s) => ({
            prefix: s.prefix,
            bytes: await out.encode(sharp(original).resize(s.width, s.height, { fit: 'cover' })).toBuffer(),
          })),
        )
      : [];
    return { ext: out.ext, contentType: out.contentType, width: info.width, height: info.height, original, variants };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw uploadRejected(ImageMsg.tooManyPixels);
    throw uploadRejected(ImageMsg.unreadable);
  }
}
