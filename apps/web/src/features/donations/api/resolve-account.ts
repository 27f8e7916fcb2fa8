import type { BankAccountInput } from '@ireti/shared/donations/schemas';
import { api } from '../../../lib/api.ts';

export interface ResolvedAccount {
  account_number: string;
  bank_code: string;
  bank_name: string;
  account_name: string;
}

/** POST /bank/resolve: the account's name as the bank has it. Resolves to the envelope. */
export const resolveAccount = (input: BankAccountInput) => api<ResolvedAccount>('POST', '/bank/resolve', input);
