import { M as b, N as d, j as T } from './i18n-BuQGntTV.js';
import { P as upload } from '../entry-server.js';
// src/lib/use-upload.ts
/**
 * One multipart upload in the field `file`, with its progress as a percentage (spec §3) and a
 * pending flag. Resolves to the reply envelope (never throws).
 */
function useUpload(method, path) {
  const [progress, setProgress] = d(null);
  const [pending, setPending] = d(false);
  const latest = T(0);
  return {
    run: b(
      async (file, onProgress) => {
        const id = ++latest.current;
        setPending(true);
        setProgress(0);
        try {
          return await upload(method, path, file, (p) => {
            onProgress?.(p);
            if (id === latest.current) setProgress(p);
          });
        } finally {
          if (id === latest.current) {
            setPending(false);
            setProgress(null);
          }
        }
      },
      [method, path],
    ),
    progress,
    pending,
  };
}
export { useUpload as t };
