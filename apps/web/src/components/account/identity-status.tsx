import type { ApiUser } from '@ireti/shared/accounts/types';

/** What the campaigner sees while an administrator has the identity information (ours: the spec is silent). */
export const UNDER_REVIEW = 'Under review';
export const UNDER_REVIEW_NEXT =
  "We'll e-mail you when an administrator has checked your details, usually within 2 working days. You can already start campaigns.";

const text: Record<ApiUser['identity_status'], { title: string; body: string; style: string } | null> = {
  none: null,
  submitted: {
    title: UNDER_REVIEW,
    body: UNDER_REVIEW_NEXT,
    style: 'border-sun-500 bg-sun-400/15 text-slate-900',
  },
  approved: {
    title: 'Verified',
    body: 'Your identity has been approved: your badge reads VERIFIED.',
    style: 'border-green-200 bg-green-50 text-green-900',
  },
  rejected: {
    title: 'Not approved',
    body: 'Please correct your information and submit it again; we have e-mailed you the same.',
    style: 'border-red-200 bg-red-50 text-red-900',
  },
};

/** Where the identity review stands (docs/design.md §6). */
export function IdentityStatus({
  user,
  className = 'mb-5',
}: {
  user: Pick<ApiUser, 'identity_status'> & Partial<Pick<ApiUser, 'identity_note'>>;
  className?: string;
}) {
  const t = text[user.identity_status];
  if (!t) return null;
  return (
    <div role="status" className={`rounded-lg border px-4 py-3 text-sm ${t.style} ${className}`}>
      <p className="font-semibold">{t.title}</p>
      {user.identity_status === 'rejected' && user.identity_note && (
        <p className="mt-1">
          <span className="font-semibold">What to fix: </span>
          <span className="whitespace-pre-line">{user.identity_note}</span>
        </p>
      )}
      <p className="mt-0.5">{t.body}</p>
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
  if (user.identity_status !== 'submitted' || user.is_volunteer > 0) return null;
  return (
    <span
      title={UNDER_REVIEW_NEXT}
      className={`inline-block rounded bg-sun-400/30 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-slate-900 ring-1 ring-sun-500 ring-inset ${className}`}
    >
      {UNDER_REVIEW}
    </span>
  );
}
