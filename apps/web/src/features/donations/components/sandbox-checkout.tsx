import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Code } from '@ireti/shared/status';
import type { DonateResult } from '@ireti/shared/donations/types';
import { Button } from '../../../components/ui/button.tsx';
import { EmailText } from '../../../components/ui/email-text.tsx';
import { TabPanel, Tabs, type TabDef } from '../../../components/ui/tabs.tsx';
import { nairaFromKobo } from '../../../lib/format.ts';
import { i18n, params, useLocalise, useT } from '../../../lib/i18n/index.ts';
import { sandboxPay } from '../../../lib/donations/sandbox-pay.ts';
import { USSD_BANKS, ussdDialString } from '@ireti/shared/donations/ussd';

/**
 * The embedded default's checkout (docs/design.md §2): it looks and behaves like a card form, with
 * test cards that succeed, fail or ask for an OTP, a pay-by-transfer option and USSD (a bank's
 * short code dialled from any phone, issue 17). It pays the
 * reference through POST /dev/sandbox/pay; no money moves and nothing leaves the machine.
 */
export const messages = i18n('donate/sandbox-checkout', {
  card: 'Card',
  transfer: 'Bank transfer',
  ussd: 'USSD',
  howToPay: 'How to pay',
  sandbox: 'SANDBOX',
  cardForm: 'Card details',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  expiryPlaceholder: 'MM/YY',
  cvv: 'CVV',
  otp: 'One-time code (OTP)',
  errOtp: 'Enter the code sent to your phone',
  errCard: 'Enter the card number',
  errExpiry: 'Enter a valid expiry date (MM/YY)',
  errCvv: 'Enter the 3 digits on the back',
  pay: params('Pay {amount}'),
  confirm: 'Confirm payment',
  yourBank: 'Your bank',
  ussdHowTo: params(
    'Dial this code on the phone registered with your bank, and approve the payment of {amount} with your PIN. No card or data needed.',
  ),
  amount: 'Amount',
  reference: 'Reference',
  dialled: 'I’ve dialled and approved',
  transferHowTo: params('Transfer exactly {amount} to this account from your bank app. It confirms as soon as the money arrives.'),
  bank: 'Bank',
  accountNumber: 'Account number',
  accountName: 'Account name',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy: press and hold the number to copy it.',
  lasts: params('This account is for this payment only and lasts {minutes} minutes.'),
  timeLeft: 'Time left',
  expired: 'This account has expired: do not send money to it. Pay another way, or close and start again.',
  sent: 'I’ve sent the money',
  testCards: 'Test cards (sandbox: no real money moves)',
  succeeds: 'Visa · succeeds',
  declined: 'Visa · declined',
  insufficient: 'Visa · insufficient funds',
  otpCard: 'Verve · asks for OTP 123456',
  use: 'Use',
  anyExpiry: 'Any future expiry date and any CVV work.',
  monthlyPlan: params('Then {amount} on day {day} of each month, from this card. Monthly giving is paid by card only.'),
});

const TEST_CARDS = [
  { number: '4084 0840 8408 4081', label: 'succeeds' },
  { number: '4000 0000 0000 0002', label: 'declined' },
  { number: '4000 0000 0000 9995', label: 'insufficient' },
  { number: '5060 6666 6666 6666 666', label: 'otpCard' },
] as const;

/** "4084084084084081" → "4084 0840 8408 4081" as the donor types. */
const groupDigits = (v: string) =>
  v
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
const expiryOk = (v: string) => {
  const m = /^(\d\d)\s*\/\s*(\d\d)$/.exec(v.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  const now = new Date();
  return month >= 1 && month <= 12 && (year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1));
};
/** A stable, made-up account number per reference for the transfer screen. */
const transferAccount = (ref: string) => {
  let h = 7;
  for (const ch of ref) h = (h * 31 + ch.charCodeAt(0)) % 1_000_000_000;
  return `9${String(h).padStart(9, '0')}`;
};

/** The account's name as the donor's bank app shows it before the transfer. */
const TRANSFER_ACCOUNT_NAME = 'Ireti Donations';
/** How long a transfer account takes money, as Paystack's pay-with-transfer accounts (issue 26). */
export const TRANSFER_ACCOUNT_MINUTES = 30;
/** "29:05": minutes and seconds left. */
const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

type Method = 'card' | 'transfer' | 'ussd';
const METHODS: Method[] = ['card', 'transfer', 'ussd'];

type Props = {
  donation: DonateResult;
  onPaid: () => void;
  onFailed: () => void;
  /** A monthly gift's first charge (a plan's): by card only, as Paystack's checkout for a plan. */
  monthly?: { day_of_month: number } | null;
};

export function SandboxCheckout({ donation, onPaid, onFailed, monthly = null }: Props) {
  const t = useT(messages);
  const tr = useLocalise();
  const methods: TabDef<Method>[] = METHODS.map((key) => ({ key, label: t[key] }));
  const [method, setMethod] = useState<Method>('card');
  const [ussdBank, setUssdBank] = useState<string>(USSD_BANKS[0].code);
  const [card, setCard] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvv, setCvv] = useState('');
  const [otp, setOtp] = useState<string | null>(null);
  const [otpPrompt, setOtpPrompt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = useId();
  // The transfer account is made when the donor first chooses to pay by transfer, and lasts 30 minutes.
  const [transferUntil, setTransferUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    if (method === 'transfer' && transferUntil === null) setTransferUntil(Date.now() + TRANSFER_ACCOUNT_MINUTES * 60_000);
  }, [method, transferUntil]);
  const expired = transferUntil !== null && now >= transferUntil;
  useEffect(() => {
    if (method !== 'transfer' || transferUntil === null || expired) return;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [method, transferUntil, expired]);
  // Arriving from "Continue to payment" (whose button is gone), the focus goes to how to pay, not to the page (issue 26).
  useEffect(() => document.getElementById(monthly ? `${id}-card` : `${id}-method-card`)?.focus(), [id, monthly]);
  const copyAccount = async () => {
    try {
      await navigator.clipboard.writeText(transferAccount(donation.ref));
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  const pay = async (cardOrTransfer: string, code?: string) => {
    setBusy(true);
    setErrors({});
    const res = await sandboxPay(donation.ref, cardOrTransfer, code);
    setBusy(false);
    if (res.status.code !== Code.OK) {
      const field = (res.entity as { errors?: Record<string, string> } | null)?.errors?.card;
      setErrors(field ? { card: field } : { form: res.status.desc });
      return;
    }
    if (res.entity.status === 'success') onPaid();
    else if (res.entity.status === 'otp_required') {
      setOtp('');
      setOtpPrompt(res.entity.message);
    } else onFailed();
  };

  const submitCard = (e: FormEvent) => {
    e.preventDefault();
    if (otp !== null) {
      if (!/^\d{4,8}$/.test(otp)) return setErrors({ otp: t.errOtp });
      return void pay(card, otp);
    }
    const next: Record<string, string> = {};
    if (card.replace(/\D/g, '').length < 12) next.card = t.errCard;
    if (!expiryOk(expiry)) next.expiry = t.errExpiry;
    if (!/^\d{3,4}$/.test(cvv)) next.cvv = t.errCvv;
    setErrors(next);
    if (!Object.keys(next).length) void pay(card);
  };

  const fillCard = (number: string) => {
    setCard(number);
    setExpiry('12/30');
    setCvv('408');
    setErrors({});
    setOtp(null);
  };

  const input = (err?: string) =>
    `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base tracking-wide text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 ${err ? 'border-red-600' : 'border-slate-300'}`;
  const fieldError = (key: string) =>
    errors[key] && (
      <p id={`${id}-${key}-error`} className="mt-1 text-sm text-red-700">
        {errors[key]}
      </p>
    );

  return (
    <div>
      <div className="mb-4 flex items-center justify-between rounded-lg bg-brand-900 px-4 py-3 text-white">
        <div className="min-w-0">
          <p className="text-xs text-brand-100">
            <EmailText address={donation.email} />
          </p>
          <p className="text-xl font-extrabold">{nairaFromKobo(donation.amount)}</p>
        </div>
        <span className="rounded bg-sun-400 px-2 py-0.5 text-xs font-bold text-slate-900">{t.sandbox}</span>
      </div>

      {monthly ? (
        <p className="mb-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800">
          {t.monthlyPlan({ amount: nairaFromKobo(donation.amount), day: monthly.day_of_month })}
        </p>
      ) : (
        <Tabs id={`${id}-method`} layout="segmented" tabs={methods} value={method} onChange={setMethod} label={t.howToPay} />
      )}

      <MethodPanel plain={!!monthly} id={`${id}-method`} tab={method}>
        {errors.form && (
          <p role="alert" className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {errors.form}
          </p>
        )}

        {method === 'card' ? (
          <form onSubmit={submitCard} noValidate aria-label={t.cardForm}>
            {otp === null ? (
              <>
                <label htmlFor={`${id}-card`} className="block text-sm font-medium text-slate-700">
                  {t.cardNumber}
                </label>
                <input
                  id={`${id}-card`}
                  value={card}
                  onChange={(e) => setCard(groupDigits(e.target.value))}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="0000 0000 0000 0000"
                  aria-invalid={!!errors.card || undefined}
                  aria-describedby={errors.card ? `${id}-card-error` : undefined}
                  className={input(errors.card)}
                />
                {fieldError('card')}
                <div className="mt-4 grid grid-cols-2 gap-3">
                  <div>
                    <label htmlFor={`${id}-exp`} className="block text-sm font-medium text-slate-700">
                      {t.expiry}
                    </label>
                    <input
                      id={`${id}-exp`}
                      value={expiry}
                      onChange={(e) => {
                        const d = e.target.value.replace(/\D/g, '').slice(0, 4);
                        setExpiry(d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d);
                      }}
                      inputMode="numeric"
                      autoComplete="cc-exp"
                      placeholder={t.expiryPlaceholder}
                      aria-invalid={!!errors.expiry || undefined}
                      aria-describedby={errors.expiry ? `${id}-expiry-error` : undefined}
                      className={input(errors.expiry)}
                    />
                    {fieldError('expiry')}
                  </div>
                  <div>
                    <label htmlFor={`${id}-cvv`} className="block text-sm font-medium text-slate-700">
                      {t.cvv}
                    </label>
                    <input
                      id={`${id}-cvv`}
                      value={cvv}
                      onChange={(e) => setCvv(e.target.value.replace(/\D/g, '').slice(0, 4))}
                      inputMode="numeric"
                      autoComplete="cc-csc"
                      placeholder="123"
                      aria-invalid={!!errors.cvv || undefined}
                      aria-describedby={errors.cvv ? `${id}-cvv-error` : undefined}
                      className={input(errors.cvv)}
                    />
                    {fieldError('cvv')}
                  </div>
                </div>
              </>
            ) : (
              <>
                <p className="mb-3 rounded-lg bg-sun-400/20 px-3 py-2 text-sm text-slate-900" role="status">
                  {tr(otpPrompt)}
                </p>
                <label htmlFor={`${id}-otp`} className="block text-sm font-medium text-slate-700">
                  {t.otp}
                </label>
                <input
                  id={`${id}-otp`}
                  value={otp}
                  onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 8))}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  autoFocus
                  aria-invalid={!!errors.otp || undefined}
                  aria-describedby={errors.otp ? `${id}-otp-error` : undefined}
                  className={input(errors.otp)}
                />
                {fieldError('otp')}
              </>
            )}
            <Button type="submit" loading={busy} className="mt-5 w-full text-base">
              {otp === null ? t.pay({ amount: nairaFromKobo(donation.amount) }) : t.confirm}
            </Button>
          </form>
        ) : method === 'ussd' ? (
          <div>
            <label htmlFor={`${id}-ussd-bank`} className="block text-sm font-medium text-slate-700">
              {t.yourBank}
            </label>
            <select id={`${id}-ussd-bank`} value={ussdBank} onChange={(e) => setUssdBank(e.target.value)} className={input()}>
              {USSD_BANKS.map((b) => (
                <option key={b.code} value={b.code}>
                  {b.bank} (*{b.code}#)
                </option>
              ))}
            </select>
            <p className="mt-4 text-sm text-slate-700">{t.ussdHowTo({ amount: nairaFromKobo(donation.amount) })}</p>
            <p className="my-3 rounded-lg border-2 border-dashed border-brand-300 bg-brand-50 py-3 text-center font-mono text-2xl font-bold tracking-wider text-brand-900">
              <a href={`tel:${encodeURIComponent(ussdDialString(ussdBank, donation.ref))}`} className="hover:underline">
                {ussdDialString(ussdBank, donation.ref)}
              </a>
            </p>
            <dl className="mb-4 divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
              <div className="flex justify-between px-3 py-2">
                <dt className="text-slate-600">{t.amount}</dt>
                <dd className="font-semibold text-slate-900">{nairaFromKobo(donation.amount)}</dd>
              </div>
              <div className="flex justify-between gap-3 px-3 py-2">
                <dt className="text-slate-600">{t.reference}</dt>
                <dd className="font-mono text-xs break-all text-slate-900">{donation.ref}</dd>
              </div>
            </dl>
            <Button type="button" loading={busy} onClick={() => void pay(`ussd:${ussdBank}`)} className="w-full text-base">
              {t.dialled}
            </Button>
          </div>
        ) : (
          <div>
            <p className="text-sm text-slate-700">{t.transferHowTo({ amount: nairaFromKobo(donation.amount) })}</p>
            <dl className="my-4 divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
              <div className="flex justify-between gap-3 px-3 py-2">
                <dt className="text-slate-600">{t.bank}</dt>
                <dd className="text-right font-semibold text-slate-900">Ireti Sandbox Bank</dd>
              </div>
              <div className="px-3 pt-2 pb-1">
                <dt className="text-slate-600">{t.accountNumber}</dt>
                <dd className="flex flex-wrap items-center justify-between gap-x-3">
                  <span className="font-mono text-xl font-bold tracking-wider text-slate-900">{transferAccount(donation.ref)}</span>
                  <button
                    type="button"
                    onClick={() => void copyAccount()}
                    className="-mr-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50"
                  >
                    <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" fill="currentColor">
                      {copied === 'yes' ? (
                        <path d="M8.2 13.6 4.8 10.2l1.1-1.1 2.3 2.3 5.9-5.9 1.1 1.1z" />
                      ) : (
                        <path d="M7 2h9a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-1v-1.5h1a.5.5 0 0 0 .5-.5V4a.5.5 0 0 0-.5-.5H7a.5.5 0 0 0-.5.5v1H5V4a2 2 0 0 1 2-2zM4 6h9a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zm0 1.5a.5.5 0 0 0-.5.5v8a.5.5 0 0 0 .5.5h9a.5.5 0 0 0 .5-.5V8a.5.5 0 0 0-.5-.5z" />
                      )}
                    </svg>
                    {copied === 'yes' ? t.copied : t.copy}
                    <span className="sr-only">: {t.accountNumber}</span>
                  </button>
                </dd>
              </div>
              <div className="flex justify-between gap-3 px-3 py-2">
                <dt className="text-slate-600">{t.accountName}</dt>
                <dd className="text-right font-semibold text-slate-900">{TRANSFER_ACCOUNT_NAME}</dd>
              </div>
              <div className="flex justify-between gap-3 px-3 py-2">
                <dt className="text-slate-600">{t.amount}</dt>
                <dd className="font-semibold text-slate-900">{nairaFromKobo(donation.amount)}</dd>
              </div>
              <div className="flex justify-between gap-3 px-3 py-2">
                <dt className="text-slate-600">{t.timeLeft}</dt>
                <dd className={`font-mono font-bold ${expired ? 'text-red-700' : 'text-slate-900'}`}>
                  <span role="timer">{clock((transferUntil ?? now) - now)}</span>
                </dd>
              </div>
            </dl>
            <p role="status" className={copied === 'failed' ? '-mt-2 mb-3 text-sm text-slate-700' : 'sr-only'}>
              {copied === 'yes' ? t.copied : copied === 'failed' ? t.copyFailed : ''}
            </p>
            {expired ? (
              <p role="alert" className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
                {t.expired}
              </p>
            ) : (
              <p className="mb-3 text-sm text-slate-600">{t.lasts({ minutes: TRANSFER_ACCOUNT_MINUTES })}</p>
            )}
            <Button type="button" loading={busy} disabled={expired} onClick={() => void pay('transfer')} className="w-full text-base">
              {t.sent}
            </Button>
          </div>
        )}
      </MethodPanel>

      <details className="mt-5 rounded-lg border border-dashed border-slate-300 p-3 text-sm">
        <summary className="cursor-pointer font-semibold text-slate-800">{t.testCards}</summary>
        <ul className="mt-2 space-y-1">
          {TEST_CARDS.map((c) => (
            <li key={c.number} className="flex items-center justify-between gap-2">
              <span>
                <span className="block font-mono text-slate-900">{c.number}</span>
                <span className="text-xs text-slate-600">{t[c.label]}</span>
              </span>
              <button
                type="button"
                onClick={() => {
                  setMethod('card');
                  fillCard(c.number);
                }}
                className="min-h-11 rounded-md px-3 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {t.use}
              </button>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-slate-600">{t.anyExpiry}</p>
      </details>
    </div>
  );
}

/** The chosen way to pay: a tab's panel, or the card form alone (monthly giving: no tabs). */
function MethodPanel({ plain, id, tab, children }: { plain: boolean; id: string; tab: string; children: ReactNode }) {
  return plain ? (
    <div>{children}</div>
  ) : (
    <TabPanel id={id} tab={tab} className="pt-4">
      {children}
    </TabPanel>
  );
}
