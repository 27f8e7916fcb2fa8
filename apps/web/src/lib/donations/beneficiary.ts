import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Bank } from '@ireti/shared/donations/types';
import type {
  Beneficiary,
  BeneficiaryBody,
  SpendingReport,
  SpendingReportBody,
  SpendingReports,
} from '@ireti/shared/donations/beneficiary';
import { api, unwrap, upload } from '../api.ts';
import { donationKeys } from './keys.ts';

/**
 * A campaign's beneficiary and spending reports (issue 25): the owner names the institution and
 * reports what each payout bought; the assigned volunteer confirms. Keys sit under the campaign's
 * donations, so a change refreshes the money panel too.
 */
const key = (campaignId: string) => [...donationKeys.campaignAll(campaignId), 'trust'] as const;

export function useBeneficiary(campaignId: string) {
  return useQuery({
    queryKey: [...key(campaignId), 'beneficiary'],
    queryFn: ({ signal }) =>
      unwrap(api<{ beneficiary: Beneficiary | null }>('GET', `/campaigns/${campaignId}/beneficiary`, undefined, { signal })).then(
        (e) => e.beneficiary,
      ),
  });
}

export function useSpendingReports(campaignId: string) {
  return useQuery({
    queryKey: [...key(campaignId), 'reports'],
    queryFn: ({ signal }) => unwrap(api<SpendingReports>('GET', `/campaigns/${campaignId}/reports`, undefined, { signal })),
  });
}

export function useBanksList() {
  return useQuery({
    queryKey: donationKeys.banks,
    queryFn: ({ signal }) => unwrap(api<{ banks: Bank[] }>('GET', '/banks', undefined, { signal })).then((e) => e.banks),
    staleTime: 3_600_000,
  });
}

/** POST /bank/resolve: the account's name as the bank has it, shown before saving. */
export const resolveName = (account_number: string, bank_code: string) =>
  api<{ account_name: string; bank_name: string }>('POST', '/bank/resolve', { account_number, bank_code });

function useInvalidating<A, T>(campaignId: string, fn: (a: A) => Promise<T>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: donationKeys.campaignAll(campaignId) }) });
}

export const useSaveBeneficiary = (campaignId: string) =>
  useInvalidating(campaignId, (body: BeneficiaryBody) =>
    unwrap(api<{ beneficiary: Beneficiary }>('PUT', `/campaigns/${campaignId}/beneficiary`, body)),
  );

export const useConfirmBeneficiary = (campaignId: string) =>
  useInvalidating(campaignId, (note: string) =>
    unwrap(api<{ beneficiary: Beneficiary }>('POST', `/campaigns/${campaignId}/beneficiary/confirm`, { confirmed: true, note })),
  );

export const usePostReport = (campaignId: string) =>
  useInvalidating(campaignId, ({ payoutId, body }: { payoutId: number; body: SpendingReportBody }) =>
    unwrap(api<{ report: SpendingReport }>('POST', `/payouts/${payoutId}/reports`, body)),
  );

export const useAddReceipt = (campaignId: string) =>
  useInvalidating(campaignId, ({ reportId, file }: { reportId: number; file: File }) =>
    unwrap(upload<{ report: SpendingReport }>('POST', `/reports/${reportId}/receipts`, file)),
  );

export const useDecideReport = (campaignId: string) =>
  useInvalidating(campaignId, ({ reportId, decision, note }: { reportId: number; decision: 'confirm' | 'flag'; note: string }) =>
    unwrap(api<{ report: SpendingReport }>('POST', `/reports/${reportId}/decision`, { decision, note })),
  );
