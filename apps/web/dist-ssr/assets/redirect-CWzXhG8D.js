import { O as A, j as T } from './i18n-BuQGntTV.js';
import { t as Code } from './status-ClvZbWz5.js';
import { q as useNavigate, r as campaignKeys } from '../entry-server.js';
// src/features/campaigns/api/invalidate.ts
/** After a change to a campaign: keep its new state, refresh every list it may sit in. */
function afterCampaignChange(qc, id, res) {
  if (res.status.code !== Code.OK) return;
  qc.setQueryData(campaignKeys.one(id), res.entity);
  qc.invalidateQueries({
    queryKey: campaignKeys.all,
    predicate: (q) => q.queryKey[1] !== 'one',
  });
}
// src/features/campaigns/components/redirect.tsx
/**
 * Sends the browser elsewhere once, after the first render (replacing the history entry), with a
 * navigation state. Unlike <Navigate>, a new state object on a re-render does not navigate again.
 */
function Redirect({ to, state }) {
  const navigate = useNavigate();
  const done = T(false);
  A(() => {
    if (done.current) return;
    done.current = true;
    navigate(to, {
      replace: true,
      state,
    });
  }, [navigate, to, state]);
  return null;
}
export { afterCampaignChange as n, Redirect as t };
