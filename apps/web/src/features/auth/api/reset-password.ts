import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@ireti/shared/accounts/schemas';
import { api } from '../../../lib/api.ts';

/** GET /account/resetpassword/{token}: is the link still usable? */
export const checkResetToken = (token: string) => api<{ valid: boolean }>('GET', `/account/resetpassword/${encodeURIComponent(token)}`);

/** POST /account/resetpassword {pass, cpass, token}. */
export const resetPassword = (body: ResetPasswordInput) => api<{ reset: boolean }>('POST', '/account/resetpassword', body);
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
