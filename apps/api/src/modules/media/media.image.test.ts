import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { CAMERA_MAKE, GPS_DATUM, gif, jpeg, jpegWithExif, pdf, png, pngBomb, webp } from './media.fixtures.ts';
import { DECODE_CONCURRENCY, decodeQueue, ImageMsg, processImage } from './media.image.ts';
import { sniffImage } from './media.sniff.ts';

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(AppError);
      return { code: (err as AppError).code, message: (err as AppError).message };
    },
  );

describe('image pipeline', () => {
  it.each([
    ['png', png, 'image/png'],
    ['jpeg', jpeg, 'image/jpeg'],
    ['webp', webp, 'image/webp'],
  ] as const)('re-encodes %s in its own format with the three cover variants', async (format, make, type) => {
    const img = await processImage(await make(320, 200), { variants: true });
    expect(img.contentType).toBe(type);
    expect(sniffImage(img.original)).toBe(format);
    expect([img.width, img.height]).toEqual([320, 200]);
    const sizes = await Promise.all(
      img.variants.map(async (v) => {
        const m = await sharp(v.bytes).metadata();
        return [v.prefix, m.format, m.width, m.height];
      }),
    );
    expect(sizes).toEqual([
      ['363_232_', format, 363, 232],
      ['100_100_', format, 100, 100],
      ['60_60_', format, 60, 60],
    ]);
  });

  it('keeps at most 2000 px on the long side and never enlarges the original', async () => {
    const big = await processImage(await jpeg(3000, 1500), { variants: false });
    expect([big.width, big.height]).toEqual([2000, 1000]);
    expect(big.variants).toEqual([]);
    const small = await processImage(await jpeg(50, 40), { variants: true });
    expect([small.width, small.height]).toEqual([50, 40]);
  });

  it('writes progressive JPEG', async () => {
    const img = await processImage(await jpeg(), { variants: false });
    expect((await sharp(img.original).metadata()).isProgressive).toBe(true);
  });

  it('turns the picture upright by EXIF, then drops EXIF, GPS, XMP and ICC', async () => {
    const input = await jpegWithExif();
    const before = await sharp(input).metadata();
    expect([before.orientation, before.width, before.height]).toEqual([6, 300, 200]);
    expect(input.includes(GPS_DATUM)).toBe(true);

    const img = await processImage(input, { variants: true });
    for (const bytes of [img.original, ...img.variants.map((v) => v.bytes)]) {
      const m = await sharp(bytes).metadata();
      expect(m.exif).toBeUndefined();
      expect(m.xmp).toBeUndefined();
      expect(m.icc).toBeUndefined();
      expect(m.orientation).toBeUndefined();
      expect(bytes.includes(GPS_DATUM)).toBe(false);
      expect(bytes.includes(CAMERA_MAKE)).toBe(false);
    }
    expect([img.width, img.height]).toEqual([200, 300]);
  });

  it.each([
    ['an empty buffer', async () => Buffer.alloc(0), ImageMsg.empty],
    ['a text file named .png', async () => Buffer.from('this is not a picture, whatever its name says'), ImageMsg.notImage],
    ['a GIF', gif, ImageMsg.notImage],
    ['a PDF', async () => pdf(), ImageMsg.notImage],
    ['a PNG signature over garbage', async () => Buffer.concat([(await png()).subarray(0, 8), Buffer.alloc(200, 7)]), ImageMsg.unreadable],
    ['a 10-gigapixel PNG bomb', async () => pngBomb(100_000, 100_000), ImageMsg.tooLong],
    ['an 81-megapixel PNG', async () => pngBomb(9000, 9000), ImageMsg.tooManyPixels],
    ['a 12001 px wide strip', async () => pngBomb(12_001, 10), ImageMsg.tooLong],
    ['more than 10 MB', async () => Buffer.concat([await jpeg(), Buffer.alloc(10 * 1024 * 1024)]), ImageMsg.tooHeavy],
  ])('refuses %s with 108', async (_name, make, message) => {
    expect(await rejection(processImage(await make(), { variants: true }))).toEqual({ code: 108, message });
  });

  it('judges by bytes: a JPEG whose first bytes are cut off is not an image', async () => {
    const cut = (await jpeg()).subarray(3);
    expect(await rejection(processImage(cut, { variants: false }))).toEqual({ code: 108, message: ImageMsg.notImage });
  });
});

describe('decoding queue', () => {
  it('decodes at most DECODE_CONCURRENCY images at once: a further upload waits for a place', async () => {
    const release: (() => void)[] = [];
    const held = Array.from({ length: DECODE_CONCURRENCY }, () => decodeQueue.run(() => new Promise<void>((r) => release.push(r))));
    expect(decodeQueue.active).toBe(DECODE_CONCURRENCY);
    let done = false;
    const waiting = processImage(await png(), { variants: true }).then((img) => {
      done = true;
      return img;
    });
    // its header is checked at once; then it queues behind the held places
    for (let i = 0; i < 200 && decodeQueue.waiting === 0; i++) await new Promise((r) => setTimeout(r, 5));
    expect([decodeQueue.waiting, done]).toEqual([1, false]);
    release[0]!();
    expect((await waiting).contentType).toBe('image/png');
    release.slice(1).forEach((r) => r());
    await Promise.all(held);
    expect([decodeQueue.active, decodeQueue.waiting]).toEqual([0, 0]);
  });
});
