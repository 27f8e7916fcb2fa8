import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { signupIndividualSchema } from '@ireti/shared/accounts/schemas';
import type { SignupResult } from '@ireti/shared/accounts/types';
import { api } from '../../../lib/api.ts';

/** POST /account (individual) — confirm_password stays in the form (spec §3: not sent). */
export const signupIndividual = (body: z.input<typeof signupIndividualSchema>) => api<SignupResult>('POST', '/account', body);
export const useSignupIndividual = () => useMutation({ mutationFn: signupIndividual });
