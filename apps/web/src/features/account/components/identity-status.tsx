import type { ApiUser } from '@ireti/shared/accounts/types';
import { i18n, useT } from '../../../lib/i18n/index.ts';

/** What the campaigner sees while an administrator has the identity information (ours: the spec is silent). */
export const UNDER_REVIEW = 'Under review';
export const UNDER_REVIEW_NEXT =
  "We'll e-mail you when an administrator has checked your details, usually within 2 working days. You can already start campaigns.";

export const messages = i18n('account/identity-status', {
  underReview: UNDER_REVIEW,
  underReviewNext: UNDER_REVIEW_NEXT,
  approved: 'Verified',
  approvedNext: 'Your identity has been approved: your badge reads VERIFIED.',
  rejected: 'Not approved',
  rejectedNext: 'Please correct your information and submit it again; we have e-mailed you the same.',
  whatToFix: 'What to fix:',
});
type Texts = typeof messages extends { get(): infer B } ? B : never;

const look: Record<ApiUser['identity_status'], ((t: Texts) => { title: string; body: string }) | null> = {
  none: null,
  submitted: (t) => ({ title: t.underReview, body: t.underReviewNext }),
  approved: (t) => ({ title: t.approved, body: t.approvedNext }),
  rejected: (t) => ({ title: t.rejected, body: t.rejectedNext }),
};
const style: Record<ApiUser['identity_status'], string> = {
  none: '',
  submitted: 'border-sun-500 bg-sun-400/15 text-slate-900',
  approved: 'border-green-200 bg-green-50 text-green-900',
  rejected: 'border-red-200 bg-red-50 text-red-900',
};

/** Where the identity review stands (docs/design.md §6). */
export function IdentityStatus({
  user,
  className = 'mb-5',
}: {
  user: Pick<ApiUser, 'identity_status'> & Partial<Pick<ApiUser, 'identity_note'>>;
  className?: string;
}) {
  const t = useT(messages);
  const shown = look[user.identity_status]?.(t);
  if (!shown) return null;
  return (
    <div role="status" className={`rounded-lg border px-4 py-3 text-sm ${style[user.identity_status]} ${className}`}>
      <p className="font-semibold">{shown.title}</p>
      {user.identity_status === 'rejected' && user.identity_note && (
        <p className="mt-1">
          <span className="font-semibold">{t.whatToFix} </span>
          <span className="whitespace-pre-line">{user.identity_note}</span>
        </p>
      )}
      <p className="mt-0.5">{shown.body}</p>
    </div>
  );
}

/**
 * "Under review" beside the spec's UNVERIFIED badge while the identity information waits for an
 * administrator; nothing otherwise.
 */
export function UnderReviewBadge({
  user,
  className = '',
}: {
  user: Pick<ApiUser, 'identity_status' | 'is_volunteer'>;
  className?: string;
}) {
  const t = useT(messages);
  if (user.identity_status !== 'submitted' || user.is_volunteer > 0) return null;
  return (
    <span
      title={t.underReviewNext}
      className={`inline-block rounded bg-sun-400/30 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-slate-900 ring-1 ring-sun-500 ring-inset ${className}`}
    >
      {t.underReview}
    </span>
  );
}
