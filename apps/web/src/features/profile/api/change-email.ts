import { useMutation } from '@tanstack/react-query';
import type { EmailChangeInput } from '@ireti/shared/accounts/schemas';
import { api } from '../../../lib/api.ts';

/** PUT /account/email {email, password}: a confirmation link goes to the new address. */
export const changeEmail = (body: EmailChangeInput) => api<{ pending_email: string }>('PUT', '/account/email', body);
export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
