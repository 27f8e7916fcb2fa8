import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { signinSchema } from '@ireti/shared/accounts/schemas';
import type { LoginResult, UnverifiedLogin } from '@ireti/shared/accounts/types';
import { api } from '../../../lib/api.ts';

/** POST /account/login: 100 with user and token, 109 with the user only (e-mail not verified). */
export const login = (body: z.output<typeof signinSchema>) => api<LoginResult | UnverifiedLogin>('POST', '/account/login', body);

export const useLogin = () => useMutation({ mutationFn: login });
