/**
 * Where files live: local disk under DATA_DIR/uploads by default, S3-compatible object storage
 * when S3_* is set (DESIGN.md §2). Keys are opaque strings such as "campaigns/ab12cd.jpg";
 * image variants sit beside the original under the spec's size prefixes (363_232_, 100_100_,
 * 60_60_) — "campaigns/363_232_ab12cd.jpg".
 */
export type Visibility = 'public' | 'private';

export interface StoredImage {
  /** Key of the original (re-encoded, metadata stripped). */
  key: string;
  width: number;
  height: number;
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
  /** Public URL of a public key with an optional size prefix; null key → null. */
  publicUrl(key: string | null | undefined, prefix?: '' | '363_232_' | '100_100_' | '60_60_'): string | null;
  /** Reads a stored object (private documents are served through an authorised route). */
  read(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  remove(key: string): Promise<void>;
}
