import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Code } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import { emailChangeSchema, orgPasswordChangeSchema, passwordChangeSchema } from '@ireti/shared/accounts/schemas';
import type { ApiUser } from '@ireti/shared/accounts/types';
import { Button } from '../../../components/ui/button.tsx';
import { EmailField, FormError } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useFormSubmit } from '../../../lib/forms.ts';
import { i18n, useT } from '../../../lib/i18n/index.ts';
import { Rich } from '../../../lib/i18n/rich.tsx';
import { PasswordField } from '../../account/components/password-field.tsx';
import { useChangeEmail } from '../api/change-email.ts';
import { useChangePassword } from '../api/change-password.ts';
import { DataRights } from './data-rights.tsx';
import { AccessLogPanel, SecondFactorSettings } from './second-factor-settings.tsx';

export const messages = i18n('profile/account-settings', {
  emailTitle: 'Email address',
  emailNow: 'You sign in with {email}. A new address takes effect once you open the link we send to it.',
  newEmail: 'New email',
  currentPassword: 'Current password',
  changeEmail: 'Change email',
  passwordTitle: 'Password',
  passwordNote: 'Changing it signs you out on your other devices.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  changePassword: 'Change password',
});

function EmailForm({ user }: { user: ApiUser }) {
  const t = useT(messages);
  const navigate = useNavigate();
  const change = useChangeEmail();
  const [pending, setPending] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(emailChangeSchema), defaultValues: { email: '', password: '' } });
  const { onSubmit, formError } = useFormSubmit(form, ['email', 'password'], async (values) => {
    const e = await change.mutateAsync(values);
    if (e.status.code !== Code.OK) return e;
    toast(e.status.desc);
    form.reset();
    // Spec §2: after an organisation's e-mail change, the home page.
    if (user.is_organization) return navigate('/');
    setPending(e.status.desc);
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="email-title" className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <h2 id="email-title" className="text-lg font-bold text-slate-900">
        {t.emailTitle}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        <Rich text={t.emailNow} parts={{ email: <strong className="break-all text-slate-900">{user.email}</strong> }} />
      </p>
      {pending && (
        <p role="status" className="mb-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
          {pending}
        </p>
      )}
      <FormError message={formError} />
      <EmailField label={t.newEmail} error={form.formState.errors.email?.message} {...form.register('email')} />
      <PasswordField
        label={t.currentPassword}
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" loading={change.isPending}>
        {t.changeEmail}
      </Button>
    </form>
  );
}

/** Individuals name the new password new_password, organisations password (spec §5). */
function PasswordForm({ organization }: { organization: boolean }) {
  const t = useT(messages);
  const change = useChangePassword();
  const newKey = organization ? 'password' : 'new_password';
  const form = useForm<Record<string, string>>({
    resolver: zodResolver(organization ? orgPasswordChangeSchema : passwordChangeSchema) as never,
    defaultValues: { current_password: '', [newKey]: '', cnew_password: '' },
  });
  const { errors } = form.formState;
  const { onSubmit, formError } = useFormSubmit(form, ['current_password', newKey, 'cnew_password'], async (values) => {
    const e = await change.mutateAsync(values as never);
    if (e.status.code !== Code.OK) return e;
    toast(e.status.desc);
    form.reset();
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="password-title" className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <h2 id="password-title" className="text-lg font-bold text-slate-900">
        {t.passwordTitle}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t.passwordNote}</p>
      <FormError message={formError} />
      <PasswordField
        label={t.currentPassword}
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <PasswordField
        label={t.newPassword}
        autoComplete="new-password"
        hint={Msg.password}
        error={errors[newKey]?.message}
        {...form.register(newKey)}
      />
      <PasswordField
        label={t.confirmPassword}
        autoComplete="new-password"
        error={errors.cnew_password?.message}
        {...form.register('cnew_password')}
      />
      <Button type="submit" loading={change.isPending}>
        {t.changePassword}
      </Button>
    </form>
  );
}

/** The Account Settings tab: e-mail and password, the second factor and who saw my private information, then the data rights (consents, my data, closing the account). */
export function AccountSettings({ user }: { user: ApiUser }) {
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <EmailForm user={user} />
        <PasswordForm organization={user.is_organization === 1} />
        <SecondFactorSettings />
        <AccessLogPanel />
      </div>
      <DataRights />
    </>
  );
}
