import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminPage } from '@ireti/shared/trust/types';
import { apiGet, unwrap } from '../../../lib/api.ts';

export const ADMIN_PER_PAGE = 20;

/** The admin lists share one shape ({ transactions, total_pages, total_records, current_page }, pages from 1). */
export const getAdminList = <T>(path: string, query: Record<string, string | number | undefined>, signal?: AbortSignal) =>
  unwrap(apiGet<AdminPage<T>>(path, { per_page: ADMIN_PER_PAGE, ...query }, { signal }));

export function useAdminList<T>(path: string, query: Record<string, string | number | undefined>) {
  return useQuery({
    queryKey: ['admin', path, query],
    queryFn: ({ signal }) => getAdminList<T>(path, query, signal),
    placeholderData: keepPreviousData,
  });
}
