import { N as d, O as A, b as a, c as params, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import {
  A as api,
  C as Spinner,
  H as useQuery,
  J as useParams,
  N as unwrap,
  S as PageSpinner,
  W as Link,
  b as Button,
  d as formatNaira,
  f as koboToNaira,
  m as toast,
  o as formatDate,
  p as nairaToKobo,
  u as commissionKobo,
  x as buttonClass,
} from '../entry-server.js';
import { t as ConfirmDialog } from './confirm-dialog-CAhA_kWQ.js';
import { a as SelectField, r as FormError, s as TextField } from './field-BhGmjKt2.js';
import { n as Page, r as useTitle, t as OwnerPageError } from './page-D1qYEQFx.js';
import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { t as donationKeys } from './keys-8VpgdW09.js';
import { t as useClaim } from './get-claim-tPceHpGd.js';
import { r as useForm, t as u } from './zod-BX93EeEk.js';
import { t as Code } from './status-ClvZbWz5.js';
import { t as bankAccountSchema } from './schemas-B1hKz9Lm.js';
import { t as Rich } from './rich-CGqdJQIK.js';
// src/features/donations/api/claim-funds.ts
/**
 * POST /claim/{campaignId}: the owner claims a funded campaign's money; a keep-what-you-raise
 * campaign's owner may name the stage's amount (whole naira; absent: all that is claimable).
 */
var claimFunds = (campaignId, amount) =>
  unwrap(api('POST', `/claim/${encodeURIComponent(campaignId.toLowerCase())}`, amount === void 0 ? void 0 : { amount })).then(
    (e) => e.payout,
  );
function useClaimFunds(campaignId) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (amount) => claimFunds(campaignId, amount),
    onSettled: () => qc.invalidateQueries({ queryKey: donationKeys.claim(campaignId) }),
  });
}
// src/features/donations/api/get-banks.ts
/** GET /banks: Nigerian banks for payouts. */
var getBanks = (signal) => unwrap(api('GET', '/banks', void 0, { signal })).then((e) => e.banks);
function useBanks() {
  return useQuery({
    queryKey: donationKeys.banks,
    queryFn: ({ signal }) => getBanks(signal),
    staleTime: 36e5,
  });
}
// src/features/donations/api/resolve-account.ts
/** POST /bank/resolve: the account's name as the bank has it. Resolves to the envelope. */
var resolveAccount = (input) => api('POST', '/bank/resolve', input);
// src/features/donations/api/save-bank-account.ts
/** PUT /bank/account: saves the payout account (the server resolves its name again). */
var saveBankAccount = (input) => unwrap(api('PUT', '/bank/account', input)).then((e) => e.account);
function useSaveBankAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveBankAccount,
    onSuccess: (account) => {
      qc.setQueryData(donationKeys.bankAccount, account);
      qc.invalidateQueries({ queryKey: ['donations', 'claim'] });
    },
  });
}
// src/features/donations/components/bank-account-form.tsx
var messages$2 = i18n('owner/bank-account-form', {
  saved: 'Bank account saved',
  form: 'Bank account',
  bank: 'Bank',
  loadingBanks: 'Loading banks…',
  selectBank: 'Select your bank',
  number: 'Account number',
  digits: '10 digits',
  looking: 'Looking up the account name…',
  name: 'Account name:',
  save: 'Save this account',
  cancel: 'Cancel',
});
/**
 * The payout account: a Nigerian bank and a 10-digit account number. The name is looked up from
 * the bank as soon as both are given, and shown before saving, so the owner sees whose account
 * it is; the server looks it up again when saving.
 */
function BankAccountForm({ onSaved, onCancel }) {
  const t = useT(messages$2);
  const banks = useBanks();
  const save = useSaveBankAccount();
  const [resolved, setResolved] = d(null);
  const [looking, setLooking] = d(false);
  const [error, setError] = d(null);
  const form = useForm({
    resolver: u(bankAccountSchema),
    mode: 'onTouched',
    defaultValues: {
      bank_code: '',
      account_number: '',
    },
  });
  const bank = form.watch('bank_code');
  const number = form.watch('account_number');
  A(() => {
    setResolved(null);
    setError(null);
    if (!bank || !/^\d{10}$/.test(number ?? '')) return;
    let live = true;
    setLooking(true);
    resolveAccount({
      bank_code: bank,
      account_number: number,
    }).then((res) => {
      if (!live) return;
      setLooking(false);
      if (res.status.code === Code.OK) setResolved(res.entity);
      else setError(res.entity?.errors?.account_number ?? res.status.desc);
    });
    return () => {
      live = false;
    };
  }, [bank, number]);
  const submit = form.handleSubmit(async (v) => {
    setError(null);
    try {
      await save.mutateAsync(v);
      toast(t.saved);
      onSaved();
    } catch (err) {
      setError(err.message);
    }
  });
  return /* @__PURE__ */ a('form', {
    onSubmit: submit,
    noValidate: true,
    'aria-label': t.form,
    className: 'max-w-md',
    children: [
      /* @__PURE__ */ a(FormError, { message: error }),
      /* @__PURE__ */ a(SelectField, {
        label: t.bank,
        error: form.formState.errors.bank_code?.message,
        disabled: banks.isPending,
        ...form.register('bank_code'),
        children: [
          /* @__PURE__ */ a('option', {
            value: '',
            children: banks.isPending ? t.loadingBanks : t.selectBank,
          }),
          banks.data?.map((b) =>
            /* @__PURE__ */ a(
              'option',
              {
                value: b.code,
                children: b.name,
              },
              b.code,
            ),
          ),
        ],
      }),
      /* @__PURE__ */ a(TextField, {
        label: t.number,
        inputMode: 'numeric',
        autoComplete: 'off',
        maxLength: 10,
        placeholder: t.digits,
        error: form.formState.errors.account_number?.message,
        ...form.register('account_number'),
      }),
      /* @__PURE__ */ a('div', {
        className: 'mb-4 min-h-12',
        'aria-live': 'polite',
        children: [
          looking &&
            /* @__PURE__ */ a('p', {
              className: 'text-sm text-slate-600',
              children: t.looking,
            }),
          resolved &&
            /* @__PURE__ */ a('p', {
              className: 'rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900',
              children: [
                t.name,
                ' ',
                /* @__PURE__ */ a('span', {
                  className: 'font-bold',
                  children: resolved.account_name,
                }),
                /* @__PURE__ */ a('span', {
                  className: 'block text-xs',
                  children: resolved.bank_name,
                }),
              ],
            }),
        ],
      }),
      /* @__PURE__ */ a('div', {
        className: 'flex flex-wrap gap-2',
        children: [
          /* @__PURE__ */ a(Button, {
            type: 'submit',
            loading: save.isPending,
            disabled: !resolved,
            children: t.save,
          }),
          onCancel &&
            /* @__PURE__ */ a(Button, {
              type: 'button',
              variant: 'ghost',
              onClick: onCancel,
              children: t.cancel,
            }),
        ],
      }),
    ],
  });
}
// src/components/donations/payout-status.tsx
var messages$1 = i18n('donations/payout-status', {
  paid: 'Paid',
  sentTo: params('Sent to {to}.'),
  sentToOn: params('Sent to {to} on {date}.'),
  reference: params('Reference {reference}'),
  reversedTitle: 'Reversed by the bank',
  reversed: params("The {amount} sent to {to} came back on {date}. The money is back on your campaign's balance; you can claim again."),
  reversedWhy: params(
    "The {amount} sent to {to} came back on {date} ({error}). The money is back on your campaign's balance; you can claim again.",
  ),
  failedTitle: 'Transfer failed',
  failed: params(
    'The transfer of {amount} to {to} did not go through. The money is still held for your campaign: check your bank account and claim again.',
  ),
  failedWhy: params(
    'The transfer of {amount} to {to} did not go through: {error}. The money is still held for your campaign: check your bank account and claim again.',
  ),
  inProgress: 'Transfer in progress',
  received: 'Claim received',
  onItsWay: params('{amount} is on its way to {to}. This page updates by itself.'),
  lastAttempt: params('Last attempt: {error}. We keep trying.'),
});
/** Where the payout is: on its way (refreshed every few seconds), paid, failed, or reversed by the bank. */
function PayoutStatus({ payout }) {
  const t = useT(messages$1);
  const to = `${payout.bank_name} ····${payout.account_last4} (${payout.account_name})`;
  if (payout.status === 'paid')
    return /* @__PURE__ */ a('div', {
      role: 'status',
      className: 'rounded-xl border border-green-200 bg-green-50 p-5',
      children: [
        /* @__PURE__ */ a('p', {
          className: 'text-sm font-semibold tracking-wide text-green-800 uppercase',
          children: t.paid,
        }),
        /* @__PURE__ */ a('p', {
          className: 'mt-1 text-2xl font-extrabold text-green-900',
          children: formatNaira(payout.amount),
        }),
        /* @__PURE__ */ a('p', {
          className: 'mt-1 text-green-900',
          children: payout.paid_at
            ? t.sentToOn({
                to,
                date: formatDate(payout.paid_at),
              })
            : t.sentTo({ to }),
        }),
        /* @__PURE__ */ a('p', {
          className: 'mt-1 text-xs text-green-800',
          children: t.reference({ reference: payout.reference }),
        }),
      ],
    });
  if (payout.status === 'failed' && payout.reversed_at)
    return /* @__PURE__ */ a('div', {
      role: 'alert',
      className: 'rounded-xl border border-orange-300 bg-orange-50 p-5',
      children: [
        /* @__PURE__ */ a('p', {
          className: 'text-sm font-semibold tracking-wide text-orange-900 uppercase',
          children: t.reversedTitle,
        }),
        /* @__PURE__ */ a('p', {
          className: 'mt-1 text-orange-950',
          children: (payout.last_error ? t.reversedWhy : t.reversed)({
            amount: formatNaira(payout.amount),
            to,
            date: formatDate(payout.reversed_at),
            error: payout.last_error ?? '',
          }),
        }),
        /* @__PURE__ */ a('p', {
          className: 'mt-1 text-xs text-orange-900',
          children: t.reference({ reference: payout.reference }),
        }),
      ],
    });
  if (payout.status === 'failed')
    return /* @__PURE__ */ a('div', {
      role: 'alert',
      className: 'rounded-xl border border-red-200 bg-red-50 p-5',
      children: [
        /* @__PURE__ */ a('p', {
          className: 'text-sm font-semibold tracking-wide text-red-800 uppercase',
          children: t.failedTitle,
        }),
        /* @__PURE__ */ a('p', {
          className: 'mt-1 text-red-900',
          children: (payout.last_error ? t.failedWhy : t.failed)({
            amount: formatNaira(payout.amount),
            to,
            error: payout.last_error ?? '',
          }),
        }),
      ],
    });
  return /* @__PURE__ */ a('div', {
    role: 'status',
    className: 'flex items-start gap-4 rounded-xl border border-sun-500 bg-sun-400/15 p-5',
    children: [
      /* @__PURE__ */ a(Spinner, { label: t.inProgress }),
      /* @__PURE__ */ a('div', {
        children: [
          /* @__PURE__ */ a('p', {
            className: 'text-sm font-semibold tracking-wide text-slate-800 uppercase',
            children: payout.status === 'pending' ? t.received : t.inProgress,
          }),
          /* @__PURE__ */ a('p', {
            className: 'mt-1 text-slate-900',
            children: t.onItsWay({
              amount: formatNaira(payout.amount),
              to,
            }),
          }),
          payout.last_error &&
            /* @__PURE__ */ a('p', {
              className: 'mt-1 text-sm text-slate-700',
              children: t.lastAttempt({ error: payout.last_error }),
            }),
          /* @__PURE__ */ a('p', {
            className: 'mt-1 text-xs text-slate-700',
            children: t.reference({ reference: payout.reference }),
          }),
        ],
      }),
    ],
  });
}
// src/features/donations/claim-page.tsx
var messages = i18n('owner/claim-page', {
  done: '(done)',
  todo: '(to do)',
  title: 'Claim your funds',
  received: 'Your claim has been received',
  forCampaign: 'For {campaign}',
  amounts: 'Amounts',
  raised: 'Raised',
  ofGoal: params('of {goal} goal'),
  commission: params('Commission ({percent}% of the goal)'),
  commissionWhen: 'Taken once, when you claim',
  receive: 'You receive',
  toBank: 'Sent to your bank account',
  payout: 'Payout',
  next: 'Next: thank your donors',
  nextText: 'Close the campaign with a thank-you message and two pictures. It then joins the success stories.',
  close: 'Close the campaign',
  before: 'Before you claim',
  goalStep: 'The campaign reached its goal',
  goalDone: 'Donations are closed and the money is held for you.',
  goalSoFar: params('It has raised {raised} of {goal} so far.'),
  identityStep: 'Your identity is approved',
  identityDone: 'Thank you for verifying who you are.',
  identityReview: 'Our team is reviewing the identity information you sent. We will e-mail you when it is approved.',
  identityNeeded: 'We pay out only to people we have verified. {verify}',
  verify: 'Verify your identity',
  bankStep: 'Your bank account',
  change: 'Change',
  claimStep: 'Claim',
  willBeSent: params('{amount} will be sent to {bank} ····{last4}. You can claim once.'),
  claimButton: params('Claim {amount}'),
  beneficiaryStep: 'Who receives the money',
  beneficiaryTo: params('Paid to {name}, {bank} ····{last4}, not to your own account.'),
  beneficiaryWaiting: 'The campaign’s volunteer has not confirmed this account yet.',
  confirmTitle: 'Claim the funds now?',
  confirmSend: params('Send {amount}'),
  confirmText: '{amount} will be sent to {account} ({name}). This cannot be undone.',
  confirmMaths: params(
    'That is the {raised} raised less our {percent}% commission on the goal ({commission}). You can claim only once: check that the account is right.',
  ),
  stagedIntro: 'This campaign keeps what it raises: you may claim what has come in so far, in stages, while it is live and after.',
  stagedCommission: params('Commission ({percent}% of each claim)'),
  stagedCommissionWhen: 'Taken on what each stage claims',
  claimableStep: 'Money to claim',
  claimableNow: params('{amount} raised is not claimed yet.'),
  claimableNone: 'Nothing to claim right now. You can claim again when more comes in.',
  stageAmount: 'Amount to claim now (₦)',
  stageAmountHint: params('Up to {amount}. Leave it empty to claim all of it.'),
  stageWillBeSent: params('{amount} will be sent to {bank} ····{last4}, after our {percent}% commission ({commission}).'),
  stageConfirmMaths: params('That is {claimed} claimed less our {percent}% commission on it ({commission}).'),
  stages: 'Stages claimed',
  stageN: params('Stage {n}'),
});
/**
 * /claim/:campaignId — the owner of a campaign whose confirmed donations reached its goal
 * claims the money: identity approved, a Nigerian bank account (its name from the bank), then
 * one claim. Shows raised, the 5% commission on the goal and the payout, then the payout's
 * status until it is paid.
 */
function Step({ n, done, title, children }) {
  const t = useT(messages);
  return /* @__PURE__ */ a('li', {
    className: 'flex gap-4',
    children: [
      /* @__PURE__ */ a('span', {
        'aria-hidden': 'true',
        className: `flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${done ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-700'}`,
        children: done ? '✓' : n,
      }),
      /* @__PURE__ */ a('div', {
        className: 'min-w-0 flex-1 pb-6',
        children: [
          /* @__PURE__ */ a('h3', {
            className: 'font-semibold text-slate-900',
            children: [
              title,
              /* @__PURE__ */ a('span', {
                className: 'sr-only',
                children: [' ', done ? t.done : t.todo],
              }),
            ],
          }),
          /* @__PURE__ */ a('div', {
            className: 'mt-1 text-sm text-slate-700',
            children,
          }),
        ],
      }),
    ],
  });
}
function ClaimPage() {
  const t = useT(messages);
  const tr = useLocalise();
  const { campaignId = '' } = useParams();
  const q = useClaim(campaignId);
  const claim = useClaimFunds(campaignId);
  const [editingBank, setEditingBank] = d(false);
  const [asking, setAsking] = d(false);
  const [error, setError] = d(null);
  const [stageAmount, setStageAmount] = d('');
  useTitle(t.title);
  if (q.isPending) return /* @__PURE__ */ a(PageSpinner, {});
  if (q.isError)
    return /* @__PURE__ */ a(OwnerPageError, {
      title: t.title,
      error: q.error,
    });
  const s = q.data;
  const staged = s.funding_mode === 'keep_what_you_raise';
  const live = !staged && s.payout && s.payout.status !== 'failed';
  const typed = Number(stageAmount.replace(/[\s,]/g, ''));
  const stageClaim = staged && stageAmount.trim() && Number.isInteger(typed) && typed > 0 ? typed : s.claimable;
  const stageCommission = koboToNaira(commissionKobo(nairaToKobo(Math.round(stageClaim))));
  const sendNow = staged ? Math.max(0, stageClaim - stageCommission) : s.payout_amount;
  const identityOk = s.identity_status === 'approved';
  const submit = async () => {
    setError(null);
    try {
      await claim.mutateAsync(staged && stageAmount.trim() ? Number(stageAmount.replace(/[\s,]/g, '')) : void 0);
      setStageAmount('');
      toast(t.received);
    } catch (err) {
      setError(err.message);
    } finally {
      setAsking(false);
    }
  };
  const ben = s.beneficiary;
  const dest = ben ?? s.bank_account;
  const account = dest && `${dest.bank_name} ••••${dest.account_last4}`;
  return /* @__PURE__ */ a(Page, {
    title: t.title,
    intro: /* @__PURE__ */ a(Rich, {
      text: t.forCampaign,
      parts: {
        campaign: /* @__PURE__ */ a(Link, {
          to: `/campaign/${s.campaign.campaign_id}`,
          className: 'font-semibold text-brand-800 underline',
          children: s.campaign.title,
        }),
      },
    }),
    children: [
      /* @__PURE__ */ a('section', {
        'aria-label': t.amounts,
        className: 'grid gap-3 sm:grid-cols-3',
        children: [
          /* @__PURE__ */ a('div', {
            className: 'rounded-xl border border-slate-200 bg-white p-4',
            children: [
              /* @__PURE__ */ a('p', {
                className: 'text-sm text-slate-600',
                children: t.raised,
              }),
              /* @__PURE__ */ a('p', {
                className: 'text-2xl font-extrabold text-slate-900',
                children: formatNaira(s.raised),
              }),
              /* @__PURE__ */ a('p', {
                className: 'text-xs text-slate-500',
                children: t.ofGoal({ goal: formatNaira(s.campaign.goal) }),
              }),
            ],
          }),
          /* @__PURE__ */ a('div', {
            className: 'rounded-xl border border-slate-200 bg-white p-4',
            children: [
              /* @__PURE__ */ a('p', {
                className: 'text-sm text-slate-600',
                children: staged ? t.stagedCommission({ percent: s.commission_percent }) : t.commission({ percent: s.commission_percent }),
              }),
              /* @__PURE__ */ a('p', {
                className: 'text-2xl font-extrabold text-slate-900',
                children: ['−', formatNaira(staged ? stageCommission : s.commission)],
              }),
              /* @__PURE__ */ a('p', {
                className: 'text-xs text-slate-500',
                children: staged ? t.stagedCommissionWhen : t.commissionWhen,
              }),
            ],
          }),
          /* @__PURE__ */ a('div', {
            className: 'rounded-xl border border-brand-200 bg-brand-50 p-4',
            children: [
              /* @__PURE__ */ a('p', {
                className: 'text-sm text-brand-900',
                children: t.receive,
              }),
              /* @__PURE__ */ a('p', {
                className: 'text-2xl font-extrabold text-brand-900',
                children: formatNaira(staged ? sendNow : s.payout && s.payout.status !== 'failed' ? s.payout.amount : s.payout_amount),
              }),
              /* @__PURE__ */ a('p', {
                className: 'text-xs text-brand-800',
                children: t.toBank,
              }),
            ],
          }),
        ],
      }),
      staged &&
        /* @__PURE__ */ a('p', {
          className: 'mt-4 max-w-2xl text-sm text-slate-700',
          children: t.stagedIntro,
        }),
      staged &&
        s.payouts.length > 0 &&
        /* @__PURE__ */ a('section', {
          'aria-labelledby': 'claim-stages',
          className: 'mt-6',
          children: [
            /* @__PURE__ */ a('h2', {
              id: 'claim-stages',
              className: 'mb-3 text-xl font-bold text-slate-900',
              children: t.stages,
            }),
            /* @__PURE__ */ a('ol', {
              className: 'space-y-3',
              children: s.payouts.map((p, i) =>
                /* @__PURE__ */ a(
                  'li',
                  {
                    children: [
                      /* @__PURE__ */ a('p', {
                        className: 'mb-1 text-sm font-semibold text-slate-700',
                        children: t.stageN({ n: i + 1 }),
                      }),
                      /* @__PURE__ */ a(PayoutStatus, { payout: p }),
                    ],
                  },
                  p.id,
                ),
              ),
            }),
          ],
        }),
      !staged &&
        s.payout &&
        /* @__PURE__ */ a('section', {
          'aria-label': t.payout,
          className: 'mt-6',
          children: [
            /* @__PURE__ */ a(PayoutStatus, { payout: s.payout }),
            s.payout.status === 'paid' &&
              s.campaign.status === 3 &&
              /* @__PURE__ */ a('div', {
                className: 'mt-4 rounded-xl border border-slate-200 bg-white p-5',
                children: [
                  /* @__PURE__ */ a('p', {
                    className: 'font-semibold text-slate-900',
                    children: t.next,
                  }),
                  /* @__PURE__ */ a('p', {
                    className: 'mt-1 text-sm text-slate-700',
                    children: t.nextText,
                  }),
                  /* @__PURE__ */ a(Link, {
                    to: '/close_campaign',
                    state: { campaign_id: s.campaign.campaign_id },
                    className: buttonClass('primary', 'mt-3'),
                    children: t.close,
                  }),
                ],
              }),
          ],
        }),
      !live &&
        /* @__PURE__ */ a('section', {
          'aria-labelledby': 'claim-steps',
          className: 'mt-8 max-w-2xl',
          children: [
            /* @__PURE__ */ a('h2', {
              id: 'claim-steps',
              className: 'mb-4 text-xl font-bold text-slate-900',
              children: t.before,
            }),
            /* @__PURE__ */ a('ol', {
              children: [
                staged
                  ? /* @__PURE__ */ a(Step, {
                      n: 1,
                      done: s.claimable > 0,
                      title: t.claimableStep,
                      children: s.claimable > 0 ? t.claimableNow({ amount: formatNaira(s.claimable) }) : t.claimableNone,
                    })
                  : /* @__PURE__ */ a(Step, {
                      n: 1,
                      done: s.goal_reached,
                      title: t.goalStep,
                      children: s.goal_reached
                        ? t.goalDone
                        : t.goalSoFar({
                            raised: formatNaira(s.raised),
                            goal: formatNaira(s.campaign.goal),
                          }),
                    }),
                /* @__PURE__ */ a(Step, {
                  n: 2,
                  done: identityOk,
                  title: t.identityStep,
                  children: identityOk
                    ? t.identityDone
                    : s.identity_status === 'submitted'
                      ? t.identityReview
                      : /* @__PURE__ */ a(Rich, {
                          text: t.identityNeeded,
                          parts: {
                            verify: /* @__PURE__ */ a(Link, {
                              to: '/verify',
                              className: 'font-semibold text-brand-800 underline',
                              children: t.verify,
                            }),
                          },
                        }),
                }),
                /* @__PURE__ */ a(Step, {
                  n: 3,
                  done: ben ? ben.confirmed : !!s.bank_account && !editingBank,
                  title: ben ? t.beneficiaryStep : t.bankStep,
                  children: ben
                    ? /* @__PURE__ */ a('p', {
                        children: [
                          t.beneficiaryTo({
                            name: ben.name,
                            bank: ben.bank_name,
                            last4: ben.account_last4,
                          }),
                          !ben.confirmed &&
                            /* @__PURE__ */ a('span', {
                              className: 'block',
                              children: t.beneficiaryWaiting,
                            }),
                        ],
                      })
                    : s.bank_account && !editingBank
                      ? /* @__PURE__ */ a('div', {
                          className: 'flex flex-wrap items-center gap-3',
                          children: [
                            /* @__PURE__ */ a('p', {
                              children: [
                                /* @__PURE__ */ a('span', {
                                  className: 'font-semibold text-slate-900',
                                  children: s.bank_account.account_name,
                                }),
                                /* @__PURE__ */ a('span', {
                                  className: 'block',
                                  children: [s.bank_account.bank_name, ' ····', s.bank_account.account_last4],
                                }),
                              ],
                            }),
                            /* @__PURE__ */ a(Button, {
                              type: 'button',
                              variant: 'ghost',
                              onClick: () => setEditingBank(true),
                              children: t.change,
                            }),
                          ],
                        })
                      : /* @__PURE__ */ a('div', {
                          className: 'mt-2',
                          children: /* @__PURE__ */ a(BankAccountForm, {
                            onSaved: () => setEditingBank(false),
                            onCancel: s.bank_account ? () => setEditingBank(false) : void 0,
                          }),
                        }),
                }),
                /* @__PURE__ */ a(Step, {
                  n: 4,
                  done: false,
                  title: t.claimStep,
                  children: s.can_claim
                    ? /* @__PURE__ */ a('div', {
                        className: 'mt-2',
                        children: [
                          /* @__PURE__ */ a(FormError, { message: error }),
                          staged &&
                            /* @__PURE__ */ a(TextField, {
                              label: t.stageAmount,
                              inputMode: 'numeric',
                              autoComplete: 'off',
                              placeholder: String(s.claimable),
                              hint: t.stageAmountHint({ amount: formatNaira(s.claimable) }),
                              value: stageAmount,
                              onChange: (e) => setStageAmount(e.target.value),
                            }),
                          /* @__PURE__ */ a('p', {
                            className: 'mb-3',
                            children: staged
                              ? t.stageWillBeSent({
                                  amount: formatNaira(sendNow),
                                  bank: dest?.bank_name ?? '',
                                  last4: dest?.account_last4 ?? '',
                                  percent: s.commission_percent,
                                  commission: formatNaira(stageCommission),
                                })
                              : t.willBeSent({
                                  amount: formatNaira(s.payout_amount),
                                  bank: dest?.bank_name ?? '',
                                  last4: dest?.account_last4 ?? '',
                                }),
                          }),
                          /* @__PURE__ */ a(Button, {
                            type: 'button',
                            variant: 'sun',
                            loading: claim.isPending,
                            onClick: () => setAsking(true),
                            children: t.claimButton({ amount: formatNaira(sendNow) }),
                          }),
                          /* @__PURE__ */ a(ConfirmDialog, {
                            open: asking,
                            title: t.confirmTitle,
                            confirm: t.confirmSend({ amount: formatNaira(sendNow) }),
                            tone: 'primary',
                            busy: claim.isPending,
                            onConfirm: () => void submit(),
                            onClose: () => setAsking(false),
                            children: [
                              /* @__PURE__ */ a('p', {
                                children: /* @__PURE__ */ a(Rich, {
                                  text: t.confirmText,
                                  parts: {
                                    amount: /* @__PURE__ */ a('strong', { children: formatNaira(sendNow) }),
                                    account: account || '',
                                    name: dest?.account_name ?? '',
                                  },
                                }),
                              }),
                              /* @__PURE__ */ a('p', {
                                children: staged
                                  ? t.stageConfirmMaths({
                                      claimed: formatNaira(stageClaim),
                                      percent: s.commission_percent,
                                      commission: formatNaira(stageCommission),
                                    })
                                  : t.confirmMaths({
                                      raised: formatNaira(s.raised),
                                      percent: s.commission_percent,
                                      commission: formatNaira(s.commission),
                                    }),
                              }),
                            ],
                          }),
                        ],
                      })
                    : /* @__PURE__ */ a('ul', {
                        className: 'mt-1 list-disc pl-5',
                        children: s.blockers.map((b) => /* @__PURE__ */ a('li', { children: tr(b) }, b)),
                      }),
                }),
              ],
            }),
          ],
        }),
    ],
  });
}
export { ClaimPage as default, messages };
