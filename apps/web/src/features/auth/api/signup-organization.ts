import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { signupOrganizationSchema } from '@ireti/shared/accounts/schemas';
import type { SignupResult } from '@ireti/shared/accounts/types';
import { api } from '../../../lib/api.ts';

/** POST /account/organisation. */
export const signupOrganization = (body: z.input<typeof signupOrganizationSchema>) =>
  api<SignupResult>('POST', '/account/organisation', body);
export const useSignupOrganization = () => useMutation({ mutationFn: signupOrganization });
