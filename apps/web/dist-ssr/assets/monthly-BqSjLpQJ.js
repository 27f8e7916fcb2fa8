import { A as api, H as useQuery, N as unwrap, j as apiGet } from '../entry-server.js';
// src/lib/donations/monthly.ts
/** Monthly giving's calls (docs/decisions/092-monthly-giving.md). */
var monthlyKeys = {
  offer: (campaignId) => ['donations', 'campaign', campaignId.toLowerCase(), 'monthly'],
  mine: (token) => ['donations', 'monthly', token ?? 'session'],
};
/** GET /donate/monthly/{id}: whether "Give monthly" is offered, the day it is taken, the campaign's monthly donors. */
function useMonthlyOffer(campaignId) {
  return useQuery({
    queryKey: monthlyKeys.offer(campaignId),
    queryFn: ({ signal }) => unwrap(apiGet(`/donate/monthly/${encodeURIComponent(campaignId.toLowerCase())}`, void 0, { signal })),
    retry: false,
  });
}
/** POST /donate/monthly: the donate form's body, charged now and each month. */
var startMonthly = (input) => api('POST', '/donate/monthly', input);
/** The donor's monthly gifts: by the e-mailed link's token, or by the session. */
var getSubscriptions = (token) => api('GET', token ? `/subscriptions/manage/${encodeURIComponent(token)}` : '/subscriptions');
var changeSubscription = (id, token, change) =>
  api('POST', `/subscriptions/${encodeURIComponent(id)}/change`, {
    ...change,
    ...(token ? { token } : {}),
  });
var cardLink = (id, token) => api('POST', `/subscriptions/${encodeURIComponent(id)}/card`, token ? { token } : {});
var requestManageLink = (email) => api('POST', '/subscriptions/link', { email });
export {
  requestManageLink as a,
  monthlyKeys as i,
  changeSubscription as n,
  startMonthly as o,
  getSubscriptions as r,
  useMonthlyOffer as s,
  cardLink as t,
};
