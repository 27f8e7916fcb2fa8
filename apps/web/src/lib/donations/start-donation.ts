import type { DonateInput } from '@ireti/shared/donations/schemas';
import type { DonateResult } from '@ireti/shared/donations/types';
import { api } from '../api.ts';

/** POST /donate: a pending donation and its reference. Resolves to the envelope (its desc is shown on failure). */
export const startDonation = (input: DonateInput) => api<DonateResult>('POST', '/donate', input);
