import type { ResolvedAccount } from '@ireti/shared/donations/types';
import type { BankAccountInput } from '@ireti/shared/donations/schemas';
import { api } from '../../../lib/api.ts';

export type { ResolvedAccount };

/** POST /bank/resolve: the account's name as the bank has it. Resolves to the envelope. */
export const resolveAccount = (input: BankAccountInput) => api<ResolvedAccount>('POST', '/bank/resolve', input);
