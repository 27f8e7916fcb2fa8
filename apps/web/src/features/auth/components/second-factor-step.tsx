import { useState } from 'react';
import { startAuthentication } from '@simplewebauthn/browser';
import { Code, type Envelope } from '@ireti/shared/status';
import type { LoginResult } from '@ireti/shared/accounts/types';
import type { SecondFactorChallenge } from '@ireti/shared/accounts/second-factor';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { i18n, useT } from '../../../lib/i18n/index.ts';
import { loginPasskeyOptions, loginWithCode, loginWithPasskey } from '../api/second-factor-login.ts';

export const messages = i18n('auth/second-factor-step', {
  title: 'Second step',
  intro: 'Your account has a second factor. Enter the 6-digit code from your authenticator app, or use your passkey.',
  code: 'Code from your app, or a recovery code',
  verify: 'Verify',
  passkey: 'Use a passkey',
  or: 'or',
  passkeyFailed: 'The passkey was not used. Try again, or enter a code.',
  back: 'Start again',
});

/**
 * Sign-in's second step (issue 28, docs/decisions/086): the password answered 110 with a ticket;
 * an app code, a recovery code or a passkey turns it into the session, which `onDone` finishes.
 */
export function SecondFactorStep({
  challenge,
  onDone,
  onRestart,
}: {
  challenge: SecondFactorChallenge['second_factor'];
  onDone: (e: Envelope<LoginResult>) => boolean;
  onRestart: () => void;
}) {
  const t = useT(messages);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const answer = (e: Envelope<LoginResult>) => {
    if (e.status.code === Code.OK && onDone(e)) return;
    const errors = (e.entity as unknown as { errors?: Record<string, string> } | null)?.errors;
    setError((errors && Object.values(errors)[0]) ?? e.status.desc);
  };
  const submit = async (ev: { preventDefault(): void }) => {
    ev.preventDefault();
    setBusy(true);
    try {
      answer(await loginWithCode(challenge.ticket, code.trim()));
    } finally {
      setBusy(false);
    }
  };
  const passkey = async () => {
    setBusy(true);
    setError(null);
    try {
      const o = await loginPasskeyOptions(challenge.ticket);
      if (o.status.code !== Code.OK) return setError(o.status.desc);
      let response;
      try {
        response = await startAuthentication({ optionsJSON: o.entity as never });
      } catch {
        return setError(t.passkeyFailed);
      }
      answer(await loginWithPasskey(challenge.ticket, response));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <h2 className="text-lg font-bold text-slate-900">{t.title}</h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t.intro}</p>
      <FormError message={error} />
      <form onSubmit={submit} noValidate>
        <TextField
          label={t.code}
          autoComplete="one-time-code"
          autoFocus
          maxLength={20}
          value={code}
          onInput={(e) => setCode((e.target as HTMLInputElement).value)}
        />
        <Button type="submit" loading={busy} className="w-full">
          {t.verify}
        </Button>
      </form>
      {challenge.methods.includes('passkey') && (
        <>
          <p className="my-3 text-center text-sm text-slate-500">{t.or}</p>
          <Button variant="secondary" className="w-full" onClick={passkey} disabled={busy}>
            {t.passkey}
          </Button>
        </>
      )}
      <button
        type="button"
        onClick={onRestart}
        className="mt-4 py-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        {t.back}
      </button>
    </div>
  );
}
