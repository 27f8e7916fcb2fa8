import type { AppModule } from '../../lib/module.ts';
import routes from './media.routes.ts';

/** The media module's public entry: storing, resizing and serving uploads (no tables; objects live on disk or S3). */
export const mediaModule: AppModule = { name: 'media', routes };
export type { ImagePrefix, MediaStore, StoredImage, StoredObject, Visibility } from './media.types.ts';
export { createMediaStore } from './media.store.ts';
export { mediaServing, sendPrivate } from './media.serve.ts';
export { uploadLimits } from './media.limits.ts';
export { imageUploadBody, imageUploadFields, imageUploadLimits, parseImageNumber, readSingleFile, readSingleImage } from './upload.ts';
