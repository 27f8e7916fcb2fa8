import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessLog, SecondFactorStatus } from '@ireti/shared/accounts/second-factor';
import { api } from '../../../lib/api.ts';

/** The caller's second factors, and adding them (issue 28, docs/decisions/086). */
export const secondFactorKey = ['account', 'second-factor'] as const;
export const accessLogKey = ['account', 'access-log'] as const;

export const useSecondFactor = () =>
  useQuery({
    queryKey: secondFactorKey,
    queryFn: async () => {
      const e = await api<SecondFactorStatus>('GET', '/account/second-factor');
      if (e.status.code !== 100) throw new Error(e.status.desc);
      return e.entity;
    },
  });

export const useAccessLog = () =>
  useQuery({
    queryKey: accessLogKey,
    queryFn: async () => {
      const e = await api<AccessLog>('GET', '/account/access-log?per_page=50');
      if (e.status.code !== 100) throw new Error(e.status.desc);
      return e.entity;
    },
  });

export const startTotp = () => api<{ secret: string; uri: string }>('POST', '/account/second-factor/totp');
export const confirmTotp = (code: string) =>
  api<{ recovery_codes: string[] | null }>('POST', '/account/second-factor/totp/confirm', { code });
export const passkeyOptions = () => api<Record<string, unknown>>('POST', '/account/second-factor/passkey/options');
export const registerPasskey = (response: unknown, label: string) =>
  api<{ recovery_codes: string[] | null }>('POST', '/account/second-factor/passkey', { response, label });
export const newRecoveryCodes = () => api<{ recovery_codes: string[] }>('POST', '/account/second-factor/recovery-codes');

/** Refreshes the status after a change. */
export function useRefreshSecondFactor() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: secondFactorKey });
}

export const useConfirmTotp = () => useMutation({ mutationFn: confirmTotp });
