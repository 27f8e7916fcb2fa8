import { useMutation } from '@tanstack/react-query';
import type { ResendVerificationInput } from '@ireti/shared/accounts/schemas';
import { api } from '../../../lib/api.ts';

/** POST /account/verify/resend: by address, or by the token of a link that failed. */
export const resendVerification = (body: ResendVerificationInput) =>
  api<{ sent: boolean; already_verified: boolean }>('POST', '/account/verify/resend', body);
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
