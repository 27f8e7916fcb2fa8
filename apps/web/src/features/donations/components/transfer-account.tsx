import { useState } from 'react';
import type { TransferAccount } from '@ireti/shared/donations/transfers';
import { buttonClass } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { copyLink } from '../../../lib/share.ts';
import { askTransferAnonymity, requeryTransferAccount, useActiveTransferAccount } from '../../../lib/donations/transfer-account.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { i18n, params, useLocalise, useT } from '../../../lib/i18n/index.ts';
import { Rich } from '../../../lib/i18n/rich.tsx';

export const messages = i18n('donations/transfer-account', {
  heading: 'Give by bank transfer, any time',
  intro: 'This account number is this campaign’s for as long as it is live. Every transfer to it is a donation, shown here.',
  bank: 'Bank',
  number: 'Account number',
  name: 'Account name',
  copy: 'Copy',
  copyNumber: params('Copy the account number {number}'),
  copied: 'Account number copied',
  notCopied: 'Could not copy; select the number and copy it.',
  refundNote: 'A transfer after the campaign closes, or more than an all-or-nothing goal still needs, is sent back to you automatically.',
  anonymous: 'Send anonymously',
  anonymousIntro:
    'Ask before you send: we give you a code to write in your transfer’s description (narration), and your name will not be shown.',
  yourName: 'The name on your bank account (optional)',
  yourNameHint: 'For banks that drop the description.',
  getCode: 'Get my code',
  gettingCode: 'Getting your code…',
  codeIs: 'Write {code} in your transfer’s description.',
  codeValid: params('Valid for {hours} hours, for one transfer to this campaign.'),
  failed: 'We could not get a code. Please try again.',
  line: params('Bank transfer: {number}, {bank} ({name})'),
  missing: 'Someone sent money to this number and it is not showing?',
  missingIntro: 'Transfers usually show within minutes. If one has not, ask the bank to look again for it.',
  requery: 'Ask the bank to look again',
  requerying: 'Asking the bank…',
  askAgainAt: params('You can ask again after {time}.'),
  requeryFailed: 'We could not ask the bank. Please try again.',
});

/** "9912345678, Wema Bank (IRETI / ADA OBI)": the account in one line, for share texts and the flyer. */
export function useAccountLine() {
  const t = useT(messages);
  return (a: Pick<TransferAccount, 'account_number' | 'bank_name' | 'account_name'>) =>
    t.line({ number: a.account_number ?? '', bank: a.bank_name ?? '', name: a.account_name ?? '' });
}

/** The account number with its copy button (the campaign page and the share dialog). */
export function AccountNumber({ account, compact = false }: { account: TransferAccount; compact?: boolean }) {
  const t = useT(messages);
  const copy = async () => {
    if (await copyLink(account.account_number ?? '')) toast(t.copied);
    else toast.error(t.notCopied);
  };
  return (
    <dl className={`space-y-2 ${compact ? 'text-sm' : ''}`}>
      <div>
        <dt className="text-xs text-slate-600">{t.bank}</dt>
        <dd className="font-semibold text-slate-900">{account.bank_name}</dd>
      </div>
      <div>
        <dt className="text-xs text-slate-600">{t.number}</dt>
        <dd className="flex items-center justify-between gap-2">
          <span
            className={`font-mono font-bold tracking-wider text-slate-900 ${compact ? 'text-base' : 'text-xl'}`}
            data-testid="account-number"
          >
            {account.account_number}
          </span>
          <button
            type="button"
            onClick={copy}
            aria-label={t.copyNumber({ number: account.account_number ?? '' })}
            className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
              <rect x="9" y="9" width="11" height="11" rx="2" />
              <path d="M5 15V5a2 2 0 0 1 2-2h10" />
            </svg>
            {t.copy}
          </button>
        </dd>
      </div>
      <div>
        <dt className="text-xs text-slate-600">{t.name}</dt>
        <dd className="font-semibold break-words text-slate-900">{account.account_name}</dd>
      </div>
    </dl>
  );
}

/**
 * "I sent money, it is not showing" (decision 101): the campaign's owner, or an administrator, asks
 * the bank to look again for transfers into the account. The API allows one ask per account every
 * few minutes; its answer (or refusal) is said here, in the page's language.
 */
export function RequeryButton({ campaignId, compact = false }: { campaignId: string; compact?: boolean }) {
  const t = useT(messages);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string; next?: string } | null>(null);
  const ask = async () => {
    setBusy(true);
    setSaid(null);
    const res = await requeryTransferAccount(campaignId);
    setBusy(false);
    if (res.status.code === 100 && res.entity) setSaid({ ok: true, text: res.status.desc, next: res.entity.next_at });
    else setSaid({ ok: false, text: res.status.desc || t.requeryFailed });
  };
  return (
    <div className={compact ? 'space-y-1' : 'space-y-2'}>
      <button type="button" onClick={ask} disabled={busy} className={buttonClass('secondary', compact ? 'min-h-11 text-sm' : 'w-full')}>
        {busy ? t.requerying : t.requery}
      </button>
      {said && (
        <p role={said.ok ? 'status' : 'alert'} className={`text-sm ${said.ok ? 'text-slate-800' : 'text-red-700'}`}>
          {said.text}
          {said.next ? ` ${t.askAgainAt({ time: formatDateTime(said.next) })}` : ''}
        </p>
      )}
    </div>
  );
}

/**
 * The campaign's permanent account number on its page (issue 27): bank, number with a copy button,
 * name, and "send anonymously", asked for before sending. Shown only while the campaign is live and
 * the bank has given the number.
 */
export function TransferAccountCard({ campaignId, live, canRequery = false }: { campaignId: string; live: boolean; canRequery?: boolean }) {
  const t = useT(messages);
  const tr = useLocalise();
  const account = useActiveTransferAccount(campaignId, live);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!account || !live) return null;
  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await askTransferAnonymity(campaignId, name);
      if (res.status.code === 100 && res.entity) setCode(res.entity.code);
      else setError(res.status.desc ? tr(res.status.desc) : t.failed);
    } catch {
      setError(t.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="transfer-account" className="rounded-xl border border-brand-200 bg-brand-50 p-5">
      <h2 id="transfer-account" className="text-base font-extrabold text-slate-900">
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.intro}</p>
      <div className="mt-3 rounded-lg bg-white p-3">
        <AccountNumber account={account} />
      </div>
      <p className="mt-3 text-xs text-slate-600">{t.refundNote}</p>
      {canRequery && (
        <details className="mt-3" data-testid="requery">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">{t.missing}</summary>
          <div className="mt-2 space-y-3">
            <p className="text-sm text-slate-700">{t.missingIntro}</p>
            <RequeryButton campaignId={campaignId} />
          </div>
        </details>
      )}
      <details className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">{t.anonymous}</summary>
        <div className="mt-2 space-y-3">
          <p className="text-sm text-slate-700">{t.anonymousIntro}</p>
          {code ? (
            <p role="status" className="rounded-lg border border-brand-300 bg-white p-3 text-sm text-slate-900">
              <span className="block text-base font-bold">
                <Rich
                  text={t.codeIs}
                  parts={{
                    code: (
                      <span className="font-mono text-lg tracking-widest" data-testid="anonymity-code">
                        {code}
                      </span>
                    ),
                  }}
                />
              </span>
              {t.codeValid({ hours: String(account.anonymity_hours) })}
            </p>
          ) : (
            <>
              <TextField
                label={t.yourName}
                hint={t.yourNameHint}
                value={name}
                maxLength={100}
                onChange={(e) => setName(e.currentTarget.value)}
                autoComplete="name"
              />
              {error && (
                <p role="alert" className="text-sm text-red-700">
                  {error}
                </p>
              )}
              <button type="button" onClick={ask} disabled={busy} className={buttonClass('secondary', 'w-full')}>
                {busy ? t.gettingCode : t.getCode}
              </button>
            </>
          )}
        </div>
      </details>
    </section>
  );
}
