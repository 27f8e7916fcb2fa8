import { useQuery } from '@tanstack/react-query';
import type { Accountability } from '@ireti/shared/donations/beneficiary';
import { api, unwrap } from '../../../lib/api.ts';

/** GET /admin/accountability: beneficiaries awaiting confirmation, flagged spending reports, overdue payouts (issue 25). */
export const useAccountability = () =>
  useQuery({
    queryKey: ['admin', 'accountability'],
    queryFn: ({ signal }) => unwrap(api<Accountability>('GET', '/admin/accountability', undefined, { signal })),
  });
