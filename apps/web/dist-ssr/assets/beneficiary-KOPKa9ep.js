import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { A as api, H as useQuery, N as unwrap, P as upload } from '../entry-server.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { t as donationKeys } from './keys-8VpgdW09.js';
// src/lib/donations/beneficiary.ts
/**
 * A campaign's beneficiary and spending reports (issue 25): the owner names the institution and
 * reports what each payout bought; the assigned volunteer confirms. Keys sit under the campaign's
 * donations, so a change refreshes the money panel too.
 */
var key = (campaignId) => [...donationKeys.campaignAll(campaignId), 'trust'];
function useBeneficiary(campaignId) {
  return useQuery({
    queryKey: [...key(campaignId), 'beneficiary'],
    queryFn: ({ signal }) => unwrap(api('GET', `/campaigns/${campaignId}/beneficiary`, void 0, { signal })).then((e) => e.beneficiary),
  });
}
function useSpendingReports(campaignId) {
  return useQuery({
    queryKey: [...key(campaignId), 'reports'],
    queryFn: ({ signal }) => unwrap(api('GET', `/campaigns/${campaignId}/reports`, void 0, { signal })),
  });
}
function useBanksList() {
  return useQuery({
    queryKey: donationKeys.banks,
    queryFn: ({ signal }) => unwrap(api('GET', '/banks', void 0, { signal })).then((e) => e.banks),
    staleTime: 36e5,
  });
}
/** POST /bank/resolve: the account's name as the bank has it, shown before saving. */
var resolveName = (account_number, bank_code) =>
  api('POST', '/bank/resolve', {
    account_number,
    bank_code,
  });
function useInvalidating(campaignId, fn) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: donationKeys.campaignAll(campaignId) }),
  });
}
var useSaveBeneficiary = (campaignId) =>
  useInvalidating(campaignId, (body) => unwrap(api('PUT', `/campaigns/${campaignId}/beneficiary`, body)));
var useConfirmBeneficiary = (campaignId) =>
  useInvalidating(campaignId, (note) =>
    unwrap(
      api('POST', `/campaigns/${campaignId}/beneficiary/confirm`, {
        confirmed: true,
        note,
      }),
    ),
  );
var usePostReport = (campaignId) =>
  useInvalidating(campaignId, ({ payoutId, body }) => unwrap(api('POST', `/payouts/${payoutId}/reports`, body)));
var useAddReceipt = (campaignId) =>
  useInvalidating(campaignId, ({ reportId, file }) => unwrap(upload('POST', `/reports/${reportId}/receipts`, file)));
var useDecideReport = (campaignId) =>
  useInvalidating(campaignId, ({ reportId, decision, note }) =>
    unwrap(
      api('POST', `/reports/${reportId}/decision`, {
        decision,
        note,
      }),
    ),
  );
export {
  useConfirmBeneficiary as a,
  useSaveBeneficiary as c,
  useBeneficiary as i,
  useSpendingReports as l,
  useAddReceipt as n,
  useDecideReport as o,
  useBanksList as r,
  usePostReport as s,
  resolveName as t,
};
