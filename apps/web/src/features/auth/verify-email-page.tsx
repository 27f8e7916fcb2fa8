import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Code } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import { forgotPasswordSchema } from '@ireti/shared/accounts/schemas';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { EmailField, FormError } from '../../components/ui/field.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth.ts';
import { accountKey } from '../../lib/account/get-account.ts';
import { i18n, useLocalise, useT } from '../../lib/i18n/index.ts';
import { useResendVerification } from './api/resend-verification.ts';
import { useVerifyEmail } from './api/verify-email.ts';
import { AuthShell } from './components/auth-shell.tsx';
import { StatusPanel } from './components/status-panel.tsx';

export const messages = i18n('auth/verify-email-page', {
  title: 'Email verification',
  enterAddress: 'Enter the address you signed up with and we will send a new link.',
  sendLink: 'Send a new link',
  toProfile: 'GO TO MY PROFILE',
  login: 'LOGIN',
  resend: 'RESEND EMAIL',
});

/** A new link by address, when the failed link itself is unknown. */
function ResendByEmail() {
  const t = useT(messages);
  const resend = useResendVerification();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const submit = form.handleSubmit(
    async (v) => {
      const e = await resend.mutateAsync(v);
      if (e.status.code === Code.OK) setDone(e.status.desc);
      else setError(e.status.desc);
    },
    () => setError(Msg.formInvalid),
  );
  if (done) return <StatusPanel ok title={done} />;
  return (
    <form onSubmit={submit} noValidate className="mt-4">
      <p className="mb-3 text-sm text-slate-700">{t.enterAddress}</p>
      <FormError message={error} />
      <EmailField error={form.formState.errors.email?.message} {...form.register('email')} />
      <Button type="submit" loading={resend.isPending}>
        {t.sendLink}
      </Button>
    </form>
  );
}

/** /verify_email/{token} (spec §2, §8): loading, then success in green with LOGIN, or failure in red with RESEND EMAIL. */
export default function VerifyEmailPage() {
  const t = useT(messages);
  const tr = useLocalise();
  const { token = '' } = useParams();
  const { token: session } = useAuth();
  const queryClient = useQueryClient();
  const result = useVerifyEmail(token);
  const resend = useResendVerification();
  const [resent, setResent] = useState<{ ok: boolean; message: string } | null>(null);
  const [askEmail, setAskEmail] = useState(false);
  const ok = result.data?.status.code === Code.OK;

  // An e-mail change confirmed while signed in: the header and settings show the new address.
  useEffect(() => {
    if (ok && session) void queryClient.invalidateQueries({ queryKey: accountKey });
  }, [ok, session, queryClient]);

  const again = async () => {
    const e = await resend.mutateAsync({ token });
    if (e.status.code === Code.OK) setResent({ ok: true, message: e.status.desc });
    else if (e.status.code === Code.NOT_FOUND || e.status.code === Code.VALIDATION) setAskEmail(true);
    else setResent({ ok: false, message: e.status.desc });
  };

  return (
    <AuthShell title={t.title}>
      {result.isPending ? (
        <PageSpinner />
      ) : ok ? (
        <>
          <StatusPanel ok title={tr(Msg.emailVerifySuccess)} />
          <Link to={session ? '/profile' : '/signin'} className={buttonClass('primary', 'mt-6 w-full sm:w-auto')}>
            {session ? t.toProfile : t.login}
          </Link>
        </>
      ) : (
        <>
          <StatusPanel ok={false} title={tr(Msg.emailVerifyFailed)}>
            {result.data?.status.code === Code.CONFLICT ? result.data.status.desc : null}
          </StatusPanel>
          {resent ? (
            <div className="mt-4">
              <StatusPanel ok={resent.ok} title={resent.message} />
            </div>
          ) : askEmail ? (
            <ResendByEmail />
          ) : (
            <Button type="button" className="mt-6 w-full sm:w-auto" loading={resend.isPending} onClick={() => void again()}>
              {t.resend}
            </Button>
          )}
        </>
      )}
    </AuthShell>
  );
}
