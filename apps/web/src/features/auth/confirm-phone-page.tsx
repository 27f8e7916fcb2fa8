import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Code } from '@ireti/shared/status';
import { Delay } from '@ireti/shared/constants';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import { phoneCodeSchema } from '@ireti/shared/accounts/schemas';
import type { ApiUser, PhoneCodeWait } from '@ireti/shared/accounts/types';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { FormError, TextField } from '../../components/ui/field.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { auth } from '../../lib/auth.ts';
import { serverErrors, useFormSubmit } from '../../lib/forms.ts';
import { accountKey, useAccount } from '../../lib/account/get-account.ts';
import { i18n, params, useLocalise, useT } from '../../lib/i18n/index.ts';
import { Rich } from '../../lib/i18n/rich.tsx';
import { useConfirmPhone } from './api/confirm-phone.ts';
import { useSendPhoneCode } from './api/send-phone-code.ts';
import { AuthShell } from './components/auth-shell.tsx';
import { StatusPanel } from './components/status-panel.tsx';

export const messages = i18n('auth/confirm-phone-page', {
  title: 'Confirm your phone',
  toProfile: 'Taking you to your profile…',
  goProfile: 'Go to my profile',
  addNumber: 'Add my number',
  intro: 'We will send a 6-digit code by SMS to {mobile}.',
  sent: params('{desc}: {mobile}. It works for {minutes} minutes.'),
  code: '6-digit code',
  newCodeIn: 'Send a new code in {time}',
  newCode: 'Send a new code',
  confirm: 'Confirm',
  changeNumber: 'Not your number? Change it',
  send: 'Send me the code',
});

/** Whole seconds left until `until` (a Date.now() time), re-rendering every second; 0 once passed. */
function useSecondsLeft(until: number | null): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => {
      setTick((n) => n + 1);
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0;
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * /confirm_phone (spec §2): a 6-digit code by SMS confirms the account's mobile number. A right
 * code puts the confirmed account in the cache at once (header, profile), says so and goes on to
 * /profile after 2 s; a wrong or expired code says which under the field. A new code may be asked
 * for when the API allows it (once a minute, 3 per 15 minutes): the button counts down until then.
 */
export default function ConfirmPhonePage() {
  const t = useT(messages);
  const tr = useLocalise();
  const account = useAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const send = useSendPhoneCode();
  const confirm = useConfirmPhone();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [note, setNote] = useState<{ desc: string; mobile: string; minutes: number } | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [justConfirmed, setJustConfirmed] = useState(false);
  const wait = useSecondsLeft(resendAt);
  const form = useForm({ resolver: zodResolver(phoneCodeSchema), defaultValues: { code: '' } });
  const { onSubmit, formError, setFormError } = useFormSubmit(form, ['code'], async (values) => {
    const e = await confirm.mutateAsync(values);
    const wrong = serverErrors(e).code;
    // A wrong or expired code is said under the field alone, without the generic line above the form.
    if (wrong) return void form.setError('code', { type: 'server', message: wrong }, { shouldFocus: true });
    if (e.status.code !== Code.OK) return e;
    const user: ApiUser = e.entity;
    auth.setUser(user);
    queryClient.setQueryData(accountKey, user);
    setJustConfirmed(true);
  });
  const user = account.data;
  const settings = user?.is_organization ? '/profile_setting/organization' : '/profile_setting/individual';

  useEffect(() => {
    if (!justConfirmed) return;
    const timer = setTimeout(() => navigate('/profile'), Delay.redirectMs);
    return () => clearTimeout(timer);
  }, [justConfirmed, navigate]);

  const sendCode = async () => {
    setFormError(null);
    const e = await send.mutateAsync();
    if (e.status.code === Code.OK) {
      setSentTo(e.entity.mobile);
      setResendAt(Date.now() + e.entity.resend_in * 1000);
      setNote({ desc: e.status.desc, mobile: e.entity.mobile, minutes: Math.round(e.entity.expires_in / 60) });
      form.setFocus('code');
      return;
    }
    const retry = (e.entity as unknown as PhoneCodeWait | null)?.retry_in;
    if (e.status.code === Code.TOO_MANY_REQUESTS && retry) {
      // A code sent a moment ago (another tab, a reload) still works: let it be typed in.
      setSentTo((s) => s ?? user?.mobile ?? '');
      setResendAt(Date.now() + retry * 1000);
    }
    setFormError(e.status.desc);
  };

  if (!user) return <PageSpinner />;
  if (user.mobile_verified)
    return (
      <AuthShell title={t.title}>
        <StatusPanel ok title={tr(AccountMsg.mobileConfirmed)}>
          <p>{user.mobile}</p>
          {justConfirmed && <p className="mt-1">{t.toProfile}</p>}
        </StatusPanel>
        <Link to="/profile" className={buttonClass('primary', 'mt-6')}>
          {t.goProfile}
        </Link>
      </AuthShell>
    );
  if (!user.mobile)
    return (
      <AuthShell title={t.title}>
        <StatusPanel ok={false} title={tr(AccountMsg.noMobile)} />
        <Link to={settings} className={buttonClass('primary', 'mt-6')}>
          {t.addNumber}
        </Link>
      </AuthShell>
    );

  return (
    <AuthShell
      title={t.title}
      intro={<Rich text={t.intro} parts={{ mobile: <strong className="text-slate-900">{user.mobile}</strong> }} />}
    >
      <FormError message={formError} />
      {note && (
        <p role="status" className="mb-4 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
          {t.sent(note)}
        </p>
      )}
      {sentTo !== null ? (
        <form onSubmit={onSubmit} noValidate>
          <TextField
            label={t.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-center font-mono text-2xl tracking-[0.5em] text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            error={form.formState.errors.code?.message}
            {...form.register('code')}
          />
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
            <Button type="button" variant="ghost" loading={send.isPending} disabled={wait > 0} onClick={() => void sendCode()}>
              {wait > 0 ? <Rich text={t.newCodeIn} parts={{ time: <span className="tabular-nums">{clock(wait)}</span> }} /> : t.newCode}
            </Button>
            <Button type="submit" loading={confirm.isPending}>
              {t.confirm}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Link to={settings} className="text-sm font-semibold text-brand-800 underline-offset-2 hover:underline">
            {t.changeNumber}
          </Link>
          <Button type="button" className="shrink-0" loading={send.isPending} onClick={() => void sendCode()}>
            {t.send}
          </Button>
        </div>
      )}
    </AuthShell>
  );
}
