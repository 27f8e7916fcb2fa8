import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { FromState } from './use-finish-login.ts';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import { signinSchema } from '@ireti/shared/accounts/schemas';
import { Button } from '../../components/ui/button.tsx';
import { EmailField, FormError } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormSubmit } from '../../lib/forms.ts';
import { i18n, useT } from '../../lib/i18n/index.ts';
import { useLogin } from './api/login.ts';
import { facebookSession } from './api/facebook-session.ts';
import { AuthShell } from './components/auth-shell.tsx';
import { FacebookButton } from './components/facebook-button.tsx';
import { PasswordField } from '../account/components/password-field.tsx';
import { useFinishLogin } from './use-finish-login.ts';
import { SecondFactorStep } from './components/second-factor-step.tsx';
import { Code } from '@ireti/shared/status';
import type { SecondFactorChallenge } from '@ireti/shared/accounts/second-factor';

export const messages = i18n('auth/signin-page', {
  signingIn: 'Signing you in',
  withFacebook: 'Signing you in with Facebook…',
  title: 'Sign in',
  intro: 'Welcome back. Sign in to manage your campaigns and donations.',
  startTitle: 'Sign in to start your campaign',
  startIntro: 'Once you are signed in, the campaign form opens. New to Ireti? Create a free account first.',
  password: 'Password',
  remember: 'Remember Me',
  forgot: 'Forgot password?',
  submit: 'Sign In',
  newHere: 'New to Ireti?',
  create: 'Create an account',
});

const socialErrors: Record<string, string> = {
  cancelled: AccountMsg.facebookCancelled,
  failed: AccountMsg.facebookFailed,
  off: AccountMsg.facebookOff,
};

export default function SigninPage() {
  const t = useT(messages);
  const [params, setParams] = useSearchParams();
  const finish = useFinishLogin();
  const login = useLogin();
  const [viaFacebook, setViaFacebook] = useState(() => !!params.get('fb'));
  // Sent here by "Start a campaign" (a private route): say what comes next (issue 26).
  const toStart = ((useLocation().state as FromState | null)?.from ?? '').startsWith('/create_campaigns');
  // An account with a second factor: the password answered 110 with a ticket (docs/decisions/086).
  const [challenge, setChallenge] = useState<SecondFactorChallenge['second_factor'] | null>(null);
  const askedForFactor = (e: { status: { code: number }; entity: unknown }) => {
    if (e.status.code !== Code.SECOND_FACTOR_REQUIRED) return false;
    setChallenge((e.entity as SecondFactorChallenge).second_factor);
    return true;
  };
  const form = useForm({ resolver: zodResolver(signinSchema), defaultValues: { email: '', password: '', remember: false } });
  const { errors } = form.formState;
  const { onSubmit, formError, setFormError } = useFormSubmit(
    form,
    ['email', 'password'],
    async (values) => {
      const e = await login.mutateAsync(values);
      if (askedForFactor(e)) return undefined;
      return finish(e) ? undefined : e;
    },
    { initialError: socialErrors[params.get('social_error') ?? ''] ?? null },
  );

  // Back from Facebook with a one-time code: swap it for a session once.
  const swapped = useRef(false);
  useEffect(() => {
    const code = params.get('fb');
    if (!code || swapped.current) return;
    swapped.current = true;
    void facebookSession(code).then((e) => {
      if (finish(e)) return;
      if (askedForFactor(e)) {
        setViaFacebook(false);
        return;
      }
      setViaFacebook(false);
      setFormError(e.status.desc);
      setParams({}, { replace: true });
    });
  }, [params, finish, setParams, setFormError]);

  if (viaFacebook)
    return (
      <AuthShell title={t.signingIn}>
        <p className="flex items-center gap-3 text-slate-700">
          <Spinner small /> {t.withFacebook}
        </p>
      </AuthShell>
    );

  if (challenge)
    return (
      <AuthShell title={t.title}>
        <SecondFactorStep challenge={challenge} onDone={finish} onRestart={() => setChallenge(null)} />
      </AuthShell>
    );

  return (
    <AuthShell title={toStart ? t.startTitle : t.title} intro={toStart ? t.startIntro : t.intro}>
      <FacebookButton intent="login" />
      <form onSubmit={onSubmit} noValidate>
        <FormError message={formError} />
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <PasswordField label={t.password} autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="h-5 w-5 rounded border-slate-300 accent-brand-700" {...form.register('remember')} />
            {t.remember}
          </label>
          <Link to="/forgot_password" className="py-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline">
            {t.forgot}
          </Link>
        </div>
        <Button type="submit" loading={login.isPending} className="w-full">
          {t.submit}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t.newHere}{' '}
        <Link to="/signup" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          {t.create}
        </Link>
      </p>
    </AuthShell>
  );
}
