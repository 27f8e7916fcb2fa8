import { lagosDay, type CampaignUpdateInput } from '@ireti/shared/campaigns/schemas';
import type { CampaignDetail } from '@ireti/shared/campaigns/types';

/** A campaign's editable fields as the campaign form holds them (the wizard resuming a draft, the edit page). */
export const formValuesOf = (c: CampaignDetail): CampaignUpdateInput => ({
  title: c.title,
  goal: String(c.amount),
  category: c.category,
  affiliatedOrganization: c.affiliatedOrganization ?? '',
  summary: c.summary,
  campaign_details: c.description,
  types: c.types,
  // Its place (issue 14), as the State and LGA selects hold it: ids as text, '' when unknown.
  state: c.state ? String(c.state.state_id) : '',
  lga: c.lga ? String(c.lga.local_id) : '',
  // How it is funded (issue 25); its last day only while it may change (awaiting verification): empty leaves it as it is.
  funding_mode: c.funding_mode,
  ends_on: c.status === 0 && c.ends_at ? lagosDay(Date.parse(c.ends_at) - 1000) : '',
});
