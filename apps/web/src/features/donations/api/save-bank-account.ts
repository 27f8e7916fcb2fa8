import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankAccountInput } from '@ireti/shared/donations/schemas';
import type { BankAccountInfo } from '@ireti/shared/donations/types';
import { api, unwrap } from '../../../lib/api.ts';
import { donationKeys } from '../../../lib/donations/keys.ts';

/** PUT /bank/account: saves the payout account (the server resolves its name again). */
export const saveBankAccount = (input: BankAccountInput) =>
  unwrap(api<{ account: BankAccountInfo }>('PUT', '/bank/account', input)).then((e) => e.account);

export function useSaveBankAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveBankAccount,
    onSuccess: (account) => {
      qc.setQueryData(donationKeys.bankAccount, account);
      void qc.invalidateQueries({ queryKey: ['donations', 'claim'] });
    },
  });
}
