import { useCallback, useRef, useState } from 'react';
import type { Envelope } from '@ireti/shared/status';
import { upload } from './api.ts';

/**
 * One multipart upload in the field `file`, with its progress as a percentage (spec §3) and a
 * pending flag. Resolves to the reply envelope (never throws).
 */
export function useUpload<T>(method: 'PUT' | 'POST', path: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const latest = useRef(0);
  const run = useCallback(
    async (file: File, onProgress?: (p: number) => void): Promise<Envelope<T>> => {
      const id = ++latest.current;
      setPending(true);
      setProgress(0);
      try {
        return await upload<T>(method, path, file, (p) => {
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
  );
  return { run, progress, pending };
}
