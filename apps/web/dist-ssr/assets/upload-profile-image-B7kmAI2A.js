import { t as useUpload } from './use-upload-CHfp7LHM.js';
// src/lib/account/upload-profile-image.ts
/** PUT /account/image (multipart, field file): the profile photo, with progress. */
var useUploadProfileImage = () => useUpload('PUT', '/account/image');
export { useUploadProfileImage as t };
