import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Code } from '@ireti/shared/status';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { PasswordField } from '../../account/components/password-field.tsx';
import { auth } from '../../../lib/auth.ts';
import { formatDate } from '../../../lib/format.ts';
import { i18n, params, useLanguage, useLocalise, useT } from '../../../lib/i18n/index.ts';
import { useCloseAccount, useConsents, useRequestExport, useSetConsent, type ConsentPurpose } from '../api/data-rights.ts';

export const messages = i18n('profile/data-rights', {
  consentTitle: 'What we may e-mail you',
  consentNote:
    'Receipts, e-mail checks, refunds, payouts and updates from campaigns you gave to always come. Anything else comes only if you say yes here, and you can take it back at any time.',
  campaign_updates: 'Send me updates from campaigns I follow but did not give to.',
  news: 'Send me news about Ireti: new features and campaigns that need help.',
  givenOn: params('You said yes on {date}'),
  dataTitle: 'Your data',
  dataNote:
    'Get everything Ireti holds about you in one archive: your profile, campaigns, donations, comments, documents, delivery details, consents and sessions, as JSON and CSV. We e-mail you a link that works once, for 24 hours.',
  download: 'Download my data',
  closeTitle: 'Close my account',
  closeNote:
    'Your name, e-mail, phone numbers, photo, social links, addresses and documents are erased and you are signed out everywhere. Your donations stay in our financial records, shown as Anonymous, as the law requires. This cannot be undone.',
  password: 'Type your password to confirm',
  passwordMissing: 'Type your password',
  close: 'Close my account for good',
  firstDo: 'Before your account can be closed:',
});

function Consents() {
  const t = useT(messages);
  const language = useLanguage();
  const { data } = useConsents();
  const set = useSetConsent();
  const consents = data?.status.code === Code.OK ? data.entity.consents : [];
  // What the person just chose shows at once; a refusal puts the box back.
  const [chosen, setChosen] = useState<Partial<Record<ConsentPurpose, boolean>>>({});
  return (
    <section aria-labelledby="consent-title" className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <h2 id="consent-title" className="text-lg font-bold text-slate-900">
        {t.consentTitle}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t.consentNote}</p>
      <ul className="space-y-3">
        {consents.map((c) => (
          <li key={c.purpose}>
            <label className="flex items-start gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                className="mt-1 h-4 w-4"
                checked={chosen[c.purpose] ?? c.given}
                disabled={set.isPending}
                onChange={async (e) => {
                  const given = e.currentTarget.checked;
                  setChosen((m) => ({ ...m, [c.purpose]: given }));
                  const r = await set.mutateAsync({ purpose: c.purpose, given, language });
                  setChosen((m) => ({ ...m, [c.purpose]: undefined }));
                  toast(r.status.desc, r.status.code === Code.OK ? 'success' : 'error');
                }}
              />
              <span>
                {t[c.purpose as ConsentPurpose]}
                {c.given && c.given_at && (
                  <span className="block text-xs text-slate-500">{t.givenOn({ date: formatDate(c.given_at) })}</span>
                )}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DownloadData() {
  const t = useT(messages);
  const ask = useRequestExport();
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <section aria-labelledby="data-title" className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <h2 id="data-title" className="text-lg font-bold text-slate-900">
        {t.dataTitle}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t.dataNote}</p>
      {said && (
        <p
          role={said.ok ? 'status' : 'alert'}
          className={`mb-4 rounded-lg px-3 py-2 text-sm ${said.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'}`}
        >
          {said.text}
        </p>
      )}
      <Button
        type="button"
        loading={ask.isPending}
        onClick={async () => {
          const e = await ask.mutateAsync();
          setSaid({ ok: e.status.code === Code.OK, text: e.status.desc });
        }}
      >
        {t.download}
      </Button>
    </section>
  );
}

function CloseAccount() {
  const t = useT(messages);
  const tr = useLocalise();
  const navigate = useNavigate();
  const close = useCloseAccount();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [blockers, setBlockers] = useState<string[]>([]);
  return (
    <form
      noValidate
      aria-labelledby="close-title"
      className="rounded-xl border border-red-200 p-4 sm:p-5"
      onSubmit={async (ev) => {
        ev.preventDefault();
        setFormError(null);
        setBlockers([]);
        if (!password) return setFieldError(t.passwordMissing);
        setFieldError(undefined);
        const e = await close.mutateAsync(password);
        if (e.status.code === Code.OK) {
          toast(e.status.desc);
          // Signed out everywhere, this browser too: on to the sign-in page, as a sign-out ends.
          auth.signOut();
          queryClient.clear();
          return navigate('/signin', { replace: true });
        }
        const errors = (e.entity as { errors?: Record<string, string> } | null)?.errors ?? {};
        if (errors.password) return setFieldError(errors.password);
        const list = Object.values(errors);
        if (list.length) setBlockers(list);
        setFormError(e.status.desc);
      }}
    >
      <h2 id="close-title" className="text-lg font-bold text-red-800">
        {t.closeTitle}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t.closeNote}</p>
      <FormError message={formError} />
      {blockers.length > 0 && (
        <div className="mb-4 text-sm text-slate-800">
          <p className="font-semibold">{t.firstDo}</p>
          <ul className="mt-1 list-disc pl-5">
            {blockers.map((b) => (
              <li key={b}>{tr(b)}</li>
            ))}
          </ul>
        </div>
      )}
      <PasswordField
        label={t.password}
        autoComplete="current-password"
        value={password}
        error={fieldError}
        onInput={(e) => setPassword((e.target as HTMLInputElement).value)}
      />
      <Button type="submit" variant="danger" loading={close.isPending}>
        {t.close}
      </Button>
    </form>
  );
}

/** The data rights in Account Settings (issue 28): consents, the archive, closing the account. */
export function DataRights() {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <Consents />
      <DownloadData />
      <div className="lg:col-span-2">
        <CloseAccount />
      </div>
    </div>
  );
}
