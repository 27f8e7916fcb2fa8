import { Navigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useAccount } from '../../lib/account/get-account.ts';
import { AccountSettings } from './components/account-settings.tsx';
import { IndividualProfileForm } from './components/individual-profile-form.tsx';
import { SettingsShell } from './components/settings-shell.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { i18n, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('profile/settings-individual-page', {
  title: 'Settings',
  profile: 'Profile Settings',
  account: 'Account Settings',
});

type Tab = 'profile' | 'account';

/** /profile_setting/individual (spec §2): Profile Settings and Account Settings. */
export default function SettingsIndividualPage() {
  const t = useT(messages);
  const { data: user } = useAccount();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'account' ? 'account' : 'profile';
  if (!user) return <PageSpinner />;
  if (user.is_organization) return <Navigate to="/profile_setting/organization" replace />;
  const tabs = [
    { key: 'profile' as const, label: t.profile },
    { key: 'account' as const, label: t.account },
  ];
  return (
    <SettingsShell title={t.title}>
      <Tabs
        layout="grid"
        tabs={tabs}
        value={tab}
        onChange={(k) => setParams(k === 'profile' ? {} : { tab: k }, { replace: true })}
        label={t.title}
      >
        {tab === 'profile' ? <IndividualProfileForm user={user} /> : <AccountSettings user={user} />}
      </Tabs>
    </SettingsShell>
  );
}
