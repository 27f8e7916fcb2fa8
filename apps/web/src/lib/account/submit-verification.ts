import { useMutation } from '@tanstack/react-query';
import type { VerificationInput } from '@ireti/shared/accounts/schemas';
import type { ApiUser } from '@ireti/shared/accounts/types';
import { api } from '../api.ts';

/** PUT /account/verification: socials, the reference person and the ID type. */
export const submitVerification = (body: VerificationInput) => api<ApiUser>('PUT', '/account/verification', body);
export const useSubmitVerification = () => useMutation({ mutationFn: submitVerification });
