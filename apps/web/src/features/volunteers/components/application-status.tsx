import { Link } from 'react-router';
import type { MyApplication } from '@ireti/shared/trust/types';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { Grade } from './grade.tsx';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('volunteers/application-status', {
  orgTitle: 'Organisations cannot volunteer',
  orgText: 'Volunteers are people who check campaigns in person. A member of your organisation can apply with a personal account.',
  approvedTitle: 'You are an Ireti volunteer',
  approvedText: 'Thank you for helping donors trust the campaigns of your state.',
  seeVerified: 'See the campaigns you verified',
  pendingTitle: 'Your application is with our team',
  received: 'We received your documents.',
  receivedOn: params('We received your documents on {date}.'),
  invited: 'We sent you an e-mail to arrange your interview: please check your inbox.',
  willCheck: 'We will check them and contact you by e-mail to arrange a short interview.',
  canReplace: 'You can still replace a document below if it is unclear.',
  draftTitle: 'Your application is not complete yet',
  haveId: 'We have your identity document.',
  haveBill: 'We have your electricity bill.',
  addBill: 'Add your electricity bill (proof of address) to send your application.',
  addId: 'Add your identity document to send your application.',
  rejectedTitle: 'Your last application was not accepted',
  reason: params('Reason: {reason}'),
  applyAgain: 'You are welcome to apply again with new documents.',
});

/** Where the signed-in user's volunteer application stands, with the next step. */
export function ApplicationStatus({ a }: { a: MyApplication }) {
  const t = useT(messages);
  if (!a.can_apply && a.status !== 'approved') {
    return (
      <Panel tone="slate" title={t.orgTitle}>
        {t.orgText}
      </Panel>
    );
  }
  switch (a.status) {
    case 'approved':
      return (
        <Panel tone="brand" title={t.approvedTitle}>
          <span className="flex flex-wrap items-center gap-2">
            {t.approvedText} <Grade grade={a.grade} />
          </span>
          <Link to="/profile" state={{ tab: 'volunteering' }} className={buttonClass('secondary', 'mt-3')}>
            {t.seeVerified}
          </Link>
        </Panel>
      );
    case 'pending':
      return (
        <Panel tone="sun" title={t.pendingTitle}>
          {a.submitted_at ? t.receivedOn({ date: formatDate(a.submitted_at) }) : t.received}{' '}
          {a.interview_invited_at ? t.invited : t.willCheck} {t.canReplace}
        </Panel>
      );
    case 'draft':
      return (
        <Panel tone="sun" title={t.draftTitle}>
          {a.has_id_document ? t.haveId : t.haveBill} {a.has_id_document ? t.addBill : t.addId}
        </Panel>
      );
    case 'rejected':
      return (
        <Panel tone="red" title={t.rejectedTitle}>
          {a.decision_reason && <span className="block">{t.reason({ reason: a.decision_reason })}</span>}
          {t.applyAgain}
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
