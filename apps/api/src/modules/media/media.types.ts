/**
 * Where files live: local disk under DATA_DIR/uploads by default, S3-compatible object storage
 * when S3_* is set (docs/design.md §2). Keys are opaque strings such as "campaigns/ab12cd.jpg";
 * image variants sit beside the original under the spec's size prefixes (363_232_, 100_100_,
 * 60_60_) — "campaigns/363_232_ab12cd.jpg". Private keys start with "private/" and never have
 * a public URL (docs/decisions/010-media-storage.md).
 */
export type Visibility = 'public' | 'private';

/** The spec's size prefixes: cards 363×232, profile 100×100, avatars 60×60; '' is the original. */
export type ImagePrefix = '' | '363_232_' | '100_100_' | '60_60_';

export interface StoredImage {
  /** Key of the original (re-encoded, metadata stripped). */
  key: string;
  width: number;
  height: number;
  contentType: string;
}

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface MediaStore {
  /**
   * Checks the bytes (PNG, JPEG or WebP only), refuses decompression bombs, strips metadata,
   * stores the original and the 363×232, 100×100 and 60×60 variants. Throws AppError 108
   * with a clear message on any rejection.
   */
  saveImage(bytes: Buffer, opts: { folder: string; visibility?: Visibility }): Promise<StoredImage>;
  /** Private documents (identity papers, bills): an image (as saveImage) or a PDF, never public. */
  saveDocument(bytes: Buffer, opts: { folder: string }): Promise<{ key: string; contentType: string }>;
  /**
   * Public URL of a public key with an optional size prefix; null key, private key or a key that
   * is not ours → null. An absolute http(s) URL (e.g. a Facebook profile photo) is returned as is.
   */
  publicUrl(key: string | null | undefined, prefix?: ImagePrefix): string | null;
  /** Reads a stored object (private documents are served through an authorised route). */
  read(key: string): Promise<StoredObject | null>;
  /** Deletes an object and its size variants; unknown keys are ignored. */
  remove(key: string): Promise<void>;
}

/** What a storage backend does with already-checked bytes under an already-checked key. */
export interface ObjectBackend {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}
