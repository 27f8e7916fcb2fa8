import type { ApiUser } from '@ireti/shared/accounts/types';
import { useUpload } from '../use-upload.ts';

/** PUT /account/imageverification/{n}: 0 the logo or photo, 1–3 an organisation's featured images. */
export const useUploadVerificationImage = (n: 0 | 1 | 2 | 3) => useUpload<ApiUser>('PUT', `/account/imageverification/${n}`);
