import { useState } from 'react';
import { Link } from 'react-router';
import { Code } from '@ireti/shared/status';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { i18n, params, useT } from '../../lib/i18n/index.ts';
import { Rich } from '../../lib/i18n/rich.tsx';
import { useResendVerification } from './api/resend-verification.ts';
import { AuthShell } from './components/auth-shell.tsx';
import { pendingUser } from './session.ts';

export const messages = i18n('auth/send-email-page', {
  title: 'Check your email',
  hello: params('Hello {name},'),
  helloThere: 'Hello there,',
  sent: 'We sent a verification mail to {email}. Open the link in it to verify your account; it works for 24 hours.',
  yourAddress: 'your email address',
  spam: "Can't find it? Look in your spam or promotions folder.",
  again: 'Send the mail again',
  signIn: 'Go to sign in',
});

/** /send_email (spec §2): a verification mail was sent; greets the user by first name. */
export default function SendEmailPage() {
  const t = useT(messages);
  const [pending] = useState(pendingUser);
  const resend = useResendVerification();
  const [sentAgain, setSentAgain] = useState<string | null>(null);
  const name = pending ? (pending.is_organization ? pending.organization_name : pending.first_name) : null;

  const again = async () => {
    if (!pending) return;
    const e = await resend.mutateAsync({ email: pending.email });
    if (e.status.code === Code.OK) setSentAgain(e.status.desc);
    else toast.error(e.status.desc);
  };

  return (
    <AuthShell title={t.title}>
      <div className="flex flex-col items-center text-center">
        <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <svg viewBox="0 0 24 24" className="h-8 w-8" fill="currentColor">
            <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3zM5.3 7 12 11.5 18.7 7z" />
          </svg>
        </span>
        <p className="mt-4 text-xl font-bold text-slate-900">{name ? t.hello({ name }) : t.helloThere}</p>
        <p className="mt-2 text-slate-700">
          <Rich
            text={t.sent}
            parts={{ email: pending ? <strong className="break-all text-slate-900">{pending.email}</strong> : t.yourAddress }}
          />
        </p>
        <p className="mt-2 text-sm text-slate-600">{t.spam}</p>
        {sentAgain && (
          <p role="status" className="mt-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
            {sentAgain}
          </p>
        )}
        <div className="mt-6 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
          {pending && (
            <Button type="button" variant="secondary" loading={resend.isPending} onClick={() => void again()}>
              {t.again}
            </Button>
          )}
          <Link to="/signin" className={buttonClass('primary')}>
            {t.signIn}
          </Link>
        </div>
      </div>
    </AuthShell>
  );
}
