import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Code } from '@ireti/shared/status';
import { forgotPasswordSchema } from '@ireti/shared/accounts/schemas';
import { Button } from '../../components/ui/button.tsx';
import { EmailField, FormError } from '../../components/ui/field.tsx';
import { useFormSubmit } from '../../lib/forms.ts';
import { i18n, useT } from '../../lib/i18n/index.ts';
import { useForgotPassword } from './api/forgot-password.ts';
import { AuthShell } from './components/auth-shell.tsx';
import { StatusPanel } from './components/status-panel.tsx';

export const messages = i18n('auth/forgot-password-page', {
  title: 'Forgot your password?',
  intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
  checkEmail: 'Check your email',
  linkWorks: 'The link works for 1 hour.',
  send: 'Send me a reset link',
  remembered: 'Remembered it?',
  back: 'Back to sign in',
});

/** /forgot_password (spec §5: e-mail required and valid); the header menus are hidden here. */
export default function ForgotPasswordPage() {
  const t = useT(messages);
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const { onSubmit, formError } = useFormSubmit(form, ['email'], async (values) => {
    const e = await forgot.mutateAsync(values);
    if (e.status.code !== Code.OK) return e;
    setSent(e.status.desc);
  });

  return (
    <AuthShell title={t.title} intro={sent ? undefined : t.intro}>
      {sent ? (
        <StatusPanel ok title={t.checkEmail}>
          {sent} {t.linkWorks}
        </StatusPanel>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <FormError message={formError} />
          <EmailField error={form.formState.errors.email?.message} {...form.register('email')} />
          <Button type="submit" loading={forgot.isPending} className="w-full">
            {t.send}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        {t.remembered}{' '}
        <Link to="/signin" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          {t.back}
        </Link>
      </p>
    </AuthShell>
  );
}
