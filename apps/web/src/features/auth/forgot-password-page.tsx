import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Code } from '@ireti/shared/status';
import { forgotPasswordSchema } from '@ireti/shared/accounts/schemas';
import { Button } from '../../components/ui/button.tsx';
import { EmailField, FormError } from '../../components/ui/field.tsx';
import { useFormSubmit } from '../../lib/forms.ts';
import { useForgotPassword } from './api/forgot-password.ts';
import { AuthShell } from './components/auth-shell.tsx';
import { StatusPanel } from './components/status-panel.tsx';

/** /forgot_password (spec §5: e-mail required and valid); the header menus are hidden here. */
export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const { onSubmit, formError } = useFormSubmit(form, ['email'], async (values) => {
    const e = await forgot.mutateAsync(values);
    if (e.status.code !== Code.OK) return e;
    setSent(e.status.desc);
  });

  return (
    <AuthShell
      title="Forgot your password?"
      intro={sent ? undefined : 'Enter the email address of your account and we will send you a link to choose a new password.'}
    >
      {sent ? (
        <StatusPanel ok title="Check your email">
          {sent} The link works for 1 hour.
        </StatusPanel>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <FormError message={formError} />
          <EmailField error={form.formState.errors.email?.message} {...form.register('email')} />
          <Button type="submit" loading={forgot.isPending} className="w-full">
            Send me a reset link
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link to="/signin" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthShell>
  );
}
