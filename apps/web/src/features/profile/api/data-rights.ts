import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** Download my data, close my account, consents (issue 28, docs/decisions/085-data-rights.md). */
export type ConsentPurpose = 'campaign_updates' | 'news';
export interface ConsentState {
  purpose: ConsentPurpose;
  text: string;
  given: boolean;
  given_at: string | null;
}

export const requestExport = () => api<{ export_id: number; status: string; requested_at: string }>('POST', '/account/data');
export const useRequestExport = () => useMutation({ mutationFn: requestExport });

export const closeAccount = (password: string) => api<{ closed: true }>('POST', '/account/close', { password });
export const useCloseAccount = () => useMutation({ mutationFn: closeAccount });

export const getConsents = () => api<{ consents: ConsentState[] }>('GET', '/account/consents');
export const useConsents = () => useQuery({ queryKey: ['account', 'consents'], queryFn: getConsents });

export const setConsent = (purpose: ConsentPurpose, given: boolean, language: string) =>
  api<{ consents: ConsentState[] }>('PUT', `/account/consents/${purpose}`, { given, language });
export function useSetConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { purpose: ConsentPurpose; given: boolean; language: string }) => setConsent(v.purpose, v.given, v.language),
    onSuccess: (e) => {
      if (e.status.code === 100) client.setQueryData(['account', 'consents'], e);
    },
  });
}
