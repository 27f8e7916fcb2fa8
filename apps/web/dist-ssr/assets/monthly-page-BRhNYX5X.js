import { N as d, O as A, b as a, c as params, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import {
  D as useAuth,
  H as useQuery,
  S as PageSpinner,
  W as Link,
  b as Button,
  d as formatNaira,
  x as buttonClass,
} from '../entry-server.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { t as Code } from './status-ClvZbWz5.js';
import { s as TextField } from './field-BhGmjKt2.js';
import { r as useTitle } from './page-D1qYEQFx.js';
import {
  a as requestManageLink,
  i as monthlyKeys,
  n as changeSubscription,
  r as getSubscriptions,
  t as cardLink,
} from './monthly-BqSjLpQJ.js';
import { t as Rich } from './rich-CGqdJQIK.js';
// src/features/donations/monthly-page.tsx
var messages = i18n('monthly/monthly-page', {
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
var tokenOfHash = () => {
  const m = /[#&]t=([A-Za-z0-9_-]+)/.exec(window.location.hash);
  return m ? m[1] : null;
};
/**
 * /monthly: the donor's monthly donations (issue 27, decision 092), signed in or by the link in
 * every receipt: pause, resume, change the amount, update the card on the provider's page, cancel.
 * Without either, the donor asks for the link by e-mail.
 */
function MonthlyPage() {
  const t = useT(messages);
  useTitle(t.title);
  const { token: session } = useAuth();
  const [linkToken] = d(tokenOfHash);
  const usable = linkToken !== null || !!session;
  const q = useQuery({
    queryKey: monthlyKeys.mine(linkToken),
    queryFn: () => getSubscriptions(linkToken),
    enabled: usable,
    retry: false,
  });
  if (!usable) return /* @__PURE__ */ a(AskForLink, {});
  if (!q.data) return /* @__PURE__ */ a(PageSpinner, {});
  if (q.data.status.code !== Code.OK)
    return /* @__PURE__ */ a('div', {
      className: 'mx-auto max-w-xl px-4 py-16',
      children: [
        /* @__PURE__ */ a('h1', {
          className: 'text-2xl font-extrabold text-slate-900',
          children: t.badLink,
        }),
        /* @__PURE__ */ a('p', {
          className: 'mt-2 text-slate-700',
          children: q.data.status.desc,
        }),
        /* @__PURE__ */ a(AskForLink, { embedded: true }),
      ],
    });
  const { email, subscriptions } = q.data.entity;
  return /* @__PURE__ */ a('div', {
    className: 'mx-auto max-w-2xl px-4 py-10 sm:py-14',
    children: [
      /* @__PURE__ */ a('h1', {
        className: 'text-2xl font-extrabold text-slate-900 sm:text-3xl',
        children: t.title,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-1 text-sm text-slate-600',
        children: /* @__PURE__ */ a(Rich, {
          text: t.forEmail,
          parts: {
            email: /* @__PURE__ */ a('span', {
              className: 'font-semibold',
              children: email,
            }),
          },
        }),
      }),
      subscriptions.length === 0
        ? /* @__PURE__ */ a('p', {
            className: 'mt-8 rounded-lg bg-slate-50 p-4 text-slate-700',
            children: t.none,
          })
        : /* @__PURE__ */ a('ul', {
            className: 'mt-6 space-y-4',
            children: subscriptions.map((s) =>
              /* @__PURE__ */ a(
                Gift,
                {
                  gift: s,
                  token: linkToken,
                },
                s.id,
              ),
            ),
          }),
    ],
  });
}
function Gift({ gift, token }) {
  const t = useT(messages);
  const qc = useQueryClient();
  const [error, setError] = d(null);
  const [busy, setBusy] = d(null);
  const [confirming, setConfirming] = d(false);
  const [editing, setEditing] = d(false);
  const [amount, setAmount] = d(String(gift.amount));
  const [amountError, setAmountError] = d(null);
  const live = gift.status === 'active' || gift.status === 'attention' || gift.status === 'paused';
  const act = async (change) => {
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
    const field = res.entity?.errors?.amount;
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
  const saveAmount = (e) => {
    e.preventDefault();
    act({
      action: 'amount',
      amount,
    });
  };
  const statusText =
    gift.status === 'ended' && gift.end_reason && gift.end_reason in t ? t.endedBecause({ reason: t[gift.end_reason] }) : t[gift.status];
  const tone =
    gift.status === 'active'
      ? 'bg-green-100 text-green-800'
      : gift.status === 'attention'
        ? 'bg-amber-100 text-amber-900'
        : 'bg-slate-100 text-slate-700';
  return /* @__PURE__ */ a('li', {
    className: 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
    'data-testid': 'monthly-gift',
    children: [
      /* @__PURE__ */ a('div', {
        className: 'flex flex-wrap items-start justify-between gap-2',
        children: [
          /* @__PURE__ */ a('div', {
            className: 'min-w-0',
            children: [
              /* @__PURE__ */ a(Link, {
                to: `/campaign/${gift.campaign.campaign_id}`,
                className: 'font-bold text-slate-900 hover:underline',
                children: gift.campaign.title,
              }),
              /* @__PURE__ */ a('p', {
                className: 'text-lg font-extrabold text-brand-800',
                children: t.perMonth({ amount: formatNaira(gift.amount) }),
              }),
            ],
          }),
          /* @__PURE__ */ a('span', {
            className: `rounded-full px-3 py-1 text-xs font-semibold ${tone}`,
            role: 'status',
            children: statusText,
          }),
        ],
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-2 text-sm text-slate-700',
        children: t.onDay({ day: gift.day_of_month }),
      }),
      gift.next_payment_at &&
        gift.status === 'active' &&
        /* @__PURE__ */ a('p', {
          className: 'text-sm text-slate-700',
          children: t.next({ date: new Date(gift.next_payment_at).toLocaleDateString() }),
        }),
      /* @__PURE__ */ a('p', {
        className: 'text-sm text-slate-600',
        children: t.given({
          count: gift.charges,
          amount: formatNaira(gift.given),
        }),
      }),
      error &&
        /* @__PURE__ */ a('p', {
          role: 'alert',
          className: 'mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700',
          children: error,
        }),
      live &&
        editing &&
        /* @__PURE__ */ a('form', {
          onSubmit: saveAmount,
          className: 'mt-4',
          noValidate: true,
          children: [
            /* @__PURE__ */ a(TextField, {
              label: t.newAmount,
              inputMode: 'decimal',
              value: amount,
              onChange: (e) => setAmount(e.target.value),
              error: amountError ?? void 0,
              name: 'amount',
            }),
            /* @__PURE__ */ a(Button, {
              type: 'submit',
              loading: busy === 'amount',
              children: t.save,
            }),
          ],
        }),
      live &&
        confirming &&
        /* @__PURE__ */ a('div', {
          className: 'mt-4 rounded-lg border border-red-200 bg-red-50 p-3',
          role: 'alertdialog',
          'aria-label': t.cancel,
          children: [
            /* @__PURE__ */ a('p', {
              className: 'text-sm text-red-900',
              children: t.confirmCancel,
            }),
            /* @__PURE__ */ a('div', {
              className: 'mt-3 flex flex-wrap gap-2',
              children: [
                /* @__PURE__ */ a(Button, {
                  type: 'button',
                  variant: 'danger',
                  loading: busy === 'cancel',
                  onClick: () => void act({ action: 'cancel' }),
                  children: t.yesCancel,
                }),
                /* @__PURE__ */ a(Button, {
                  type: 'button',
                  variant: 'ghost',
                  onClick: () => setConfirming(false),
                  children: t.keep,
                }),
              ],
            }),
          ],
        }),
      live &&
        !confirming &&
        /* @__PURE__ */ a('div', {
          className: 'mt-4 flex flex-wrap gap-2',
          children: [
            gift.status === 'paused'
              ? /* @__PURE__ */ a(Button, {
                  type: 'button',
                  loading: busy === 'resume',
                  onClick: () => void act({ action: 'resume' }),
                  children: t.resume,
                })
              : /* @__PURE__ */ a(Button, {
                  type: 'button',
                  variant: 'secondary',
                  loading: busy === 'pause',
                  onClick: () => void act({ action: 'pause' }),
                  children: t.pause,
                }),
            !editing &&
              /* @__PURE__ */ a(Button, {
                type: 'button',
                variant: 'secondary',
                onClick: () => setEditing(true),
                children: t.changeAmount,
              }),
            /* @__PURE__ */ a(Button, {
              type: 'button',
              variant: 'secondary',
              loading: busy === 'card',
              onClick: () => void updateCard(),
              children: t.card,
            }),
            /* @__PURE__ */ a(Button, {
              type: 'button',
              variant: 'ghost',
              onClick: () => setConfirming(true),
              children: t.cancel,
            }),
          ],
        }),
    ],
  });
}
function AskForLink({ embedded = false }) {
  const t = useT(messages);
  const [email, setEmail] = d('');
  const [error, setError] = d(null);
  const [sent, setSent] = d(false);
  const [busy, setBusy] = d(false);
  A(() => setSent(false), [email]);
  const submit = async (e) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const res = await requestManageLink(email);
    setBusy(false);
    if (res.status.code === Code.OK) setSent(true);
    else setError(res.entity?.errors?.email ?? res.status.desc);
  };
  return /* @__PURE__ */ a('div', {
    className: embedded ? 'mt-8' : 'mx-auto max-w-xl px-4 py-16',
    children: [
      /* @__PURE__ */ a('h2', {
        className: embedded ? 'text-lg font-bold text-slate-900' : 'text-2xl font-extrabold text-slate-900',
        children: t.askTitle,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-2 text-slate-700',
        children: t.askText,
      }),
      /* @__PURE__ */ a('form', {
        onSubmit: (e) => void submit(e),
        className: 'mt-4',
        noValidate: true,
        children: [
          /* @__PURE__ */ a(TextField, {
            label: t.email,
            type: 'email',
            autoComplete: 'email',
            value: email,
            onChange: (e) => setEmail(e.target.value),
            error: error ?? void 0,
            name: 'email',
          }),
          /* @__PURE__ */ a(Button, {
            type: 'submit',
            loading: busy,
            className: 'w-full',
            children: t.send,
          }),
        ],
      }),
      sent &&
        /* @__PURE__ */ a('p', {
          className: 'mt-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800',
          role: 'status',
          children: t.sent,
        }),
      /* @__PURE__ */ a('p', {
        className: 'mt-6 text-center',
        children: /* @__PURE__ */ a(Link, {
          to: '/signin',
          className: buttonClass('ghost'),
          children: t.signIn,
        }),
      }),
    ],
  });
}
export { MonthlyPage as default, messages };
