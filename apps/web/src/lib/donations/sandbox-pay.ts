import type { SandboxPayResult } from '@ireti/shared/donations/types';
import { api } from '../api.ts';

/** POST /dev/sandbox/pay: the sandbox checkout pays the reference with a test card (not in production). */
export const sandboxPay = (ref: string, card: string, otp?: string) =>
  api<SandboxPayResult>('POST', '/dev/sandbox/pay', otp ? { ref, card, otp } : { ref, card });
