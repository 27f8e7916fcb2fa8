import { useCampaignUpdates } from '../api/campaign-updates.ts';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('campaign/updates-label', {
  updates: 'Updates',
  updatesCount: params('Updates ({n})'),
});

/** "Updates (3)": the tab's label, with the count once the first page is in. */
export function useUpdatesLabel(campaignId: string) {
  const t = useT(messages);
  const q = useCampaignUpdates(campaignId);
  const n = q.data?.pages[0]?.total_records ?? 0;
  return n ? t.updatesCount({ n }) : t.updates;
}

/**
 * The same words as a component: when the count comes in, only the label is drawn again, not the
 * whole campaign page around it.
 */
export function UpdatesLabel({ campaignId }: { campaignId: string }) {
  return <>{useUpdatesLabel(campaignId)}</>;
}
