import { api } from '../../../lib/api.ts';
import { useAdminAction } from './admin-action.ts';

/** POST /admin/refunds/{id}/retry: send a refund that failed for good to the provider again. */
export const retryRefund = (id: number) => api('POST', `/admin/refunds/${id}/retry`);

export const useRetryRefund = () => useAdminAction(retryRefund);
