import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Backer, BackerStatusInput, CampaignBackers } from '@ireti/shared/donations/types';
import { api, unwrap } from '../../../lib/api.ts';
import { donationKeys } from '../../../lib/donations/keys.ts';
import { downloadPrivateFile } from '../../../lib/private-file.ts';

const idOf = (campaignId: string) => encodeURIComponent(campaignId.toLowerCase());

/** GET /backers/{campaignId}: each reward of the owner's campaign with its backers. */
export function useBackers(campaignId: string) {
  return useQuery({
    queryKey: donationKeys.backers(campaignId),
    queryFn: ({ signal }) => unwrap(api<CampaignBackers>('GET', `/backers/${idOf(campaignId)}`, undefined, { signal })),
  });
}

/** PUT /backer/{donationId}: marks a backer's reward sent, or back to send. */
export function useSetBackerStatus(campaignId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ donationId, status }: { donationId: number } & BackerStatusInput) =>
      unwrap(api<Backer>('PUT', `/backer/${donationId}`, { status })),
    onSettled: () => qc.invalidateQueries({ queryKey: donationKeys.backers(campaignId) }),
  });
}

/** GET /backers/{campaignId}/csv, saved as a file; `failed` is what a failure says (in the page's language). */
export const downloadBackersCsv = (campaignId: string, failed: string) => downloadPrivateFile(`/backers/${idOf(campaignId)}/csv`, failed);
