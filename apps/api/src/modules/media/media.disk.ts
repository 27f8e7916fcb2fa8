import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, parseKey } from './media.keys.ts';
import type { ObjectBackend, StoredObject } from './media.types.ts';

/** uploads/public is what /media/* serves; uploads/private is reachable only through code. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
export const publicDir = (dataDir: string) => path.join(uploadsDir(dataDir), 'public');

/** Where a key lives on disk; null for anything that is not a well-formed key. */
export function diskPath(dataDir: string, key: string): string | null {
  const k = parseKey(key);
  if (!k) return null;
  const file = `${k.prefix}${k.name}.${k.ext}`;
  return path.join(uploadsDir(dataDir), k.visibility, k.folder, file);
}

export function diskBackend(dataDir: string): ObjectBackend {
  const pathOf = (key: string) => {
    const p = diskPath(dataDir, key);
    if (!p) throw new Error(`invalid media key "${key}"`);
    return p;
  };
  return {
    async put(key, bytes) {
      const file = pathOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      const mode = parseKey(key)!.visibility === 'private' ? 0o600 : 0o644;
      await fs.writeFile(tmp, bytes, { mode });
      await fs.rename(tmp, file);
    },
    async get(key): Promise<StoredObject | null> {
      const bytes = await fs.readFile(pathOf(key)).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      });
      return bytes && { bytes, contentType: contentTypeOf(parseKey(key)!.ext) };
    },
    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },
  };
}
