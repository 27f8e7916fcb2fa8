import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Code } from '@ireti/shared/status';
import type { SubscriptionView } from '@ireti/shared/donations/monthly';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useTitle } from '../../components/ui/page.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth.ts';
import { formatNaira } from '../../lib/format.ts';
import { cardLink, changeSubscription, getSubscriptions, monthlyKeys, requestManageLink } from '../../lib/donations/monthly.ts';
import { i18n, params, useT } from '../../lib/i18n/index.ts';
import { Rich } from '../../lib/i18n/rich.tsx';

export const messages = i18n('monthly/monthly-page', {
  title: 'Your monthly donations',
  forEmail: 'Monthly donations of {email}',
  none: 'No monthly donations yet. Give monthly from a campaign page: choose "Every month" in the donate form.',
  perMonth: params('{amount} every month'),
  onDay: params('Taken on day {day} of each month'),
  next: params('Next: {date}'),
  given: params('{count} payments so far, {amount} in all'),
  active: 'Active',
  paused: 'Paused: nothing is taken until you resume',
  attention: 'The last payment failed: the provider will try again. Check your card.',
  cancelled: 'Cancelled',
  ended: 'Ended',
  pending: 'Being set up',
  endedBecause: params('Ended: {reason}'),
  closed: 'the campaign has closed',
  goal_reached: 'the campaign has reached its goal',
  suspended: 'the campaign is under review',
  deleted: 'the campaign was deleted',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel monthly donation',
  confirmCancel: 'Cancel for good? Nothing more will be taken. You can start a new monthly donation later.',
  yesCancel: 'Yes, cancel it',
  keep: 'Keep it',
  changeAmount: 'Change amount',
  newAmount: 'New amount each month (₦)',
  save: 'Save amount',
  card: 'Update card',
  seeCampaign: 'See the campaign',
  askTitle: 'Manage your monthly donations',
  askText: 'Sign in, or enter the e-mail you give with: we will send it a link to this page. The link works for 30 days.',
  email: 'Email',
  send: 'Send me the link',
  sent: 'If this address gives monthly, a link is on its way. Check your inbox.',
  signIn: 'Sign in',
  badLink: 'This link does not work',
});

/** The e-mailed link's token, from the URL's fragment (#t=…), which is never sent to a server. */
const tokenOfHash = () => {
  const m = /[#&]t=([A-Za-z0-9_-]+)/.exec(window.location.hash);
  return m ? m[1]! : null;
};

/**
 * /monthly: the donor's monthly donations (issue 27, decision 092), signed in or by the link in
 * every receipt: pause, resume, change the amount, update the card on the provider's page, cancel.
 * Without either, the donor asks for the link by e-mail.
 */
export default function MonthlyPage() {
  const t = useT(messages);
  useTitle(t.title);
  const { token: session } = useAuth();
  const [linkToken] = useState(tokenOfHash);
  const usable = linkToken !== null || !!session;
  const q = useQuery({
    queryKey: monthlyKeys.mine(linkToken),
    queryFn: () => getSubscriptions(linkToken),
    enabled: usable,
    retry: false,
  });
  if (!usable) return <AskForLink />;
  if (!q.data) return <PageSpinner />;
  if (q.data.status.code !== Code.OK)
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-2xl font-extrabold text-slate-900">{t.badLink}</h1>
        <p className="mt-2 text-slate-700">{q.data.status.desc}</p>
        <AskForLink embedded />
      </div>
    );
  const { email, subscriptions } = q.data.entity;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-1 text-sm text-slate-600">
        <Rich text={t.forEmail} parts={{ email: <span className="font-semibold">{email}</span> }} />
      </p>
      {subscriptions.length === 0 ? (
        <p className="mt-8 rounded-lg bg-slate-50 p-4 text-slate-700">{t.none}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {subscriptions.map((s) => (
            <Gift key={s.id} gift={s} token={linkToken} />
          ))}
        </ul>
      )}
    </div>
  );
}

function Gift({ gift, token }: { gift: SubscriptionView; token: string | null }) {
  const t = useT(messages);
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [amount, setAmount] = useState(String(gift.amount));
  const [amountError, setAmountError] = useState<string | null>(null);
  const live = gift.status === 'active' || gift.status === 'attention' || gift.status === 'paused';

  const act = async (change: Parameters<typeof changeSubscription>[2]) => {
    setBusy(change.action);
    setError(null);
    setAmountError(null);
    const res = await changeSubscription(gift.id, token, change);
    setBusy(null);
    if (res.status.code === Code.OK) {
      setConfirming(false);
      setEditing(false);
      await qc.invalidateQueries({ queryKey: monthlyKeys.mine(token) });
      return;
    }
    const field = (res.entity as { errors?: Record<string, string> } | null)?.errors?.amount;
    if (field) setAmountError(field);
    else setError(res.status.desc);
  };
  const updateCard = async () => {
    setBusy('card');
    setError(null);
    const res = await cardLink(gift.id, token);
    setBusy(null);
    if (res.status.code === Code.OK) window.location.assign(res.entity.url);
    else setError(res.status.desc);
  };
  const saveAmount = (e: FormEvent) => {
    e.preventDefault();
    void act({ action: 'amount', amount });
  };

  const statusText =
    gift.status === 'ended' && gift.end_reason && gift.end_reason in t
      ? t.endedBecause({ reason: t[gift.end_reason as 'closed'] })
      : t[gift.status];
  const tone =
    gift.status === 'active'
      ? 'bg-green-100 text-green-800'
      : gift.status === 'attention'
        ? 'bg-amber-100 text-amber-900'
        : 'bg-slate-100 text-slate-700';

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="monthly-gift">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link to={`/campaign/${gift.campaign.campaign_id}`} className="font-bold text-slate-900 hover:underline">
            {gift.campaign.title}
          </Link>
          <p className="text-lg font-extrabold text-brand-800">{t.perMonth({ amount: formatNaira(gift.amount) })}</p>
        </div>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${tone}`} role="status">
          {statusText}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-700">{t.onDay({ day: gift.day_of_month })}</p>
      {gift.next_payment_at && gift.status === 'active' && (
        <p className="text-sm text-slate-700">{t.next({ date: new Date(gift.next_payment_at).toLocaleDateString() })}</p>
      )}
      <p className="text-sm text-slate-600">{t.given({ count: gift.charges, amount: formatNaira(gift.given) })}</p>
      {error && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {live && editing && (
        <form onSubmit={saveAmount} className="mt-4" noValidate>
          <TextField
            label={t.newAmount}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={amountError ?? undefined}
            name="amount"
          />
          <Button type="submit" loading={busy === 'amount'}>
            {t.save}
          </Button>
        </form>
      )}
      {live && confirming && (
        <div className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3" role="alertdialog" aria-label={t.cancel}>
          <p className="text-sm text-red-900">{t.confirmCancel}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="button" variant="danger" loading={busy === 'cancel'} onClick={() => void act({ action: 'cancel' })}>
              {t.yesCancel}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
              {t.keep}
            </Button>
          </div>
        </div>
      )}
      {live && !confirming && (
        <div className="mt-4 flex flex-wrap gap-2">
          {gift.status === 'paused' ? (
            <Button type="button" loading={busy === 'resume'} onClick={() => void act({ action: 'resume' })}>
              {t.resume}
            </Button>
          ) : (
            <Button type="button" variant="secondary" loading={busy === 'pause'} onClick={() => void act({ action: 'pause' })}>
              {t.pause}
            </Button>
          )}
          {!editing && (
            <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
              {t.changeAmount}
            </Button>
          )}
          <Button type="button" variant="secondary" loading={busy === 'card'} onClick={() => void updateCard()}>
            {t.card}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setConfirming(true)}>
            {t.cancel}
          </Button>
        </div>
      )}
    </li>
  );
}

function AskForLink({ embedded = false }: { embedded?: boolean }) {
  const t = useT(messages);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => setSent(false), [email]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const res = await requestManageLink(email);
    setBusy(false);
    if (res.status.code === Code.OK) setSent(true);
    else setError((res.entity as { errors?: Record<string, string> } | null)?.errors?.email ?? res.status.desc);
  };
  return (
    <div className={embedded ? 'mt-8' : 'mx-auto max-w-xl px-4 py-16'}>
      <h2 className={embedded ? 'text-lg font-bold text-slate-900' : 'text-2xl font-extrabold text-slate-900'}>{t.askTitle}</h2>
      <p className="mt-2 text-slate-700">{t.askText}</p>
      <form onSubmit={(e) => void submit(e)} className="mt-4" noValidate>
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error ?? undefined}
          name="email"
        />
        <Button type="submit" loading={busy} className="w-full">
          {t.send}
        </Button>
      </form>
      {sent && (
        <p className="mt-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800" role="status">
          {t.sent}
        </p>
      )}
      <p className="mt-6 text-center">
        <Link to="/signin" className={buttonClass('ghost')}>
          {t.signIn}
        </Link>
      </p>
    </div>
  );
}
