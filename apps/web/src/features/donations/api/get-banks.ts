import { useQuery } from '@tanstack/react-query';
import type { Bank } from '@ireti/shared/donations/types';
import { api, unwrap } from '../../../lib/api.ts';
import { donationKeys } from '../../../lib/donations/keys.ts';

/** GET /banks: Nigerian banks for payouts. */
export const getBanks = (signal?: AbortSignal) =>
  unwrap(api<{ banks: Bank[] }>('GET', '/banks', undefined, { signal })).then((e) => e.banks);

export function useBanks() {
  return useQuery({ queryKey: donationKeys.banks, queryFn: ({ signal }) => getBanks(signal), staleTime: 3_600_000 });
}
