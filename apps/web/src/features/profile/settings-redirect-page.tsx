import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useAccount } from '../../lib/account/get-account.ts';

/** /profile_setting: the individual or the organisation settings, by the account's kind. */
export default function SettingsRedirectPage() {
  const { data: user } = useAccount();
  if (!user) return <PageSpinner />;
  return <Navigate to={user.is_organization ? '/profile_setting/organization' : '/profile_setting/individual'} replace />;
}
