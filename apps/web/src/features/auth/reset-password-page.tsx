import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Code } from '@ireti/shared/status';
import { Delay } from '@ireti/shared/constants';
import { Msg } from '@ireti/shared/messages';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import { resetPasswordSchema } from '@ireti/shared/accounts/schemas';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormSubmit } from '../../lib/forms.ts';
import { i18n, useLocalise, useT } from '../../lib/i18n/index.ts';
import { checkResetToken, useResetPassword } from './api/reset-password.ts';
import { AuthShell } from './components/auth-shell.tsx';
import { PasswordField } from '../account/components/password-field.tsx';
import { StatusPanel } from './components/status-panel.tsx';

export const messages = i18n('auth/reset-password-page', {
  title: 'Choose a new password',
  checking: 'Checking your link…',
  linkRule: 'Reset links work once, for 1 hour. Ask for a new one.',
  newLink: 'Send me a new link',
  toSignIn: 'Taking you to sign in…',
  password: 'New password',
  confirm: 'Confirm new password',
  submit: 'Reset password',
});

type Stage = 'checking' | 'form' | 'invalid' | 'done';

/**
 * /reset_password/{token} (spec §4, §5): the token is taken from the route after 2 s and checked;
 * the two fields with the spec's mismatch message; success → full-page redirect to /signin after 2 s.
 */
export default function ResetPasswordPage() {
  const t = useT(messages);
  const tr = useLocalise();
  const { token: routeToken = '' } = useParams();
  const [token, setToken] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>('checking');
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { pass: '', cpass: '', token: '' } });

  useEffect(() => {
    let live = true;
    const timer = setTimeout(async () => {
      const e = await checkResetToken(routeToken);
      if (!live) return;
      setToken(routeToken);
      form.setValue('token', routeToken);
      setStage(e.status.code === Code.OK ? 'form' : 'invalid');
    }, Delay.redirectMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [routeToken, form]);

  useEffect(() => {
    if (stage !== 'done') return;
    const timer = setTimeout(() => window.location.assign('/signin'), Delay.redirectMs);
    return () => clearTimeout(timer);
  }, [stage]);

  const { onSubmit, formError } = useFormSubmit(form, ['pass', 'cpass'], async (values) => {
    const e = await reset.mutateAsync({ ...values, token: token ?? '' });
    if (e.status.code === Code.OK) return setStage('done');
    if (e.status.code === Code.NOT_FOUND) return setStage('invalid');
    return e;
  });

  return (
    <AuthShell title={t.title}>
      {stage === 'checking' && (
        <p className="flex items-center gap-3 text-slate-700" role="status">
          <Spinner small /> {t.checking}
        </p>
      )}
      {stage === 'invalid' && (
        <>
          <StatusPanel ok={false} title={tr(AccountMsg.tokenInvalid)}>
            {t.linkRule}
          </StatusPanel>
          <Link to="/forgot_password" className={buttonClass('primary', 'mt-6 w-full sm:w-auto')}>
            {t.newLink}
          </Link>
        </>
      )}
      {stage === 'done' && (
        <StatusPanel ok title={tr(AccountMsg.resetDone)}>
          {t.toSignIn}
        </StatusPanel>
      )}
      {stage === 'form' && (
        <form onSubmit={onSubmit} noValidate>
          <FormError message={formError} />
          <PasswordField
            label={t.password}
            autoComplete="new-password"
            hint={Msg.password}
            error={form.formState.errors.pass?.message}
            {...form.register('pass')}
          />
          <PasswordField
            label={t.confirm}
            autoComplete="new-password"
            error={form.formState.errors.cpass?.message}
            {...form.register('cpass')}
          />
          <Button type="submit" loading={reset.isPending} className="w-full">
            {t.submit}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
