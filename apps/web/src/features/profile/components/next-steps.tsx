import { Link } from 'react-router';
import type { ApiUser } from '@ireti/shared/accounts/types';
import { i18n, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('profile/next-steps', {
  heading: 'Complete your account',
  photo: 'Add a profile photo',
  photoText: 'Donors like to see who they are helping.',
  verify: 'Verify your identity',
  update: 'Update your verification information',
  verifyText: 'Needed before you can start a campaign.',
  phone: 'Confirm your phone number',
  phoneText: 'We send a 6-digit code by SMS.',
});

/** What the account still lacks: a photo, the identity information, a confirmed phone. */
export function NextSteps({ user }: { user: ApiUser }) {
  const t = useT(messages);
  const steps = [
    !user.image_url && { to: '/upload_profile_photo', title: t.photo, text: t.photoText },
    (user.identity_status === 'none' || user.identity_status === 'rejected') && {
      to: user.is_organization ? '/profile_setting/organization?tab=verification' : '/verify',
      title: user.identity_status === 'rejected' ? t.update : t.verify,
      text: t.verifyText,
    },
    user.mobile && !user.mobile_verified && { to: '/confirm_phone', title: t.phone, text: t.phoneText },
  ].filter(Boolean) as { to: string; title: string; text: string }[];
  if (!steps.length) return null;
  return (
    <section aria-labelledby="next-steps" className="mt-6">
      <h2 id="next-steps" className="sr-only">
        {t.heading}
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
