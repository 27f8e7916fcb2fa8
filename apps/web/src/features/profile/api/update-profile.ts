import { useMutation } from '@tanstack/react-query';
import type { ProfileIndividualInput, ProfileOrganizationInput } from '@ireti/shared/accounts/schemas';
import type { ApiUser } from '@ireti/shared/accounts/types';
import { api } from '../../../lib/api.ts';

/** PUT /account: the individual or the organisation profile form. */
export const updateProfile = (body: ProfileIndividualInput | ProfileOrganizationInput) => api<ApiUser>('PUT', '/account', body);
export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
