import type { ApiUser } from '@ireti/shared/accounts/types';

const text: Record<ApiUser['identity_status'], { title: string; body: string; style: string } | null> = {
  none: null,
  submitted: {
    title: 'Submitted, waiting for review',
    body: 'You can already start campaigns. An administrator will review your information soon.',
    style: 'border-sun-500 bg-sun-400/15 text-slate-900',
  },
  approved: {
    title: 'Verified',
    body: 'Your identity has been approved: your badge reads VERIFIED.',
    style: 'border-green-200 bg-green-50 text-green-900',
  },
  rejected: {
    title: 'Not approved',
    body: 'Please correct your information and submit it again.',
    style: 'border-red-200 bg-red-50 text-red-900',
  },
};

/** Where the identity review stands (docs/design.md §6). */
export function IdentityStatus({ user }: { user: Pick<ApiUser, 'identity_status'> }) {
  const t = text[user.identity_status];
  if (!t) return null;
  return (
    <div role="status" className={`mb-5 rounded-lg border px-4 py-3 text-sm ${t.style}`}>
      <p className="font-semibold">{t.title}</p>
      <p className="mt-0.5">{t.body}</p>
    </div>
  );
}
