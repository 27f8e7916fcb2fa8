import { useQuery } from '@tanstack/react-query';
import type { DonateInput } from '@ireti/shared/donations/schemas';
import type { MonthlyOffer, MonthlyStart, Subscriptions, SubscriptionView } from '@ireti/shared/donations/monthly';
import { api, apiGet, unwrap } from '../api.ts';

/** Monthly giving's calls (docs/decisions/092-monthly-giving.md). */
export const monthlyKeys = {
  offer: (campaignId: string) => ['donations', 'campaign', campaignId.toLowerCase(), 'monthly'] as const,
  mine: (token: string | null) => ['donations', 'monthly', token ?? 'session'] as const,
};

/** GET /donate/monthly/{id}: whether "Give monthly" is offered, the day it is taken, the campaign's monthly donors. */
export function useMonthlyOffer(campaignId: string) {
  return useQuery({
    queryKey: monthlyKeys.offer(campaignId),
    queryFn: ({ signal }) =>
      unwrap(apiGet<MonthlyOffer>(`/donate/monthly/${encodeURIComponent(campaignId.toLowerCase())}`, undefined, { signal })),
    retry: false,
  });
}

/** POST /donate/monthly: the donate form's body, charged now and each month. */
export const startMonthly = (input: DonateInput) => api<MonthlyStart>('POST', '/donate/monthly', input);

/** The donor's monthly gifts: by the e-mailed link's token, or by the session. */
export const getSubscriptions = (token: string | null) =>
  api<Subscriptions>('GET', token ? `/subscriptions/manage/${encodeURIComponent(token)}` : '/subscriptions');

export const changeSubscription = (
  id: string,
  token: string | null,
  change: { action: 'pause' | 'resume' | 'cancel' } | { action: 'amount'; amount: number | string },
) => api<SubscriptionView>('POST', `/subscriptions/${encodeURIComponent(id)}/change`, { ...change, ...(token ? { token } : {}) });

export const cardLink = (id: string, token: string | null) =>
  api<{ url: string }>('POST', `/subscriptions/${encodeURIComponent(id)}/card`, token ? { token } : {});

export const requestManageLink = (email: string) => api<{ sent: true }>('POST', '/subscriptions/link', { email });
