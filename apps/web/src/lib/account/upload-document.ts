import type { ApiUser } from '@ireti/shared/accounts/types';
import { useUpload } from '../use-upload.ts';

/** POST /account/verification/file (multipart, field file): the private identity document. */
export const useUploadDocument = () => useUpload<ApiUser>('POST', '/account/verification/file');
