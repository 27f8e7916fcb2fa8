import { Link } from 'react-router';
import type { ApiUser } from '@ireti/shared/accounts/types';

/** What the account still lacks: a photo, the identity information, a confirmed phone. */
export function NextSteps({ user }: { user: ApiUser }) {
  const steps = [
    !user.image_url && { to: '/upload_profile_photo', title: 'Add a profile photo', text: 'Donors like to see who they are helping.' },
    (user.identity_status === 'none' || user.identity_status === 'rejected') && {
      to: user.is_organization ? '/profile_setting/organization?tab=verification' : '/verify',
      title: user.identity_status === 'rejected' ? 'Update your verification information' : 'Verify your identity',
      text: 'Needed before you can start a campaign.',
    },
    user.mobile &&
      !user.mobile_verified && { to: '/confirm_phone', title: 'Confirm your phone number', text: 'We send a 6-digit code by SMS.' },
  ].filter(Boolean) as { to: string; title: string; text: string }[];
  if (!steps.length) return null;
  return (
    <section aria-labelledby="next-steps" className="mt-6">
      <h2 id="next-steps" className="sr-only">
        Complete your account
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {steps.map((s) => (
          <li key={s.to}>
            <Link
              to={s.to}
              className="flex h-full items-start gap-3 rounded-xl border border-sun-500/60 bg-sun-400/15 p-4 hover:bg-sun-400/25"
            >
              <span
                aria-hidden="true"
                className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-sun-400 text-sm font-bold text-slate-900"
              >
                !
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{s.title}</span>
                <span className="text-sm text-slate-700">{s.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
