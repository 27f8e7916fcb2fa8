import { useMutation } from '@tanstack/react-query';
import type { PhoneCodeSent } from '@ireti/shared/accounts/types';
import { api } from '../../../lib/api.ts';

/** POST /account/mobile/code: a 6-digit code by SMS to the account's mobile. */
export const sendPhoneCode = () => api<PhoneCodeSent>('POST', '/account/mobile/code');
export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });
