import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Code } from '@ireti/shared/status';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import { phoneCodeSchema } from '@ireti/shared/accounts/schemas';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { FormError, TextField } from '../../components/ui/field.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { auth } from '../../lib/auth.ts';
import { useFormSubmit } from '../../lib/forms.ts';
import { useAccount } from '../../lib/account/get-account.ts';
import { useConfirmPhone } from './api/confirm-phone.ts';
import { useSendPhoneCode } from './api/send-phone-code.ts';
import { AuthShell } from './components/auth-shell.tsx';
import { StatusPanel } from './components/status-panel.tsx';

/** /confirm_phone (spec §2): a 6-digit code by SMS confirms the account's mobile number. */
export default function ConfirmPhonePage() {
  const account = useAccount();
  const send = useSendPhoneCode();
  const confirm = useConfirmPhone();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(phoneCodeSchema), defaultValues: { code: '' } });
  const { onSubmit, formError, setFormError } = useFormSubmit(form, ['code'], async (values) => {
    const e = await confirm.mutateAsync(values);
    if (e.status.code !== Code.OK) return e;
    auth.setUser(e.entity);
  });
  const user = account.data;
  const settings = user?.is_organization ? '/profile_setting/organization' : '/profile_setting/individual';

  const sendCode = async () => {
    setFormError(null);
    const e = await send.mutateAsync();
    if (e.status.code === Code.OK) {
      setSentTo(e.entity.mobile);
      setNote(`${e.status.desc}: ${e.entity.mobile}. It works for ${Math.round(e.entity.expires_in / 60)} minutes.`);
    } else setFormError(e.status.desc);
  };

  if (!user) return <PageSpinner />;
  if (user.mobile_verified)
    return (
      <AuthShell title="Confirm your phone">
        <StatusPanel ok title={AccountMsg.mobileConfirmed}>
          {user.mobile}
        </StatusPanel>
        <Link to="/profile" className={buttonClass('primary', 'mt-6')}>
          Go to my profile
        </Link>
      </AuthShell>
    );
  if (!user.mobile)
    return (
      <AuthShell title="Confirm your phone">
        <StatusPanel ok={false} title={AccountMsg.noMobile} />
        <Link to={settings} className={buttonClass('primary', 'mt-6')}>
          Add my number
        </Link>
      </AuthShell>
    );

  return (
    <AuthShell
      title="Confirm your phone"
      intro={
        <>
          We will send a 6-digit code by SMS to <strong className="text-slate-900">{user.mobile}</strong>.
        </>
      }
    >
      <FormError message={formError} />
      {note && (
        <p role="status" className="mb-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
          {note}
        </p>
      )}
      {sentTo ? (
        <form onSubmit={onSubmit} noValidate>
          <TextField
            label="6-digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-center font-mono text-2xl tracking-[0.5em] text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            error={form.formState.errors.code?.message}
            {...form.register('code')}
          />
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
            <Button type="button" variant="ghost" loading={send.isPending} onClick={() => void sendCode()}>
              Send a new code
            </Button>
            <Button type="submit" loading={confirm.isPending}>
              Confirm
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Link to={settings} className="text-sm font-semibold text-brand-800 underline-offset-2 hover:underline">
            Not your number? Change it
          </Link>
          <Button type="button" className="shrink-0" loading={send.isPending} onClick={() => void sendCode()}>
            Send me the code
          </Button>
        </div>
      )}
    </AuthShell>
  );
}
