import type { Config } from '../../config.ts';
import { prepareDocument } from './media.document.ts';
import { processImage } from './media.image.ts';
import { checkFolder, newKey, parseKey, variantKey, VARIANT_PREFIXES } from './media.keys.ts';
import { diskBackend } from './media.disk.ts';
import { s3Backend } from './media.s3.ts';
import type { ImagePrefix, MediaStore, ObjectBackend } from './media.types.ts';

/** Chooses the store for this environment: S3 when S3_BUCKET is set, local disk otherwise. */
export function createMediaStore(config: Config): MediaStore {
  if (!config.S3_BUCKET) return mediaStore(diskBackend(config.dataDir), '/media');
  // Without a public base URL, no stored image could ever be shown: fail at start, not per request.
  if (!config.S3_PUBLIC_URL) throw new Error('S3_PUBLIC_URL is required when S3_BUCKET is set');
  return mediaStore(s3Backend(config), config.S3_PUBLIC_URL.replace(/\/+$/, ''));
}

/** The store over any backend; `urlBase` is what public keys are served under. */
export function mediaStore(backend: ObjectBackend, urlBase: string): MediaStore {
  /** Writes every object or none: a failed write removes the ones that made it. */
  const putAll = async (objects: { key: string; bytes: Buffer; contentType: string }[]) => {
    try {
      await Promise.all(objects.map((o) => backend.put(o.key, o.bytes, o.contentType)));
    } catch (err) {
      await Promise.allSettled(objects.map((o) => backend.delete(o.key)));
      throw err;
    }
  };

  return {
    async saveImage(bytes, { folder, visibility = 'public' }) {
      checkFolder(folder);
      const img = await processImage(bytes, { variants: true });
      const key = newKey(folder, img.ext, visibility);
      await putAll([
        { key, bytes: img.original, contentType: img.contentType },
        ...img.variants.map((v) => ({ key: variantKey(key, v.prefix), bytes: v.bytes, contentType: img.contentType })),
      ]);
      return { key, width: img.width, height: img.height, contentType: img.contentType };
    },

    async saveDocument(bytes, { folder }) {
      checkFolder(folder);
      const doc = await prepareDocument(bytes);
      const key = newKey(folder, doc.ext, 'private');
      await putAll([{ key, bytes: doc.bytes, contentType: doc.contentType }]);
      return { key, contentType: doc.contentType };
    },

    publicUrl(key, prefix: ImagePrefix = '') {
      if (!key) return null;
      if (/^https?:\/\//i.test(key)) return key;
      const k = parseKey(key);
      if (!k || k.visibility !== 'public' || k.ext === 'pdf') return null;
      return `${urlBase}/${k.folder}/${prefix || k.prefix}${k.name}.${k.ext}`;
    },

    async read(key) {
      return parseKey(key) ? backend.get(key) : null;
    },

    async remove(key) {
      const k = parseKey(key);
      if (!k) return;
      const original = variantKey(key, '');
      const keys = k.ext === 'pdf' ? [original] : [original, ...VARIANT_PREFIXES.map((p) => variantKey(key, p))];
      await Promise.all(keys.map((each) => backend.delete(each)));
    },
  };
}
