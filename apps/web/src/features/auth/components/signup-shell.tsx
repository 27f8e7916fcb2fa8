import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import { FormError } from '../../../components/ui/field.tsx';
import { i18n, useT } from '../../../lib/i18n/index.ts';
import { Rich } from '../../../lib/i18n/rich.tsx';
import type { FacebookIntent } from '../api/get-facebook-link.ts';
import { AuthShell } from './auth-shell.tsx';
import { FacebookButton } from './facebook-button.tsx';

export const messages = i18n('auth/signup-shell', {
  facebook: 'Sign up with Facebook',
  others: '{question} {other}. Already registered? {signin}',
  signIn: 'Sign in',
});

const linkClass = 'font-semibold text-brand-800 underline-offset-2 hover:underline';

/**
 * The frame of both sign-up forms: Facebook first (unless the form came prefilled from it), the
 * form, then the way to the other kind of account and to sign in.
 */
export function SignupShell({
  title,
  intro,
  intent,
  social,
  other,
  children,
}: {
  title: string;
  intro: string;
  intent: FacebookIntent;
  social: { socialId: string | null; expired: boolean };
  other: { question: string; to: string; label: string };
  children: ReactNode;
}) {
  const t = useT(messages);
  return (
    <AuthShell title={title} intro={intro} wide>
      {!social.socialId && <FacebookButton intent={intent} label={t.facebook} />}
      {social.expired && <FormError message={AccountMsg.socialExpired} />}
      {children}
      <p className="mt-6 text-sm text-slate-600">
        <Rich
          text={t.others}
          parts={{
            question: other.question,
            other: (
              <Link to={other.to} className={linkClass}>
                {other.label}
              </Link>
            ),
            signin: (
              <Link to="/signin" className={linkClass}>
                {t.signIn}
              </Link>
            ),
          }}
        />
      </p>
    </AuthShell>
  );
}
