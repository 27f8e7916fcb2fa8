import type { ApiUser } from '@ireti/shared/accounts/types';
import { useUpload } from '../use-upload.ts';

/** PUT /account/image (multipart, field file): the profile photo, with progress. */
export const useUploadProfileImage = () => useUpload<ApiUser>('PUT', '/account/image');
