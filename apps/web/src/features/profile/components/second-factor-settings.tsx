import { useMemo, useState } from 'react';
import { correction, generate } from 'lean-qr';
import { toSvgDataURL } from 'lean-qr/extras/svg';
import { startRegistration } from '@simplewebauthn/browser';
import { Code } from '@ireti/shared/status';
import type { PrivateViewKind } from '@ireti/shared/accounts/second-factor';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { dateFormat } from '../../../lib/format.ts';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';
import {
  confirmTotp,
  newRecoveryCodes,
  passkeyOptions,
  registerPasskey,
  startTotp,
  useAccessLog,
  useRefreshSecondFactor,
  useSecondFactor,
} from '../api/second-factor.ts';

export const messages = i18n('profile/second-factor', {
  title: 'Second factor',
  intro: 'A second step at sign-in, after your password: a code from an authenticator app, or a passkey on this device.',
  required: 'Administrators and volunteers must add one before they can open private documents or decide anything.',
  on: 'On: sign-in asks for your second factor.',
  off: 'Off: sign-in asks only for your password.',
  reSignIn: 'Sign out and sign in again with your second factor to open private documents or decide.',
  appTitle: 'Authenticator app',
  appOn: 'An authenticator app is set up.',
  addApp: 'Set up an authenticator app',
  replaceApp: 'Replace the authenticator app',
  scan: 'Scan this QR code with your authenticator app (such as Google Authenticator, Microsoft Authenticator or Aegis), then enter the 6-digit code it shows.',
  qrAlt: 'QR code for your authenticator app',
  manual: 'Cannot scan? Enter this key in the app:',
  code: '6-digit code',
  confirm: 'Confirm',
  passkeysTitle: 'Passkeys',
  noPasskeys: 'No passkey yet.',
  addPasskey: 'Add a passkey',
  passkeyLabel: 'Name of this passkey (optional)',
  passkeyFailed: 'The passkey was not created. Try again, or use an authenticator app.',
  recoveryTitle: 'Recovery codes',
  recoveryLeft: params('{n} unused recovery codes left.'),
  recoveryNew: 'Make new recovery codes',
  recoveryShown:
    'Keep these codes somewhere safe, away from your phone. Each one lets you sign in once if you lose your second factor. They are shown only now.',
  recoveryDone: 'I have kept them',
  lost: 'Lost your phone and your recovery codes? Write to us from the help page: another administrator checks who you are and removes your second factors, and you sign in with your password and add new ones.',
  logTitle: 'Who saw my private information',
  logIntro:
    'Every time someone other than you opens your ID document, proof of address, identity details, delivery details or contact, it is listed here.',
  logEmpty: 'Nobody has opened your private information.',
  admin: 'Admin',
  volunteer: 'Volunteer',
  member: 'Member',
  viewed: params('{who} viewed your {what} on {when}, reason: {reason}'),
  id_document: 'ID document',
  proof_of_address: 'proof of address',
  identity_details: 'identity details',
  identity_file: 'identity verification file',
  delivery_details: 'delivery details',
  contact: 'contact details',
});

type T = Record<'admin' | 'volunteer' | 'member' | PrivateViewKind, string>;

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT(messages);
  return (
    <div role="region" aria-label={t.recoveryTitle} className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm text-amber-950">{t.recoveryShown}</p>
      <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Button variant="secondary" className="mt-3" onClick={onDone}>
        {t.recoveryDone}
      </Button>
    </div>
  );
}

function TotpSetup({ onCodes, replacing }: { onCodes: (c: string[] | null) => void; replacing: boolean }) {
  const t = useT(messages);
  const [pending, setPending] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const qr = useMemo(
    // An SVG (no canvas needed), with the quiet zone QR readers expect.
    () => (pending ? toSvgDataURL(generate(pending.uri, { minCorrectionLevel: correction.M }), { pad: 4 }) : null),
    [pending],
  );
  const start = async () => {
    setBusy(true);
    const e = await startTotp();
    setBusy(false);
    if (e.status.code !== Code.OK) return setError(e.status.desc);
    setError(null);
    setPending(e.entity);
  };
  const submit = async (ev: { preventDefault(): void }) => {
    ev.preventDefault();
    setBusy(true);
    const e = await confirmTotp(code.trim());
    setBusy(false);
    if (e.status.code !== Code.OK) return setError(e.status.desc);
    toast(e.status.desc);
    setPending(null);
    setCode('');
    onCodes(e.entity.recovery_codes);
  };
  if (!pending)
    return (
      <>
        <FormError message={error} />
        <Button variant="secondary" loading={busy} onClick={start}>
          {replacing ? t.replaceApp : t.addApp}
        </Button>
      </>
    );
  return (
    <form onSubmit={submit} noValidate className="mt-2">
      <p className="text-sm text-slate-700">{t.scan}</p>
      {qr && <img src={qr} alt={t.qrAlt} width={200} height={200} className="my-3 h-50 w-50 bg-white" />}
      <p className="text-sm text-slate-700">
        {t.manual}{' '}
        <code data-testid="totp-secret" className="break-all font-mono text-slate-900">
          {pending.secret}
        </code>
      </p>
      <FormError message={error} />
      <TextField
        label={t.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onInput={(e) => setCode((e.target as HTMLInputElement).value)}
      />
      <Button type="submit" loading={busy}>
        {t.confirm}
      </Button>
    </form>
  );
}

function PasskeySetup({ onCodes }: { onCodes: (c: string[] | null) => void }) {
  const t = useT(messages);
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    setError(null);
    try {
      const o = await passkeyOptions();
      if (o.status.code !== Code.OK) return setError(o.status.desc);
      let response;
      try {
        response = await startRegistration({ optionsJSON: o.entity as never });
      } catch {
        return setError(t.passkeyFailed);
      }
      const e = await registerPasskey(response, label.trim());
      if (e.status.code !== Code.OK) return setError(e.status.desc);
      toast(e.status.desc);
      setLabel('');
      onCodes(e.entity.recovery_codes);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-2">
      <FormError message={error} />
      <TextField label={t.passkeyLabel} maxLength={60} value={label} onInput={(e) => setLabel((e.target as HTMLInputElement).value)} />
      <Button variant="secondary" loading={busy} onClick={add}>
        {t.addPasskey}
      </Button>
    </div>
  );
}

/** Settings → Account: the second factor (issue 28, docs/decisions/086). */
export function SecondFactorSettings() {
  const t = useT(messages);
  const { data } = useSecondFactor();
  const refresh = useRefreshSecondFactor();
  const [codes, setCodes] = useState<string[] | null>(null);
  const onCodes = (c: string[] | null) => {
    if (c) setCodes(c);
    void refresh();
  };
  const remake = async () => {
    const e = await newRecoveryCodes();
    if (e.status.code !== Code.OK) return toast(e.status.desc);
    onCodes(e.entity.recovery_codes);
  };
  if (!data) return null;
  const enabled = data.totp || data.passkeys.length > 0;
  return (
    <section aria-labelledby="second-factor-title" className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <h2 id="second-factor-title" className="text-lg font-bold text-slate-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      {data.required && <p className="mt-2 text-sm font-medium text-slate-800">{t.required}</p>}
      <p role="status" className={`mt-2 text-sm font-semibold ${enabled ? 'text-green-800' : 'text-slate-700'}`}>
        {enabled ? t.on : t.off}
      </p>
      {enabled && data.required && !data.session_verified && <p className="mt-1 text-sm text-amber-900">{t.reSignIn}</p>}
      {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}

      <h3 className="mt-5 font-semibold text-slate-900">{t.appTitle}</h3>
      {data.totp && <p className="text-sm text-slate-700">{t.appOn}</p>}
      <TotpSetup onCodes={onCodes} replacing={data.totp} />

      <h3 className="mt-5 font-semibold text-slate-900">{t.passkeysTitle}</h3>
      {data.passkeys.length === 0 ? (
        <p className="text-sm text-slate-700">{t.noPasskeys}</p>
      ) : (
        <ul className="text-sm text-slate-700" data-testid="passkeys">
          {data.passkeys.map((p) => (
            <li key={p.id}>{p.label}</li>
          ))}
        </ul>
      )}
      <PasskeySetup onCodes={onCodes} />

      {enabled && (
        <>
          <h3 className="mt-5 font-semibold text-slate-900">{t.recoveryTitle}</h3>
          <p className="text-sm text-slate-700">{t.recoveryLeft({ n: String(data.recovery_codes_left) })}</p>
          <Button variant="ghost" onClick={remake}>
            {t.recoveryNew}
          </Button>
          <p className="mt-3 text-xs text-slate-600">{t.lost}</p>
        </>
      )}
    </section>
  );
}

const whenOf = (iso: string) =>
  dateFormat({ day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Africa/Lagos' }).format(
    new Date(iso),
  );
const roleOf = (t: T, role: 'admin' | 'volunteer' | 'other') =>
  role === 'admin' ? t.admin : role === 'volunteer' ? t.volunteer : t.member;
const whatOf = (t: T, what: PrivateViewKind) => t[what];

/** Settings → Account: who saw my private documents and details. */
export function AccessLogPanel() {
  const t = useT(messages);
  const { data } = useAccessLog();
  return (
    <section aria-labelledby="access-log-title" className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <h2 id="access-log-title" className="text-lg font-bold text-slate-900">
        {t.logTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.logIntro}</p>
      {data && data.views.length === 0 && <p className="mt-3 text-sm text-slate-700">{t.logEmpty}</p>}
      {data && data.views.length > 0 && (
        <ul className="mt-3 space-y-2 text-sm text-slate-800" data-testid="access-log">
          {data.views.map((v) => (
            <li key={v.id} className="rounded-lg bg-slate-50 px-3 py-2">
              {t.viewed({
                who: `${roleOf(t, v.viewer_role)} ${v.viewer_name}`.trim(),
                what: whatOf(t, v.what),
                when: whenOf(v.at),
                reason: v.reason,
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
