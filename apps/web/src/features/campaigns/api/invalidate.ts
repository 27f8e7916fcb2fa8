import type { QueryClient } from '@tanstack/react-query';
import { Code, type Envelope } from '@ireti/shared/status';
import type { CampaignDetail } from '@ireti/shared/campaigns/types';
import { campaignKeys } from '../../../lib/campaigns/keys.ts';

/** After a change to a campaign: keep its new state, refresh every list it may sit in. */
export function afterCampaignChange(qc: QueryClient, id: string, res: Envelope<CampaignDetail>) {
  if (res.status.code !== Code.OK) return;
  qc.setQueryData(campaignKeys.one(id), res.entity);
  void qc.invalidateQueries({ queryKey: campaignKeys.all, predicate: (q) => q.queryKey[1] !== 'one' });
}
