import { useState } from 'react';
import { useLocation } from 'react-router';
import { Msg } from '@ireti/shared/messages';
import { displayName } from '@ireti/shared/accounts/types';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useTitle } from '../../components/ui/page.tsx';
import { ProfileCampaignsTab } from './components/profile-campaigns-tab.tsx';
import { ProfileDonationsTab } from './components/profile-donations-tab.tsx';
import { ProfileRewardsTab } from './components/profile-rewards-tab.tsx';
import { ProfileVolunteeringTab } from './components/profile-volunteering-tab.tsx';
import { useAccount } from '../../lib/account/get-account.ts';
import { IdentityStatus } from '../account/components/identity-status.tsx';
import { NextSteps } from './components/next-steps.tsx';
import { ClaimPrompts } from './components/claim-prompts.tsx';
import { ProfileCard } from './components/profile-card.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { i18n, useLocalise, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('profile/profile-page', {
  title: 'My profile',
  activity: 'My activity',
  campaigns: 'Campaigns',
  donations: 'Donations',
  rewards: 'Rewards',
  volunteering: 'Volunteering',
});

type Tab = 'campaigns' | 'donations' | 'rewards' | 'volunteering';
const INDIVIDUAL_TABS = ['campaigns', 'donations', 'rewards', 'volunteering'] as const;
const ORGANIZATION_TABS = INDIVIDUAL_TABS.slice(0, 2);

interface ProfileState {
  tab?: Tab;
  redirectFromCampaign?: boolean;
}

/**
 * /profile (spec §2): start-a-campaign and Edit Profile links, then tabs Campaigns, Donations,
 * Rewards and Volunteering for individuals, Campaigns and Donations for organisations. Arriving
 * from a campaign redirect says 'Select a campaign to edit.'; the header's My Campaigns opens
 * the Campaigns tab.
 */
export default function ProfilePage() {
  const t = useT(messages);
  const tr = useLocalise();
  const { data: user } = useAccount();
  const location = useLocation();
  const state = (location.state as ProfileState | null) ?? {};
  const [picked, setPicked] = useState<{ key: string; tab: Tab } | null>(null);
  // A new navigation (My Campaigns from the header) wins over the tab picked before it.
  const tab: Tab = picked?.key === location.key ? picked.tab : (state.tab ?? 'campaigns');
  useTitle(user ? displayName(user) : t.title);
  if (!user) return <PageSpinner />;
  const tabs = (user.is_organization ? ORGANIZATION_TABS : INDIVIDUAL_TABS).map((key) => ({ key, label: t[key] }));
  const shown = tabs.some((t) => t.key === tab) ? tab : 'campaigns';

  return (
    <div>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-2 sm:pt-10">
          <ProfileCard user={user} />
          {(user.identity_status === 'submitted' || user.identity_status === 'rejected') && <IdentityStatus user={user} className="mt-6" />}
          <NextSteps user={user} />
          <ClaimPrompts />
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pt-4 pb-12">
        {state.redirectFromCampaign && (
          <p role="status" className="mb-4 rounded-lg border border-sun-500 bg-sun-400/20 px-4 py-3 text-sm font-medium text-slate-900">
            {tr(Msg.selectCampaignToEdit)}
          </p>
        )}
        <Tabs layout="grid" tabs={tabs} value={shown} onChange={(k) => setPicked({ key: location.key, tab: k })} label={t.activity}>
          {shown === 'campaigns' && <ProfileCampaignsTab />}
          {shown === 'donations' && <ProfileDonationsTab />}
          {shown === 'rewards' && <ProfileRewardsTab userId={user._id} />}
          {shown === 'volunteering' && <ProfileVolunteeringTab userId={user._id} />}
        </Tabs>
      </div>
    </div>
  );
}
