import type { VerifyResult } from '@ireti/shared/donations/types';
import { api } from '../api.ts';

/**
 * PUT /payment/verify after the checkout's callback. The envelope tells the outcome: 100 counted,
 * 105 arrived after donations closed (refunded), 106 not paid (yet).
 */
export const verifyDonation = (ref: string, match?: string) =>
  api<VerifyResult | { ref: string; status: 'pending' | 'failed' }>('PUT', '/payment/verify', match ? { ref, match } : { ref });
