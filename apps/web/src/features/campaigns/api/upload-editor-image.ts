import type { EditorImage } from '@ireti/shared/campaigns/types';
import { upload } from '../../../lib/api.ts';

/** POST /pdf/uploadImage: a picture inside the description; answers its URL. */
export const uploadEditorImage = (file: File, onProgress?: (p: number) => void) =>
  upload<EditorImage>('POST', '/pdf/uploadImage', file, onProgress);
