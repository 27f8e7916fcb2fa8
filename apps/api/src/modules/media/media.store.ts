import type { Config } from '../../config.ts';
import type { MediaStore } from './media.types.ts';

/** Chooses the store for this environment (to be built: local disk by default, S3 when configured). */
export function createMediaStore(_config: Config): MediaStore {
  const missing = () => {
    throw new Error('media store not built yet');
  };
  return { saveImage: missing, saveDocument: missing, publicUrl: () => null, read: missing, remove: missing };
}
