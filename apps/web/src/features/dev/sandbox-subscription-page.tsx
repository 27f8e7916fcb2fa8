import { useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Code } from '@ireti/shared/status';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useTitle } from '../../components/ui/page.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { formatDate, nairaFromKobo } from '../../lib/format.ts';
import { i18n, params, useLocalise, useT } from '../../lib/i18n/index.ts';
import { changeSandboxCard, chargeSandboxSubscription, getSandboxSubscription } from './api/sandbox-subscription.ts';

export const messages = i18n('donate/sandbox-subscription', {
  title: 'Your subscription',
  sandbox: 'SANDBOX',
  intro: 'The payment provider’s own page for this monthly plan. Sandbox: no real money moves.',
  amount: 'Each month',
  card: 'Card',
  next: 'Next charge',
  status: 'Status',
  active: 'Active',
  attention: 'The last charge failed',
  cancelled: 'Not active: nothing is charged',
  changeCard: 'Change the card',
  cardNumber: 'Card number',
  otp: 'One-time code (OTP)',
  save: 'Use this card',
  saved: 'Card changed: the next charges come from it.',
  chargeNow: 'Run the next monthly charge now',
  chargeHint: 'The provider charges on the day itself; in the sandbox this takes the next charge at once.',
  paid: params('{amount} was charged to the card.'),
  declined: 'The card was declined: the donor is told, and the provider tries again.',
  back: 'Back to Ireti',
  badLink: 'This link does not work',
});

/**
 * The sandbox's own subscription page (dev tools only, decision 100): where the product's "Update
 * card" leads, as Paystack's manage link leads to Paystack's. It shows the plan and the card, takes
 * a new test card, and runs the next monthly charge on demand (the sandbox has no scheduler).
 */
export default function SandboxSubscriptionPage() {
  const t = useT(messages);
  const tr = useLocalise();
  useTitle(t.title);
  const { code = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const qc = useQueryClient();
  const key = ['dev', 'sandbox-subscription', code, token];
  const q = useQuery({ queryKey: key, queryFn: () => getSandboxSubscription(code, token), retry: false });
  const [card, setCard] = useState('');
  const [otp, setOtp] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState<'card' | 'charge' | null>(null);

  if (!q.data) return <PageSpinner />;
  if (q.data.status.code !== Code.OK)
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-2xl font-extrabold text-slate-900">{t.badLink}</h1>
        <p className="mt-2 text-slate-700">{tr(q.data.status.desc)}</p>
      </div>
    );
  const s = q.data.entity;

  const saveCard = async (e: FormEvent) => {
    e.preventDefault();
    setBusy('card');
    setCardError(null);
    setNote(null);
    const res = await changeSandboxCard(code, token, card, otp ?? undefined);
    setBusy(null);
    if (res.status.code !== Code.OK) {
      setCardError(tr((res.entity as { errors?: Record<string, string> } | null)?.errors?.card ?? res.status.desc));
      return;
    }
    if (res.entity.status === 'otp_required') return setOtp('');
    if (res.entity.status === 'failed') return setCardError(tr(res.entity.message));
    setOtp(null);
    setCard('');
    setNote(t.saved);
    await qc.invalidateQueries({ queryKey: key });
  };
  const chargeNow = async () => {
    setBusy('charge');
    setNote(null);
    const res = await chargeSandboxSubscription(code);
    setBusy(null);
    if (res.status.code !== Code.OK) setNote(tr(res.status.desc));
    else setNote(res.entity.status === 'success' ? t.paid({ amount: nairaFromKobo(s.amount_kobo) }) : t.declined);
    await qc.invalidateQueries({ queryKey: key });
  };

  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-14">
      <div className="flex items-center justify-between gap-3 rounded-t-xl bg-brand-900 px-4 py-3 text-white">
        <h1 className="text-xl font-extrabold">{t.title}</h1>
        <span className="rounded bg-sun-400 px-2 py-0.5 text-xs font-bold text-slate-900">{t.sandbox}</span>
      </div>
      <div className="rounded-b-xl border border-t-0 border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <p className="text-sm text-slate-700">{t.intro}</p>
        <p className="mt-3 font-semibold break-words text-slate-900">{s.plan}</p>
        <p className="text-sm break-all text-slate-600">{s.email}</p>
        <dl className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
          <div className="flex justify-between gap-3 px-3 py-2">
            <dt className="text-slate-600">{t.amount}</dt>
            <dd className="font-semibold text-slate-900">{nairaFromKobo(s.amount_kobo)}</dd>
          </div>
          <div className="flex justify-between gap-3 px-3 py-2">
            <dt className="text-slate-600">{t.status}</dt>
            <dd className="text-right font-semibold text-slate-900" data-testid="sandbox-subscription-status">
              {t[s.status]}
            </dd>
          </div>
          <div className="flex justify-between gap-3 px-3 py-2">
            <dt className="text-slate-600">{t.card}</dt>
            <dd className="font-mono text-slate-900">···· {s.card_last4}</dd>
          </div>
          {s.next_payment_at && (
            <div className="flex justify-between gap-3 px-3 py-2">
              <dt className="text-slate-600">{t.next}</dt>
              <dd className="text-right text-slate-900">{formatDate(s.next_payment_at, { timeZone: 'Africa/Lagos' })}</dd>
            </div>
          )}
        </dl>
        {note && (
          <p role="status" className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800">
            {note}
          </p>
        )}

        <form onSubmit={(e) => void saveCard(e)} noValidate className="mt-6" aria-label={t.changeCard}>
          <h2 className="mb-2 font-bold text-slate-900">{t.changeCard}</h2>
          {otp === null ? (
            <TextField
              label={t.cardNumber}
              name="card"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="0000 0000 0000 0000"
              value={card}
              onChange={(e) => setCard(e.target.value)}
              error={cardError ?? undefined}
            />
          ) : (
            <TextField
              label={t.otp}
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={otp}
              onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 8))}
              error={cardError ?? undefined}
            />
          )}
          <Button type="submit" variant="secondary" loading={busy === 'card'} className="w-full">
            {t.save}
          </Button>
        </form>

        {s.status !== 'cancelled' && (
          <div className="mt-6 rounded-lg border border-dashed border-slate-300 p-3">
            <p className="mb-3 text-sm text-slate-700">{t.chargeHint}</p>
            <Button type="button" loading={busy === 'charge'} onClick={() => void chargeNow()} className="w-full">
              {t.chargeNow}
            </Button>
          </div>
        )}
        <p className="mt-6 text-center">
          <button type="button" onClick={() => window.history.back()} className="min-h-11 px-3 font-semibold text-brand-800 underline">
            {t.back}
          </button>
        </p>
      </div>
    </div>
  );
}
