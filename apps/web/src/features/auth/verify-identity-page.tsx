import { useLocation } from 'react-router';
import { Msg } from '@ireti/shared/messages';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useAccount } from '../../lib/account/get-account.ts';
import { i18n, useLocalise, useT } from '../../lib/i18n/index.ts';
import { AuthShell } from './components/auth-shell.tsx';
import { IdentityStatus } from '../account/components/identity-status.tsx';
import { VerificationForm } from '../account/components/verification-form.tsx';

export const messages = i18n('auth/verify-identity-page', {
  title: 'Verify your identity',
  intro: 'Donors give with confidence when they know who is asking. Tell us who you are; an Ireti administrator reviews it.',
});

/**
 * /verify (spec §2 "sign-up verification"): a spinner until the account type is known, then the
 * individual or organisation form. Submitting it is what creating a campaign needs (docs/design.md §6);
 * a campaigner the wizard sent here goes back to it afterwards (issue 26), anyone else to the site root.
 */
export default function VerifyIdentityPage() {
  const t = useT(messages);
  const tr = useLocalise();
  const account = useAccount();
  const location = useLocation();
  const fromCampaign = !!(location.state as { redirectFromCampaign?: boolean } | null)?.redirectFromCampaign;
  const user = account.data;
  return (
    <AuthShell title={t.title} intro={t.intro} wide>
      {fromCampaign && (
        <p role="alert" className="mb-5 rounded-lg border border-sun-500 bg-sun-400/20 px-4 py-3 text-sm font-medium text-slate-900">
          {tr(Msg.verifyBeforeCreate)}
        </p>
      )}
      {!user ? (
        <PageSpinner />
      ) : (
        <>
          <IdentityStatus user={user} />
          <VerificationForm user={user} returnTo={fromCampaign ? '/create_campaigns' : undefined} />
        </>
      )}
    </AuthShell>
  );
}
