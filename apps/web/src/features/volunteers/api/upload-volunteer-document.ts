import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Code } from '@ireti/shared/status';
import type { IdDocumentInput } from '@ireti/shared/trust/schemas';
import type { MyApplication } from '@ireti/shared/trust/types';
import { upload } from '../../../lib/api.ts';
import { myApplicationKey } from './get-my-application.ts';

export type VolunteerDocument = 'id' | 'bill';

/**
 * POST /volunteer/verification/nationalid (with the ID type) or /electricity: one file in the
 * multipart field `file`, with progress. Resolves to the envelope.
 */
export function uploadVolunteerDocument(
  kind: VolunteerDocument,
  file: File,
  idType: IdDocumentInput['id_type'] | undefined,
  onProgress: (p: number) => void,
) {
  const path =
    kind === 'id'
      ? `/volunteer/verification/nationalid?id_type=${encodeURIComponent(idType ?? '')}`
      : '/volunteer/verification/electricity';
  return upload<MyApplication>('POST', path, file, onProgress);
}

/** The upload with its progress (spec §3: upload progress as a percentage) and success flag. */
export function useUploadVolunteerDocument(kind: VolunteerDocument) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const run = async (file: File, idType?: IdDocumentInput['id_type']) => {
    setPending(true);
    setProgress(0);
    try {
      const res = await uploadVolunteerDocument(kind, file, idType, setProgress);
      // Spec §5: the verification success flag is true only when the code equals 100.
      if (res.status.code === Code.OK) queryClient.setQueryData(myApplicationKey, res.entity);
      return res;
    } finally {
      setPending(false);
    }
  };
  return { run, progress, pending, reset: () => setProgress(null) };
}
