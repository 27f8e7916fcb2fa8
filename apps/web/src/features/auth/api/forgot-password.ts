import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@ireti/shared/accounts/schemas';
import { api } from '../../../lib/api.ts';

/** POST /account/emailtoresetpassword {email}. */
export const forgotPassword = (body: ForgotPasswordInput) => api<{ sent: boolean }>('POST', '/account/emailtoresetpassword', body);
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
