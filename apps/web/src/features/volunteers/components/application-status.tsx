import { Link } from 'react-router';
import type { MyApplication } from '@ireti/shared/trust/types';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { Grade } from '../../../components/volunteers/grade.tsx';

/** Where the signed-in user's volunteer application stands, with the next step. */
export function ApplicationStatus({ a }: { a: MyApplication }) {
  if (!a.can_apply && a.status !== 'approved') {
    return (
      <Panel tone="slate" title="Organisations cannot volunteer">
        Volunteers are people who check campaigns in person. A member of your organisation can apply with a personal account.
      </Panel>
    );
  }
  switch (a.status) {
    case 'approved':
      return (
        <Panel tone="brand" title="You are an Ireti volunteer">
          <span className="flex flex-wrap items-center gap-2">
            Thank you for helping donors trust the campaigns of your state. <Grade grade={a.grade} />
          </span>
          <Link to="/profile" state={{ tab: 'volunteering' }} className={buttonClass('secondary', 'mt-3')}>
            See the campaigns you verified
          </Link>
        </Panel>
      );
    case 'pending':
      return (
        <Panel tone="sun" title="Your application is with our team">
          We received your documents{a.submitted_at ? ` on ${formatDate(a.submitted_at)}` : ''}.{' '}
          {a.interview_invited_at
            ? 'We sent you an e-mail to arrange your interview: please check your inbox.'
            : 'We will check them and contact you by e-mail to arrange a short interview.'}{' '}
          You can still replace a document below if it is unclear.
        </Panel>
      );
    case 'draft':
      return (
        <Panel tone="sun" title="Your application is not complete yet">
          {a.has_id_document ? 'We have your identity document. ' : 'We have your electricity bill. '}
          Add your {a.has_id_document ? 'electricity bill (proof of address)' : 'identity document'} to send your application.
        </Panel>
      );
    case 'rejected':
      return (
        <Panel tone="red" title="Your last application was not accepted">
          {a.decision_reason && <span className="block">Reason: {a.decision_reason}</span>}
          You are welcome to apply again with new documents.
        </Panel>
      );
    default:
      return null;
  }
}

const tones = {
  brand: 'border-brand-200 bg-brand-50 text-brand-900',
  sun: 'border-sun-400/60 bg-amber-50 text-amber-950',
  red: 'border-red-200 bg-red-50 text-red-900',
  slate: 'border-slate-200 bg-slate-50 text-slate-800',
} as const;

function Panel({ tone, title, children }: { tone: keyof typeof tones; title: string; children: React.ReactNode }) {
  return (
    <section role="status" className={`rounded-xl border p-5 ${tones[tone]}`}>
      <h2 className="font-semibold">{title}</h2>
      <div className="mt-1 text-sm">{children}</div>
    </section>
  );
}
