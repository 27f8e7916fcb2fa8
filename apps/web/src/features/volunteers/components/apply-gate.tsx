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

/**
 * What the upload pages need before showing the forms: a signed-in person who may apply. A visitor
 * is asked to sign in (and comes back here); an organisation or a volunteer is told why not.
 */
export function ApplyGate({ from, children }: { from: string; children: (a: MyApplication) => ReactNode }) {
  const { token } = useAuth();
  const q = useMyApplication();
  if (!token) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-slate-900">Sign in to apply</h2>
        <p className="mt-1 text-slate-700">
          Your application is linked to your Ireti account, so we can tell you about your interview and the campaigns you check.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/signin" state={{ from }} className={buttonClass('primary')}>
            Sign In
          </Link>
          <Link to="/signup" className={buttonClass('secondary')}>
            Create an account
          </Link>
        </div>
      </div>
    );
  }
  if (q.isPending) return <PageSpinner />;
  if (q.isError) return <LoadError>{Msg.errorTryAgain}</LoadError>;
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
