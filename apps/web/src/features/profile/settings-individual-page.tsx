import { Navigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useAccount } from '../../lib/account/get-account.ts';
import { AccountSettings } from './components/account-settings.tsx';
import { IndividualProfileForm } from './components/individual-profile-form.tsx';
import { SettingsShell } from './components/settings-shell.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';

type Tab = 'profile' | 'account';
const tabs = [
  { key: 'profile' as const, label: 'Profile Settings' },
  { key: 'account' as const, label: 'Account Settings' },
];

/** /profile_setting/individual (spec §2): Profile Settings and Account Settings. */
export default function SettingsIndividualPage() {
  const { data: user } = useAccount();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'account' ? 'account' : 'profile';
  if (!user) return <PageSpinner />;
  if (user.is_organization) return <Navigate to="/profile_setting/organization" replace />;
  return (
    <SettingsShell title="Settings">
      <Tabs
        layout="grid"
        tabs={tabs}
        value={tab}
        onChange={(k) => setParams(k === 'profile' ? {} : { tab: k }, { replace: true })}
        label="Settings"
      >
        {tab === 'profile' ? <IndividualProfileForm user={user} /> : <AccountSettings user={user} />}
      </Tabs>
    </SettingsShell>
  );
}
