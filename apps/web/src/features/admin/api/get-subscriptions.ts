import type { AdminSubscription, AdminSubscriptionFilter } from '@ireti/shared/donations/monthly';
import { useAdminList } from './admin-list.ts';

/** GET /admin/subscriptions: monthly gifts with their failed charges, by status and optionally one campaign's. */
export const useAdminSubscriptions = (status: AdminSubscriptionFilter, campaign: string, page: number) =>
  useAdminList<AdminSubscription>('/admin/subscriptions', { status, campaign: campaign || undefined, page });
