import { useQueryClient } from '@tanstack/react-query';
import type { CampaignDetail, CampaignImages } from '@ireti/shared/campaigns/types';
import { Code } from '@ireti/shared/status';
import { upload } from '../../../lib/api.ts';
import { campaignKeys } from '../../../lib/campaigns/keys.ts';

/** PUT /image/upload{n}?campaign=: 0 the feature image, 1–3 the gallery; with progress. */
export const uploadCampaignImage = (campaignId: string, n: 0 | 1 | 2 | 3, file: File, onProgress?: (p: number) => void) =>
  upload<CampaignImages>('PUT', `/image/upload${n}?campaign=${encodeURIComponent(campaignId)}`, file, onProgress);

/** The upload for picture `n`, keeping the cached campaign's pictures up to date. */
export function useUploadCampaignImage(campaignId: string) {
  const qc = useQueryClient();
  return (n: 0 | 1 | 2 | 3) => async (file: File, onProgress: (p: number) => void) => {
    const res = await uploadCampaignImage(campaignId, n, file, onProgress);
    if (res.status.code === Code.OK) {
      const { url: _url, ...images } = res.entity;
      qc.setQueryData<CampaignDetail>(campaignKeys.one(campaignId), (c) => (c ? { ...c, ...images } : c));
      void qc.invalidateQueries({ queryKey: campaignKeys.all, predicate: (q) => q.queryKey[1] !== 'one' });
    }
    return res;
  };
}
