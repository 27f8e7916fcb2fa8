import sharp from 'sharp';
const [src, out, top, height, left, width] = process.argv.slice(2);
const meta = await sharp(src).metadata();
await sharp(src).extract({ left: Number(left ?? 0), top: Number(top), width: Number(width ?? meta.width), height: Math.min(Number(height), meta.height! - Number(top)) }).toFile(out);
