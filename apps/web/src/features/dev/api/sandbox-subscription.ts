import type { SandboxChargeReply, SandboxManaged } from '@ireti/shared/donations/monthly';
import type { SandboxPayResult } from '@ireti/shared/donations/types';
import { api } from '../../../lib/api.ts';

/** The sandbox's side of monthly giving (dev tools only, decision 100). */
const base = (code: string) => `/dev/sandbox/subscriptions/${encodeURIComponent(code)}`;

/** GET …/{code}?token=: the subscription as its manage link shows it. */
export const getSandboxSubscription = (code: string, token: string) =>
  api<SandboxManaged>('GET', `${base(code)}?token=${encodeURIComponent(token)}`);

/** POST …/{code}/card: a new test card for its charges. */
export const changeSandboxCard = (code: string, token: string, card: string, otp?: string) =>
  api<SandboxPayResult>('POST', `${base(code)}/card`, otp ? { token, card, otp } : { token, card });

/** POST …/{code}/charge: the next monthly charge, now. */
export const chargeSandboxSubscription = (code: string) => api<SandboxChargeReply>('POST', `${base(code)}/charge`);
