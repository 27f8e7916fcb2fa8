import { Navigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useAccount } from '../../lib/account/get-account.ts';
import { IdentityStatus } from '../account/components/identity-status.tsx';
import { VerificationForm } from '../account/components/verification-form.tsx';
import { AccountSettings } from './components/account-settings.tsx';
import { OrganizationProfileForm } from './components/organization-profile-form.tsx';
import { SettingsShell } from './components/settings-shell.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { i18n, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('profile/settings-organization-page', {
  title: 'Organisation settings',
  settings: 'Settings',
  profile: 'Profile Settings',
  account: 'Account Settings',
  verification: 'Verification Information',
});

type Tab = 'profile' | 'account' | 'verification';

/** /profile_setting/organization (spec §2): Profile Settings, Account Settings and Verification Information (the /verify form in edit mode). */
export default function SettingsOrganizationPage() {
  const t = useT(messages);
  const { data: user } = useAccount();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = requested === 'account' || requested === 'verification' ? requested : 'profile';
  if (!user) return <PageSpinner />;
  if (!user.is_organization) return <Navigate to="/profile_setting/individual" replace />;
  const tabs = [
    { key: 'profile' as const, label: t.profile },
    { key: 'account' as const, label: t.account },
    { key: 'verification' as const, label: t.verification },
  ];
  return (
    <SettingsShell title={t.title}>
      <Tabs
        layout="grid"
        tabs={tabs}
        value={tab}
        onChange={(k) => setParams(k === 'profile' ? {} : { tab: k }, { replace: true })}
        label={t.settings}
      >
        {tab === 'profile' && <OrganizationProfileForm user={user} />}
        {tab === 'account' && <AccountSettings user={user} />}
        {tab === 'verification' && (
          <>
            <IdentityStatus user={user} />
            <VerificationForm user={user} editMode />
          </>
        )}
      </Tabs>
    </SettingsShell>
  );
}
