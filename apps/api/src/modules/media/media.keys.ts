import { publicId } from '../../lib/ids.ts';
import type { ImagePrefix, Visibility } from './media.types.ts';

/** Every size prefix a stored image has beside its original. */
export const VARIANT_PREFIXES = ['363_232_', '100_100_', '60_60_'] as const satisfies readonly ImagePrefix[];

export type Extension = 'jpg' | 'png' | 'webp' | 'pdf';

const CONTENT_TYPES: Record<Extension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

const FOLDER = /^[a-z0-9][a-z0-9_-]{0,39}$/;
/**
 * The only shape a key may take: this regex is what keeps a key (or a requested URL) from ever
 * naming a path outside the uploads folder — no dots, slashes or encodings beyond these.
 */
const KEY = /^(private\/)?([a-z0-9][a-z0-9_-]{0,39})\/((?:363_232_|100_100_|60_60_)?)([a-z0-9]{6,32})\.(jpg|png|webp|pdf)$/;

export interface ParsedKey {
  visibility: Visibility;
  folder: string;
  prefix: ImagePrefix;
  name: string;
  ext: Extension;
}

export function parseKey(key: string): ParsedKey | null {
  const m = KEY.exec(key);
  if (!m) return null;
  return {
    visibility: m[1] ? 'private' : 'public',
    folder: m[2]!,
    prefix: m[3] as ImagePrefix,
    name: m[4]!,
    ext: m[5] as Extension,
  };
}

/** A folder is one lower-case segment; "private" would collide with the private key prefix. */
export function checkFolder(folder: string): void {
  if (!FOLDER.test(folder) || folder === 'private') throw new Error(`invalid media folder "${folder}"`);
}

/** A fresh, unguessable key for a new object. */
export function newKey(folder: string, ext: Extension, visibility: Visibility): string {
  checkFolder(folder);
  return `${visibility === 'private' ? 'private/' : ''}${folder}/${publicId(12)}.${ext}`;
}

/** The key of a size variant: "campaigns/ab.jpg" + "60_60_" → "campaigns/60_60_ab.jpg". */
export function variantKey(key: string, prefix: ImagePrefix): string {
  const k = parseKey(key);
  if (!k) throw new Error(`invalid media key "${key}"`);
  return `${k.visibility === 'private' ? 'private/' : ''}${k.folder}/${prefix}${k.name}.${k.ext}`;
}

export const contentTypeOf = (ext: Extension): string => CONTENT_TYPES[ext];
