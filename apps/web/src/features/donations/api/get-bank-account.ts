import { useQuery } from '@tanstack/react-query';
import type { BankAccountInfo } from '@ireti/shared/donations/types';
import { api, unwrap } from '../../../lib/api.ts';
import { donationKeys } from '../../../lib/donations/keys.ts';

/** GET /bank/account: the signed-in user's saved payout account, or null. */
export const getBankAccount = (signal?: AbortSignal) =>
  unwrap(api<{ account: BankAccountInfo | null }>('GET', '/bank/account', undefined, { signal })).then((e) => e.account);

export function useBankAccount() {
  return useQuery({ queryKey: donationKeys.bankAccount, queryFn: ({ signal }) => getBankAccount(signal) });
}
