import type { CampaignDetail } from '@ireti/shared/campaigns/types';
import { CampaignVolunteers } from './campaign-volunteers.tsx';
import { i18n, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('volunteers/campaign-vouching', {
  title: 'How vetting works',
  text: 'Every campaign is checked by Ireti volunteers who live in the campaign\u2019s state, chosen at random. Each volunteer was registered after an ID check, proof of address and an interview. They call the campaigner and check the story, and only then does the campaign go live for donations.',
});

/** How vetting works, on a campaign awaiting verification (issue 14): three plain sentences. */
export function HowVettingWorks() {
  const t = useT(messages);
  return (
    <section aria-labelledby="how-vetting-works" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="how-vetting-works" className="text-lg font-bold text-slate-900">
        {t.title}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t.text}</p>
    </section>
  );
}

/**
 * What the campaign page says about vetting, beside the Donate panel: who vouched for a live
 * campaign (or one closed for donations), how vetting works while it awaits verification, nothing
 * while it is suspended or deleted. A closed campaign shows its volunteers in place of the tabs
 * instead (spec §2).
 */
export function CampaignVouching({ campaign: c }: { campaign: Pick<CampaignDetail, 'campaign_id' | 'status' | 'suspended'> }) {
  if (c.suspended) return null;
  if (c.status === 0) return <HowVettingWorks />;
  if (c.status === 1 || c.status === 3) return <CampaignVolunteers campaignId={c.campaign_id} />;
  return null;
}
