import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Msg } from '@ireti/shared/messages';
import type { MyApplication } from '@ireti/shared/trust/types';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useMyApplication } from '../api/get-my-application.ts';
import { ApplicationStatus } from './application-status.tsx';
import { i18n, useLocalise, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('volunteers/apply-gate', {
  title: 'Sign in to apply',
  text: 'Your application is linked to your Ireti account, so we can tell you about your interview and the campaigns you check.',
  signIn: 'Sign In',
  create: 'Create an account',
});

/**
 * What the upload pages need before showing the forms: a signed-in person who may apply. A visitor
 * is asked to sign in (and comes back here); an organisation or a volunteer is told why not.
 */
export function ApplyGate({ from, children }: { from: string; children: (a: MyApplication) => ReactNode }) {
  const t = useT(messages);
  const tr = useLocalise();
  const { token } = useAuth();
  const q = useMyApplication();
  if (!token) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">{t.title}</h2>
        <p className="mt-1 text-slate-700">{t.text}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/signin" state={{ from }} className={buttonClass('primary')}>
            {t.signIn}
          </Link>
          <Link to="/signup" className={buttonClass('secondary')}>
            {t.create}
          </Link>
        </div>
      </div>
    );
  }
  if (q.isPending) return <PageSpinner />;
  if (q.isError) return <LoadError>{tr(Msg.errorTryAgain)}</LoadError>;
  const a = q.data;
  if (!a.can_apply) return <ApplicationStatus a={a} />;
  return (
    <>
      {a.status !== 'none' && (
        <div className="mb-6">
          <ApplicationStatus a={a} />
        </div>
      )}
      {children(a)}
    </>
  );
}
