import { useQueryClient } from '@tanstack/react-query';
import type { CampaignDetail, ThankYouImages } from '@ireti/shared/campaigns/types';
import { Code } from '@ireti/shared/status';
import { upload } from '../../../lib/api.ts';
import { campaignKeys } from '../../../lib/campaigns/keys.ts';

/** PUT /image/message{n}?campaign=: the first (1) or second (2) thank-you image; with progress. */
export const uploadThankYouImage = (campaignId: string, n: 1 | 2, file: File, onProgress?: (p: number) => void) =>
  upload<ThankYouImages>('PUT', `/image/message${n}?campaign=${encodeURIComponent(campaignId)}`, file, onProgress);

/** The upload for thank-you picture `n`, keeping the cached campaign up to date. */
export function useUploadThankYouImage(campaignId: string) {
  const qc = useQueryClient();
  return (n: 1 | 2) => async (file: File, onProgress: (p: number) => void) => {
    const res = await uploadThankYouImage(campaignId, n, file, onProgress);
    if (res.status.code === Code.OK) {
      const { url: _url, ...images } = res.entity;
      qc.setQueryData<CampaignDetail>(campaignKeys.one(campaignId), (c) => (c ? { ...c, ...images } : c));
    }
    return res;
  };
}
