import { useMutation } from '@tanstack/react-query';
import type { PhoneCodeInput } from '@ireti/shared/accounts/schemas';
import type { ApiUser } from '@ireti/shared/accounts/types';
import { api } from '../../../lib/api.ts';

/** PUT /account/mobile/verify {code}. */
export const confirmPhone = (body: PhoneCodeInput) => api<ApiUser>('PUT', '/account/mobile/verify', body);
export const useConfirmPhone = () => useMutation({ mutationFn: confirmPhone });
