import { useQuery } from '@tanstack/react-query';
import type { TransferAccount, TransferAnonymityReply, TransferRequery } from '@ireti/shared/donations/transfers';
import { api, apiGet, unwrap } from '../api.ts';
import { donationKeys } from './keys.ts';

/** GET /transfers/account/{campaignId}: the campaign's permanent account number, once the bank gave one. */
export const getTransferAccount = (campaignId: string, signal?: AbortSignal) =>
  unwrap(apiGet<TransferAccount>(`/transfers/account/${encodeURIComponent(campaignId.toLowerCase())}`, {}, { signal }));

/** The campaign page, its share buttons and its QR flyer read the same query. */
export function useTransferAccount(campaignId: string, enabled = true) {
  return useQuery({
    queryKey: donationKeys.transferAccount(campaignId),
    queryFn: ({ signal }) => getTransferAccount(campaignId, signal),
    enabled,
    staleTime: 60_000,
  });
}

/** The account when it takes transfers, else null (pending, none, loading, failed). */
export function useActiveTransferAccount(campaignId: string, enabled = true) {
  const q = useTransferAccount(campaignId, enabled);
  return q.data?.status === 'active' && q.data.account_number ? q.data : null;
}

/** POST /transfers/anonymous: a code that hides the name of the sender's next transfer. Resolves to the envelope. */
export const askTransferAnonymity = (campaign: string, name: string) =>
  api<TransferAnonymityReply>('POST', '/transfers/anonymous', name.trim() ? { campaign, name: name.trim() } : { campaign });

/** POST /transfers/account/{campaignId}/requery: the campaign's owner (or an administrator) asks the bank to look again. Resolves to the envelope. */
export const requeryTransferAccount = (campaignId: string) =>
  api<TransferRequery>('POST', `/transfers/account/${encodeURIComponent(campaignId.toLowerCase())}/requery`);
