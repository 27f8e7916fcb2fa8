import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { UPDATES_PER_PAGE, type UpdateCreateInput } from '@ireti/shared/updates/schemas';
import type { CampaignUpdate, CampaignUpdates } from '@ireti/shared/updates/types';
import { Code } from '@ireti/shared/status';
import { api, apiGet, unwrap, upload } from '../../../lib/api.ts';

/** Campaign updates (issue 14): the list, posting one with its pictures, deleting one. */
export const updateKeys = { campaign: (id: string) => ['updates', id.toLowerCase()] as const };

/** GET /updates/{campaignId}: newest first, 10 a page. */
export const getUpdates = (campaignId: string, page: number, signal?: AbortSignal) =>
  unwrap(
    apiGet<CampaignUpdates>(`/updates/${encodeURIComponent(campaignId.toLowerCase())}`, { page, per_page: UPDATES_PER_PAGE }, { signal }),
  );

export function useCampaignUpdates(campaignId: string) {
  return useInfiniteQuery({
    queryKey: updateKeys.campaign(campaignId),
    queryFn: ({ pageParam, signal }) => getUpdates(campaignId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.total_pages ? last.current_page + 1 : undefined),
    staleTime: 10_000,
  });
}

/** POST /updates/image?campaign=: a picture for the update being written; with progress. */
export const uploadUpdateImage = (campaignId: string, file: File, onProgress?: (p: number) => void) =>
  upload<{ url: string }>('POST', `/updates/image?campaign=${encodeURIComponent(campaignId)}`, file, onProgress);

/** POST /updates; the list is fetched again when it is posted. */
export function usePostUpdate(campaignId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCreateInput) => api<CampaignUpdate>('POST', '/updates', input),
    onSuccess: (res) => {
      if (res.status.code === Code.OK) void qc.invalidateQueries({ queryKey: updateKeys.campaign(campaignId) });
    },
  });
}

/** DELETE /update/{id}. */
export function useDeleteUpdate(campaignId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ _id: number }>('DELETE', `/update/${id}`),
    onSuccess: (res) => {
      if (res.status.code === Code.OK) void qc.invalidateQueries({ queryKey: updateKeys.campaign(campaignId) });
    },
  });
}
