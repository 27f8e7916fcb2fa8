import { A as P, I as $, N as d, O as A, b as a, c as params, f as useLocalise, j as T, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { n as useQueryClient } from './QueryClientProvider-C5IhZYKB.js';
import { t as Code } from './status-ClvZbWz5.js';
import {
  A as api,
  B as displayName,
  C as Spinner,
  D as useAuth,
  H as useQuery,
  I as keepCurrent,
  L as Msg,
  N as unwrap,
  b as Button,
  c as nairaFromKobo,
  d as formatNaira,
  r as campaignKeys,
} from '../entry-server.js';
import { t as Modal } from './modal-CQEXYd9c.js';
import { t as donationKeys } from './keys-8VpgdW09.js';
import { t as Rich } from './rich-CGqdJQIK.js';
import { n as percentShown } from './percent-DrQ1d-nZ.js';
import { g as Limits } from './constants-DBX7dDmi.js';
import { n as donationErrors, s as readNaira } from './checks-Cpykw39X.js';
import { i as MobileField, o as TextArea, s as TextField } from './field-BhGmjKt2.js';
import { o as startMonthly, s as useMonthlyOffer } from './monthly-BqSjLpQJ.js';
import { n as Tabs, t as TabPanel } from './tabs-DGuVgDVS.js';
import { d as shareTargets, u as copyLink } from './supporters-Bg-Patew.js';
// src/components/ui/email-text.tsx
/**
 * An e-mail address kept whole on a narrow screen (issue 26: `break-all` cut it mid-word). It
 * wraps only before its "@" and before the dots of its domain: each piece is an inline block,
 * moved whole to the next line (so not even at a hyphen inside it), and only a piece longer than
 * the whole line breaks inside (`overflow-wrap: break-word`), so nothing runs off the screen.
 */
function EmailText({ address, className = '' }) {
  const at = address.lastIndexOf('@');
  const pieces = at < 0 ? [address] : [address.slice(0, at), ...address.slice(at).split(/(?=\.)/)];
  return /* @__PURE__ */ a('span', {
    className: `break-words ${className}`,
    'data-email': address,
    children: pieces.map((p, i) =>
      /* @__PURE__ */ a(
        $,
        {
          children: [
            i > 0 && /* @__PURE__ */ a('wbr', {}),
            /* @__PURE__ */ a('span', {
              className: 'inline-block max-w-full',
              children: p,
            }),
          ],
        },
        i,
      ),
    ),
  });
}
// src/lib/donations/verify-donation.ts
/**
 * PUT /payment/verify after the checkout's callback. The envelope tells the outcome: 100 counted,
 * 105 arrived after donations closed (refunded), 106 not paid (yet).
 */
var verifyDonation = (ref, match) =>
  api(
    'PUT',
    '/payment/verify',
    match
      ? {
          ref,
          match,
        }
      : { ref },
  );
// src/lib/donations/paystack.ts
/** Thrown outside a render: kept in the page's language. */
var messages$5 = keepCurrent(i18n('shell/paystack', { noWindow: 'The payment window could not open' }));
/**
 * Paystack Inline, loaded only when a donor reaches checkout with a real Paystack key (the
 * module is ~20 KB gzip; nobody else pays for it). Resolves with the reference Paystack reports
 * paid, or null when the donor closes the popup.
 */
var PAYSTACK_CHANNELS = ['card', 'bank_transfer', 'bank', 'ussd'];
async function payWithPaystack(d) {
  const { default: PaystackPop } = await import('./inline-BJTbiZTd.js');
  const popup = new PaystackPop();
  return new Promise((resolve, reject) => {
    const callbacks = {
      onSuccess: (t) =>
        resolve({
          reference: t.reference,
          trxref: t.trxref,
        }),
      onCancel: () => resolve(null),
      onError: (e) => reject(new Error(e.message || messages$5.get().noWindow)),
    };
    if (d.access_code) popup.resumeTransaction(d.access_code, callbacks);
    else
      popup.newTransaction({
        key: d.p_key,
        email: d.email,
        amount: d.amount,
        reference: d.ref,
        currency: d.currency,
        channels: PAYSTACK_CHANNELS,
        ...callbacks,
      });
  });
}
// src/lib/donations/start-donation.ts
/** POST /donate: a pending donation and its reference. Resolves to the envelope (its desc is shown on failure). */
var startDonation = (input) => api('POST', '/donate', input);
// src/lib/campaigns/get-campaign-rewards.ts
/** GET /reward/{campaignId}: a campaign's rewards with what is left of each (fresh: units run out). */
var getCampaignRewards = (campaignId, signal) =>
  unwrap(api('GET', `/reward/${encodeURIComponent(campaignId.toLowerCase())}`, void 0, { signal })).then((e) => e.rewards);
function useCampaignRewards(campaignId, enabled = true) {
  return useQuery({
    queryKey: campaignKeys.rewards(campaignId),
    queryFn: ({ signal }) => getCampaignRewards(campaignId, signal),
    enabled,
    staleTime: 0,
  });
}
// src/components/donations/reward-units.ts
var ENGLISH = {
  soldOut: 'Sold out',
  left: ({ left, quantity }) => `${left} of ${quantity} left`,
};
/** What is left of a limited reward ("3 of 20 left", "Sold out"); null for one without a limit. */
var unitsLeft = (r, t = ENGLISH) =>
  r.left === null || r.quantity === null
    ? null
    : r.left === 0
      ? t.soldOut
      : t.left({
          left: r.left.toLocaleString('en-NG'),
          quantity: r.quantity.toLocaleString('en-NG'),
        });
// src/components/donations/reward-choice.tsx
var messages$4 = i18n('donate/reward-choice', {
  choose: 'Choose a reward',
  none: 'No reward, thanks',
  orMore: params('{amount} or more'),
  Material: 'Material',
  'Non-material': 'Non-material',
  soldOut: 'Sold out',
  left: params('{left} of {quantity} left'),
  giveMore: params('Give {amount} or more to choose it.'),
  deliveryTitle: 'Where should the campaigner send it?',
  deliveryPrivacy: "Only you, the campaigner and Ireti's administrators see these details.",
  deliveryName: 'Delivery name',
  deliveryPhone: 'Delivery phone',
  deliveryPhoneHint: 'For the courier, e.g. 0803 123 4567',
  deliveryAddress: 'Delivery address',
  deliveryAddressPlaceholder: 'House number, street, town, state',
  nonMaterialNote: 'The campaigner sees your e-mail address to give you this reward.',
});
/**
 * The rewards in the donate dialog (issue 15): "No reward", then each reward of the campaign with
 * what it needs and what is left. One the amount does not reach, or one that has run out, is
 * shown but cannot be picked. A Material reward asks where to deliver it.
 */
function RewardChoice({ rewards, amount, form }) {
  const t = useT(messages$4);
  const tr = useLocalise();
  const { errors } = form;
  const chosen = rewards.find((r) => String(r._id) === form.values.reward);
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a('fieldset', {
        className: 'mb-4',
        'aria-describedby': errors.reward ? 'reward-error' : void 0,
        children: [
          /* @__PURE__ */ a('legend', {
            className: 'mb-2 block text-sm font-medium text-slate-700',
            children: t.choose,
          }),
          /* @__PURE__ */ a('ul', {
            className: 'space-y-2',
            children: [
              /* @__PURE__ */ a('li', {
                children: /* @__PURE__ */ a('label', {
                  className:
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50',
                  children: [
                    /* @__PURE__ */ a('input', {
                      type: 'radio',
                      className: 'h-5 w-5 accent-brand-700',
                      ...form.radio('reward', ''),
                    }),
                    /* @__PURE__ */ a('span', {
                      className: 'text-sm font-semibold text-slate-900',
                      children: t.none,
                    }),
                  ],
                }),
              }),
              rewards.map((r) => {
                const soldOut = r.left === 0;
                const short = amount === void 0 || !Number.isFinite(amount) || amount < r.donation;
                const left = unitsLeft(r, {
                  soldOut: t.soldOut,
                  left: t.left,
                });
                return /* @__PURE__ */ a(
                  'li',
                  {
                    children: /* @__PURE__ */ a('label', {
                      className: `flex items-start gap-3 rounded-lg border px-3 py-2 ${soldOut || short ? 'cursor-not-allowed border-slate-200 bg-slate-50' : 'cursor-pointer border-slate-200 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50'}`,
                      children: [
                        /* @__PURE__ */ a('input', {
                          type: 'radio',
                          disabled: soldOut || short,
                          className: 'mt-0.5 h-5 w-5 shrink-0 accent-brand-700',
                          ...form.radio('reward', String(r._id)),
                        }),
                        /* @__PURE__ */ a('span', {
                          className: 'min-w-0 text-sm',
                          children: [
                            /* @__PURE__ */ a('span', {
                              className: `block font-semibold ${soldOut || short ? 'text-slate-600' : 'text-slate-900'}`,
                              children: r.reward,
                            }),
                            /* @__PURE__ */ a('span', {
                              className: 'text-slate-600',
                              children: [
                                t.orMore({ amount: formatNaira(r.donation) }),
                                ' · ',
                                t[r.rewardType],
                                left &&
                                  /* @__PURE__ */ a('span', {
                                    className: soldOut ? 'font-semibold text-red-700' : 'text-slate-700',
                                    children: [' · ', left],
                                  }),
                              ],
                            }),
                            !soldOut &&
                              short &&
                              /* @__PURE__ */ a('span', {
                                className: 'block text-xs text-slate-600',
                                children: t.giveMore({ amount: formatNaira(r.donation) }),
                              }),
                          ],
                        }),
                      ],
                    }),
                  },
                  r._id,
                );
              }),
            ],
          }),
          errors.reward &&
            /* @__PURE__ */ a('p', {
              id: 'reward-error',
              className: 'mt-1 text-sm text-red-700',
              children: tr(errors.reward),
            }),
        ],
      }),
      chosen?.rewardType === 'Material' &&
        /* @__PURE__ */ a('fieldset', {
          className: 'mb-2 rounded-lg border border-slate-200 p-3',
          children: [
            /* @__PURE__ */ a('legend', {
              className: 'px-1 text-sm font-semibold text-slate-900',
              children: t.deliveryTitle,
            }),
            /* @__PURE__ */ a('p', {
              className: 'mb-3 text-xs text-slate-600',
              children: t.deliveryPrivacy,
            }),
            /* @__PURE__ */ a(TextField, {
              label: t.deliveryName,
              autoComplete: 'name',
              error: errors.delivery_name && tr(errors.delivery_name),
              ...form.text('delivery_name'),
            }),
            /* @__PURE__ */ a(MobileField, {
              label: t.deliveryPhone,
              hint: t.deliveryPhoneHint,
              placeholder: '0803 123 4567',
              error: errors.delivery_phone && tr(errors.delivery_phone),
              ...form.text('delivery_phone'),
            }),
            /* @__PURE__ */ a(TextArea, {
              label: t.deliveryAddress,
              rows: 2,
              autoComplete: 'street-address',
              placeholder: t.deliveryAddressPlaceholder,
              error: errors.delivery_address && tr(errors.delivery_address),
              ...form.text('delivery_address'),
            }),
          ],
        }),
      chosen?.rewardType === 'Non-material' &&
        /* @__PURE__ */ a('p', {
          className: 'mb-4 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-700',
          children: t.nonMaterialNote,
        }),
    ],
  });
}
// src/components/donations/donate-form-state.ts
function useDonateFormState(initial, check) {
  const [values, setValues] = d(initial);
  const [errors, setErrors] = d({});
  const [submitCount, setSubmitCount] = d(0);
  const [isSubmitting, setSubmitting] = d(false);
  const current = T(values);
  const touched = T(/* @__PURE__ */ new Set());
  const submitted = T(false);
  const formRef = T(null);
  /** Puts the check's word on one field (its message, or none) and leaves the others alone. */
  const checkOne = (name) => {
    const message = check(current.current)[name];
    setErrors((e) => {
      if (e[name] === message) return e;
      const next = { ...e };
      if (message === void 0) delete next[name];
      else next[name] = message;
      return next;
    });
  };
  const set = (name, value, o = {}) => {
    current.current = {
      ...current.current,
      [name]: value,
    };
    setValues(current.current);
    if (o.validate) checkOne(name);
  };
  /** A change: checked once the field has been left, or once the form has been sent. */
  const changed = (name, value) => set(name, value, { validate: submitted.current || touched.current.has(name) });
  /** Leaving a field: checked, until the form has been sent (then changes do it). */
  const left = (name, value) => {
    touched.current.add(name);
    set(name, value, { validate: !submitted.current });
  };
  const focus = (name) => formRef.current?.querySelector(`[name="${name}"]`)?.focus();
  return {
    values,
    errors,
    submitCount,
    isSubmitting,
    formRef,
    set,
    /** A text field or text area: value, events, name. */
    text: (name) => ({
      name,
      value: values[name],
      onChange: (e) => changed(name, e.currentTarget.value),
      onBlur: (e) => left(name, e.currentTarget.value),
    }),
    checkbox: (name) => ({
      name,
      checked: values[name],
      onChange: (e) => changed(name, e.currentTarget.checked),
      onBlur: () => left(name, current.current[name]),
    }),
    radio: (name, value) => ({
      name,
      value,
      checked: values[name] === value,
      onChange: () => changed(name, value),
      onBlur: () => left(name, current.current[name]),
    }),
    /** A message from elsewhere (the server's word on a field), optionally taking the donor there. */
    setError: (name, message, o = {}) => {
      setErrors((e) => ({
        ...e,
        [name]: message,
      }));
      if (o.focus) focus(name);
    },
    /** Checks everything; sends when all is well, else shows every message and focuses the first field in error. */
    handleSubmit: (send) => async (e) => {
      e.preventDefault();
      setSubmitting(true);
      const found = check(current.current);
      setErrors(found);
      try {
        if (Object.keys(found).length === 0) await send(current.current);
        else
          [...(formRef.current?.querySelectorAll('[name]') ?? [])]
            .find((el) => {
              const name = el.getAttribute('name');
              return name !== null && found[name] !== void 0;
            })
            ?.focus();
      } finally {
        submitted.current = true;
        setSubmitting(false);
        setSubmitCount((n) => n + 1);
      }
    },
  };
}
// src/components/donations/donate-form.tsx
/**
 * The donation form (spec §5): a guest gives first and last name, e-mail, amount, optionally a
 * mobile and a comment; an anonymous guest only the e-mail; a signed-in donor only the amount
 * and comment. The shared rules check it here (`donationErrors`, without zod: decision 080) and
 * the same rules again on the server. The session says who gives; "Give anonymously" goes as the
 * spec's `known` 1 (and as `anonymous`, the same choice).
 */
var messages$3 = i18n('donate/donate-form', {
  formLabel: 'Donation details',
  chooseAmount: 'Choose an amount',
  amount: 'Amount (₦)',
  amountPlaceholder: 'e.g. 5000',
  amountHint: 'At least ₦100. Donors pay no fee.',
  anonymous: 'Give anonymously',
  anonymousHint: 'Your name is hidden everywhere on the site.',
  anonymousHintGuest: 'Your name is hidden everywhere on the site. Only your e-mail is asked, for the receipt.',
  givingAs: 'Giving as {name} ({email})',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  emailHint: 'Your receipt goes here.',
  mobile: 'Mobile (optional)',
  comment: 'Comment (optional)',
  commentPlaceholder: 'Words of support for the campaign',
  continue: 'Continue to payment',
  secure: 'Payments are processed securely. We never see your card.',
  howOften: 'How often?',
  once: 'Once',
  monthly: 'Every month',
  monthlySummary: '{amount} every month, taken on day {day} of each month, starting today by card.',
  monthlyNoAmount: 'Choose an amount: it is taken on day {day} of each month, starting today by card.',
  monthlyStop:
    'Pause, change or cancel it at any time from the link in every receipt (or your profile). It ends by itself when the campaign stops taking donations.',
  continueMonthly: 'Give {amount} every month',
  continueMonthlyNoAmount: 'Continue to monthly payment',
});
var PRESETS = [1e3, 5e3, 1e4, 25e3];
/**
 * What the donor typed → a number for the rules, read as the API reads it ("₦5,000", "5k" → 5000;
 * "" → undefined); text that is no amount goes as typed, for the rules to say so.
 */
var toAmount = (v) => {
  if (typeof v === 'number') return v;
  const s = String(v ?? '').trim();
  return s === '' ? void 0 : (readNaira(s)?.n ?? s);
};
/** The form's values as sent (and as kept for another try): the amount as a number. */
var asInput = (v) => ({
  ...v,
  amount: toAmount(v.amount),
});
/** Another try after a failed payment starts from what the donor typed the first time. */
var fromInput = (campaignId, i) => ({
  campaign: i ? String(i.campaign) : campaignId,
  anonymous: i?.anonymous === true || i?.anonymous === 1,
  amount: i?.amount === void 0 || i.amount === null ? '' : String(i.amount),
  firstname: i?.firstname ?? '',
  lastname: i?.lastname ?? '',
  email: i?.email ?? '',
  mobile: i?.mobile ?? '',
  comment: i?.comment ?? '',
  reward: i?.reward === void 0 || i.reward === null ? '' : String(i.reward),
  delivery_name: i?.delivery_name ?? '',
  delivery_phone: i?.delivery_phone ?? '',
  delivery_address: i?.delivery_address ?? '',
});
function DonateForm({ campaignId, user, initial, focusAmount = false, monthly = null, onStarted, supporterPage }) {
  const t = useT(messages$3);
  const tr = useLocalise();
  const [error, setError] = d(null);
  const [often, setOften] = d('once');
  const isMonthly = often === 'monthly' && monthly?.available === true;
  const rewardsQ = useCampaignRewards(campaignId);
  const rewards = rewardsQ.data ?? [];
  const rewardOf = (v) => rewards.find((r) => String(r._id) === String(v ?? ''));
  const form = useDonateFormState(
    () => fromInput(campaignId, initial),
    (v) => donationErrors(asInput(v), !!user, { delivery: rewardOf(v.reward)?.rewardType === 'Material' }),
  );
  const { errors, isSubmitting, submitCount, values } = form;
  const anonymous = values.anonymous;
  const comment = values.comment;
  const typed = toAmount(values.amount);
  const amount = typeof typed === 'number' ? typed : void 0;
  const chosen = rewardOf(values.reward);
  A(() => {
    if (chosen && (amount === void 0 || !(amount >= chosen.donation) || chosen.left === 0)) form.set('reward', '');
  }, [amount, chosen, form]);
  A(() => {
    if (focusAmount) form.formRef.current?.querySelector('[name="amount"]')?.focus();
  }, []);
  const submit = form.handleSubmit(async (v) => {
    setError(null);
    const values = asInput(v);
    const material = !isMonthly && chosen?.rewardType === 'Material';
    const body = {
      ...values,
      known: values.anonymous === true ? 1 : 0,
      reward: !isMonthly && chosen ? chosen._id : null,
      delivery_name: material ? values.delivery_name : '',
      delivery_phone: material ? values.delivery_phone : '',
      delivery_address: material ? values.delivery_address : '',
      ...(supporterPage ? { supporter: supporterPage } : {}),
    };
    const res = isMonthly ? await startMonthly(body) : await startDonation(body);
    if (res.status.code === Code.OK) {
      onStarted(
        res.entity,
        user ? (user.is_organization ? (user.organization_name ?? '') : user.first_name) : anonymous ? '' : (values.firstname ?? ''),
        values,
        'monthly' in res.entity ? res.entity.monthly : null,
      );
      return;
    }
    const fieldErrors = res.entity?.errors;
    if (fieldErrors) Object.entries(fieldErrors).forEach(([k, m], i) => form.setError(k, m, { focus: i === 0 }));
    if (res.status.code === Code.CONFLICT && chosen) rewardsQ.refetch();
    setError(res.status.desc);
  });
  return /* @__PURE__ */ a('form', {
    ref: form.formRef,
    onSubmit: (e) => void submit(e),
    noValidate: true,
    'aria-label': t.formLabel,
    children: [
      error &&
        /* @__PURE__ */ a('p', {
          role: 'alert',
          className: 'mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700',
          children: error,
        }),
      !error &&
        submitCount > 0 &&
        Object.keys(errors).length > 0 &&
        /* @__PURE__ */ a('p', {
          role: 'alert',
          className: 'mb-4 text-sm font-medium text-red-700',
          children: tr(Msg.formInvalid),
        }),
      monthly?.available &&
        /* @__PURE__ */ a('fieldset', {
          className: 'mb-4',
          children: [
            /* @__PURE__ */ a('legend', {
              className: 'mb-2 block text-sm font-medium text-slate-700',
              children: t.howOften,
            }),
            /* @__PURE__ */ a('div', {
              className: 'grid grid-cols-2 gap-2',
              children: ['once', 'monthly'].map((o) =>
                /* @__PURE__ */ a(
                  'button',
                  {
                    type: 'button',
                    'aria-pressed': often === o,
                    onClick: () => setOften(o),
                    className: `min-h-11 rounded-lg border-2 px-2 text-sm font-semibold ${often === o ? 'border-brand-800 bg-brand-700 text-white' : 'border-brand-200 bg-brand-50 text-brand-800 hover:border-brand-600'}`,
                    children: o === 'once' ? t.once : t.monthly,
                  },
                  o,
                ),
              ),
            }),
          ],
        }),
      /* @__PURE__ */ a('fieldset', {
        className: 'mb-2',
        children: [
          /* @__PURE__ */ a('legend', {
            className: 'mb-2 block text-sm font-medium text-slate-700',
            children: t.chooseAmount,
          }),
          /* @__PURE__ */ a('div', {
            className: 'grid grid-cols-4 gap-2',
            children: PRESETS.map((n) => {
              const pressed = amount === n;
              return /* @__PURE__ */ a(
                'button',
                {
                  type: 'button',
                  'aria-pressed': pressed,
                  onClick: () => form.set('amount', String(n), { validate: true }),
                  className: `relative min-h-11 rounded-lg border-2 px-0.5 text-sm font-semibold ${pressed ? 'border-brand-800 bg-brand-700 text-white' : 'border-brand-200 bg-brand-50 text-brand-800 hover:border-brand-600'}`,
                  children: [
                    pressed &&
                      /* @__PURE__ */ a('svg', {
                        viewBox: '0 0 20 20',
                        className: 'absolute -top-2 -right-2 h-5 w-5 rounded-full border-2 border-brand-800 bg-white text-brand-800',
                        'aria-hidden': 'true',
                        fill: 'currentColor',
                        children: /* @__PURE__ */ a('path', { d: 'M8.2 13.6 4.8 10.2l1.1-1.1 2.3 2.3 5.9-5.9 1.1 1.1z' }),
                      }),
                    formatNaira(n),
                  ],
                },
                n,
              );
            }),
          }),
        ],
      }),
      /* @__PURE__ */ a(TextField, {
        label: t.amount,
        inputMode: 'decimal',
        autoComplete: 'off',
        placeholder: t.amountPlaceholder,
        error: errors.amount && tr(errors.amount),
        hint: t.amountHint,
        ...form.text('amount'),
      }),
      isMonthly
        ? /* @__PURE__ */ a('div', {
            className: 'mb-4 rounded-lg border-2 border-brand-200 bg-brand-50 p-3 text-sm text-slate-800',
            role: 'note',
            'aria-live': 'polite',
            children: [
              /* @__PURE__ */ a('p', {
                className: 'font-semibold text-slate-900',
                children: /* @__PURE__ */ a(Rich, {
                  text: amount !== void 0 ? t.monthlySummary : t.monthlyNoAmount,
                  parts: {
                    amount: formatNaira(amount ?? 0),
                    day: String(monthly.day_of_month),
                  },
                }),
              }),
              /* @__PURE__ */ a('p', {
                className: 'mt-1 text-slate-700',
                children: t.monthlyStop,
              }),
            ],
          })
        : rewards.length > 0 &&
          /* @__PURE__ */ a(RewardChoice, {
            rewards,
            amount,
            form,
          }),
      /* @__PURE__ */ a('label', {
        className: 'mb-4 flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3',
        children: [
          /* @__PURE__ */ a('input', {
            type: 'checkbox',
            className: 'mt-0.5 h-5 w-5 accent-brand-700',
            ...form.checkbox('anonymous'),
          }),
          /* @__PURE__ */ a('span', {
            className: 'text-sm',
            children: [
              /* @__PURE__ */ a('span', {
                className: 'block font-semibold text-slate-900',
                children: t.anonymous,
              }),
              /* @__PURE__ */ a('span', {
                className: 'text-slate-600',
                children: user ? t.anonymousHint : t.anonymousHintGuest,
              }),
            ],
          }),
        ],
      }),
      user
        ? /* @__PURE__ */ a('p', {
            className: 'mb-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700',
            children: /* @__PURE__ */ a(Rich, {
              text: t.givingAs,
              parts: {
                name: /* @__PURE__ */ a('span', {
                  className: 'font-semibold text-slate-900',
                  children: displayName(user),
                }),
                email: user.email,
              },
            }),
          })
        : /* @__PURE__ */ a($, {
            children: [
              !anonymous &&
                /* @__PURE__ */ a('div', {
                  className: 'grid gap-x-3 sm:grid-cols-2',
                  children: [
                    /* @__PURE__ */ a(TextField, {
                      label: t.firstName,
                      autoComplete: 'given-name',
                      error: errors.firstname && tr(errors.firstname),
                      ...form.text('firstname'),
                    }),
                    /* @__PURE__ */ a(TextField, {
                      label: t.lastName,
                      autoComplete: 'family-name',
                      error: errors.lastname && tr(errors.lastname),
                      ...form.text('lastname'),
                    }),
                  ],
                }),
              /* @__PURE__ */ a(TextField, {
                label: t.email,
                type: 'email',
                autoComplete: 'email',
                inputMode: 'email',
                error: errors.email && tr(errors.email),
                hint: t.emailHint,
                ...form.text('email'),
              }),
              !anonymous &&
                /* @__PURE__ */ a(MobileField, {
                  label: t.mobile,
                  hint: null,
                  placeholder: '08012345678',
                  error: errors.mobile && tr(errors.mobile),
                  ...form.text('mobile'),
                }),
            ],
          }),
      /* @__PURE__ */ a(TextArea, {
        label: t.comment,
        rows: 3,
        maxLength: Limits.commentMax,
        placeholder: t.commentPlaceholder,
        error: errors.comment && tr(errors.comment),
        hint: /* @__PURE__ */ a('span', {
          'aria-live': 'polite',
          children: `${[...comment].length}/${Limits.commentMax}`,
        }),
        ...form.text('comment'),
      }),
      /* @__PURE__ */ a(Button, {
        type: 'submit',
        loading: isSubmitting,
        className: 'w-full text-base',
        children: isMonthly
          ? amount !== void 0
            ? /* @__PURE__ */ a(Rich, {
                text: t.continueMonthly,
                parts: { amount: formatNaira(amount) },
              })
            : t.continueMonthlyNoAmount
          : t.continue,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-3 flex items-center justify-center gap-1 text-xs text-slate-600',
        children: [
          /* @__PURE__ */ a('svg', {
            viewBox: '0 0 20 20',
            className: 'h-4 w-4',
            'aria-hidden': 'true',
            fill: 'currentColor',
            children: /* @__PURE__ */ a('path', {
              d: 'M10 2a4 4 0 0 0-4 4v2H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1h-1V6a4 4 0 0 0-4-4zm-2 6V6a2 2 0 1 1 4 0v2z',
            }),
          }),
          t.secure,
        ],
      }),
    ],
  });
}
// src/lib/donations/sandbox-pay.ts
/** POST /dev/sandbox/pay: the sandbox checkout pays the reference with a test card (not in production). */
var sandboxPay = (ref, card, otp) =>
  api(
    'POST',
    '/dev/sandbox/pay',
    otp
      ? {
          ref,
          card,
          otp,
        }
      : {
          ref,
          card,
        },
  );
// ../../packages/shared/src/donations/ussd.ts
/**
 * Paying by USSD (issue 17): a donor without a card or a banking app dials their bank's short code
 * from any phone. The banks whose USSD codes the sandbox checkout offers, and the code a donor
 * dials there for one payment (Paystack's own checkout shows the real one-time code).
 */
var USSD_BANKS = [
  {
    bank: 'GTBank',
    code: '737',
  },
  {
    bank: 'Zenith Bank',
    code: '966',
  },
  {
    bank: 'UBA',
    code: '919',
  },
  {
    bank: 'First Bank',
    code: '894',
  },
  {
    bank: 'Access Bank',
    code: '901',
  },
  {
    bank: 'Fidelity Bank',
    code: '770',
  },
  {
    bank: 'Sterling Bank',
    code: '822',
  },
  {
    bank: 'Union Bank',
    code: '826',
  },
  {
    bank: 'Wema Bank',
    code: '945',
  },
  {
    bank: 'Stanbic IBTC',
    code: '909',
  },
];
/** The payment's 5-digit code, stable for its reference. */
function ussdPaymentCode(reference) {
  let h = 17;
  for (const ch of reference) h = (h * 31 + ch.charCodeAt(0)) % 1e5;
  return String(h).padStart(5, '0');
}
/** What the donor dials in the sandbox: the bank's code, the sandbox's merchant prefix, the payment's code. */
var ussdDialString = (bankCode, reference) => `*${bankCode}*000*${ussdPaymentCode(reference)}#`;
// src/components/donations/sandbox-checkout.tsx
/**
 * The embedded default's checkout (docs/design.md §2): it looks and behaves like a card form, with
 * test cards that succeed, fail or ask for an OTP, a pay-by-transfer option and USSD (a bank's
 * short code dialled from any phone, issue 17). It pays the
 * reference through POST /dev/sandbox/pay; no money moves and nothing leaves the machine.
 */
var messages$2 = i18n('donate/sandbox-checkout', {
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
});
var TEST_CARDS = [
  {
    number: '4084 0840 8408 4081',
    label: 'succeeds',
  },
  {
    number: '4000 0000 0000 0002',
    label: 'declined',
  },
  {
    number: '4000 0000 0000 9995',
    label: 'insufficient',
  },
  {
    number: '5060 6666 6666 6666 666',
    label: 'otpCard',
  },
];
/** "4084084084084081" → "4084 0840 8408 4081" as the donor types. */
var groupDigits = (v) =>
  v
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
var expiryOk = (v) => {
  const m = /^(\d\d)\s*\/\s*(\d\d)$/.exec(v.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2e3 + Number(m[2]);
  const now = /* @__PURE__ */ new Date();
  return month >= 1 && month <= 12 && (year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1));
};
/** A stable, made-up account number per reference for the transfer screen. */
var transferAccount = (ref) => {
  let h = 7;
  for (const ch of ref) h = (h * 31 + ch.charCodeAt(0)) % 1e9;
  return `9${String(h).padStart(9, '0')}`;
};
/** The account's name as the donor's bank app shows it before the transfer. */
var TRANSFER_ACCOUNT_NAME = 'Ireti Donations';
/** "29:05": minutes and seconds left. */
var clock = (ms) => {
  const s = Math.max(0, Math.ceil(ms / 1e3));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
var METHODS = ['card', 'transfer', 'ussd'];
function SandboxCheckout({ donation, onPaid, onFailed }) {
  const t = useT(messages$2);
  const tr = useLocalise();
  const methods = METHODS.map((key) => ({
    key,
    label: t[key],
  }));
  const [method, setMethod] = d('card');
  const [ussdBank, setUssdBank] = d(USSD_BANKS[0].code);
  const [card, setCard] = d('');
  const [expiry, setExpiry] = d('');
  const [cvv, setCvv] = d('');
  const [otp, setOtp] = d(null);
  const [otpPrompt, setOtpPrompt] = d('');
  const [errors, setErrors] = d({});
  const [busy, setBusy] = d(false);
  const id = P();
  const [transferUntil, setTransferUntil] = d(null);
  const [now, setNow] = d(() => Date.now());
  const [copied, setCopied] = d(null);
  A(() => {
    if (method === 'transfer' && transferUntil === null) setTransferUntil(Date.now() + 18e5);
  }, [method, transferUntil]);
  const expired = transferUntil !== null && now >= transferUntil;
  A(() => {
    if (method !== 'transfer' || transferUntil === null || expired) return;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1e3);
    return () => clearInterval(tick);
  }, [method, transferUntil, expired]);
  A(() => document.getElementById(`${id}-method-card`)?.focus(), [id]);
  const copyAccount = async () => {
    try {
      await navigator.clipboard.writeText(transferAccount(donation.ref));
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  const pay = async (cardOrTransfer, code) => {
    setBusy(true);
    setErrors({});
    const res = await sandboxPay(donation.ref, cardOrTransfer, code);
    setBusy(false);
    if (res.status.code !== Code.OK) {
      const field = res.entity?.errors?.card;
      setErrors(field ? { card: field } : { form: res.status.desc });
      return;
    }
    if (res.entity.status === 'success') onPaid();
    else if (res.entity.status === 'otp_required') {
      setOtp('');
      setOtpPrompt(res.entity.message);
    } else onFailed();
  };
  const submitCard = (e) => {
    e.preventDefault();
    if (otp !== null) {
      if (!/^\d{4,8}$/.test(otp)) return setErrors({ otp: t.errOtp });
      pay(card, otp);
      return;
    }
    const next = {};
    if (card.replace(/\D/g, '').length < 12) next.card = t.errCard;
    if (!expiryOk(expiry)) next.expiry = t.errExpiry;
    if (!/^\d{3,4}$/.test(cvv)) next.cvv = t.errCvv;
    setErrors(next);
    if (!Object.keys(next).length) pay(card);
  };
  const fillCard = (number) => {
    setCard(number);
    setExpiry('12/30');
    setCvv('408');
    setErrors({});
    setOtp(null);
  };
  const input = (err) =>
    `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base tracking-wide text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 ${err ? 'border-red-600' : 'border-slate-300'}`;
  const fieldError = (key) =>
    errors[key] &&
    /* @__PURE__ */ a('p', {
      id: `${id}-${key}-error`,
      className: 'mt-1 text-sm text-red-700',
      children: errors[key],
    });
  return /* @__PURE__ */ a('div', {
    children: [
      /* @__PURE__ */ a('div', {
        className: 'mb-4 flex items-center justify-between rounded-lg bg-brand-900 px-4 py-3 text-white',
        children: [
          /* @__PURE__ */ a('div', {
            className: 'min-w-0',
            children: [
              /* @__PURE__ */ a('p', {
                className: 'text-xs text-brand-100',
                children: /* @__PURE__ */ a(EmailText, { address: donation.email }),
              }),
              /* @__PURE__ */ a('p', {
                className: 'text-xl font-extrabold',
                children: nairaFromKobo(donation.amount),
              }),
            ],
          }),
          /* @__PURE__ */ a('span', {
            className: 'rounded bg-sun-400 px-2 py-0.5 text-xs font-bold text-slate-900',
            children: t.sandbox,
          }),
        ],
      }),
      /* @__PURE__ */ a(Tabs, {
        id: `${id}-method`,
        layout: 'segmented',
        tabs: methods,
        value: method,
        onChange: setMethod,
        label: t.howToPay,
      }),
      /* @__PURE__ */ a(TabPanel, {
        id: `${id}-method`,
        tab: method,
        className: 'pt-4',
        children: [
          errors.form &&
            /* @__PURE__ */ a('p', {
              role: 'alert',
              className: 'mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700',
              children: errors.form,
            }),
          method === 'card'
            ? /* @__PURE__ */ a('form', {
                onSubmit: submitCard,
                noValidate: true,
                'aria-label': t.cardForm,
                children: [
                  otp === null
                    ? /* @__PURE__ */ a($, {
                        children: [
                          /* @__PURE__ */ a('label', {
                            htmlFor: `${id}-card`,
                            className: 'block text-sm font-medium text-slate-700',
                            children: t.cardNumber,
                          }),
                          /* @__PURE__ */ a('input', {
                            id: `${id}-card`,
                            value: card,
                            onChange: (e) => setCard(groupDigits(e.target.value)),
                            inputMode: 'numeric',
                            autoComplete: 'cc-number',
                            placeholder: '0000 0000 0000 0000',
                            'aria-invalid': !!errors.card || void 0,
                            'aria-describedby': errors.card ? `${id}-card-error` : void 0,
                            className: input(errors.card),
                          }),
                          fieldError('card'),
                          /* @__PURE__ */ a('div', {
                            className: 'mt-4 grid grid-cols-2 gap-3',
                            children: [
                              /* @__PURE__ */ a('div', {
                                children: [
                                  /* @__PURE__ */ a('label', {
                                    htmlFor: `${id}-exp`,
                                    className: 'block text-sm font-medium text-slate-700',
                                    children: t.expiry,
                                  }),
                                  /* @__PURE__ */ a('input', {
                                    id: `${id}-exp`,
                                    value: expiry,
                                    onChange: (e) => {
                                      const d = e.target.value.replace(/\D/g, '').slice(0, 4);
                                      setExpiry(d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d);
                                    },
                                    inputMode: 'numeric',
                                    autoComplete: 'cc-exp',
                                    placeholder: t.expiryPlaceholder,
                                    'aria-invalid': !!errors.expiry || void 0,
                                    'aria-describedby': errors.expiry ? `${id}-expiry-error` : void 0,
                                    className: input(errors.expiry),
                                  }),
                                  fieldError('expiry'),
                                ],
                              }),
                              /* @__PURE__ */ a('div', {
                                children: [
                                  /* @__PURE__ */ a('label', {
                                    htmlFor: `${id}-cvv`,
                                    className: 'block text-sm font-medium text-slate-700',
                                    children: t.cvv,
                                  }),
                                  /* @__PURE__ */ a('input', {
                                    id: `${id}-cvv`,
                                    value: cvv,
                                    onChange: (e) => setCvv(e.target.value.replace(/\D/g, '').slice(0, 4)),
                                    inputMode: 'numeric',
                                    autoComplete: 'cc-csc',
                                    placeholder: '123',
                                    'aria-invalid': !!errors.cvv || void 0,
                                    'aria-describedby': errors.cvv ? `${id}-cvv-error` : void 0,
                                    className: input(errors.cvv),
                                  }),
                                  fieldError('cvv'),
                                ],
                              }),
                            ],
                          }),
                        ],
                      })
                    : /* @__PURE__ */ a($, {
                        children: [
                          /* @__PURE__ */ a('p', {
                            className: 'mb-3 rounded-lg bg-sun-400/20 px-3 py-2 text-sm text-slate-900',
                            role: 'status',
                            children: tr(otpPrompt),
                          }),
                          /* @__PURE__ */ a('label', {
                            htmlFor: `${id}-otp`,
                            className: 'block text-sm font-medium text-slate-700',
                            children: t.otp,
                          }),
                          /* @__PURE__ */ a('input', {
                            id: `${id}-otp`,
                            value: otp,
                            onChange: (e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 8)),
                            inputMode: 'numeric',
                            autoComplete: 'one-time-code',
                            autoFocus: true,
                            'aria-invalid': !!errors.otp || void 0,
                            'aria-describedby': errors.otp ? `${id}-otp-error` : void 0,
                            className: input(errors.otp),
                          }),
                          fieldError('otp'),
                        ],
                      }),
                  /* @__PURE__ */ a(Button, {
                    type: 'submit',
                    loading: busy,
                    className: 'mt-5 w-full text-base',
                    children: otp === null ? t.pay({ amount: nairaFromKobo(donation.amount) }) : t.confirm,
                  }),
                ],
              })
            : method === 'ussd'
              ? /* @__PURE__ */ a('div', {
                  children: [
                    /* @__PURE__ */ a('label', {
                      htmlFor: `${id}-ussd-bank`,
                      className: 'block text-sm font-medium text-slate-700',
                      children: t.yourBank,
                    }),
                    /* @__PURE__ */ a('select', {
                      id: `${id}-ussd-bank`,
                      value: ussdBank,
                      onChange: (e) => setUssdBank(e.target.value),
                      className: input(),
                      children: USSD_BANKS.map((b) =>
                        /* @__PURE__ */ a(
                          'option',
                          {
                            value: b.code,
                            children: [b.bank, ' (*', b.code, '#)'],
                          },
                          b.code,
                        ),
                      ),
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'mt-4 text-sm text-slate-700',
                      children: t.ussdHowTo({ amount: nairaFromKobo(donation.amount) }),
                    }),
                    /* @__PURE__ */ a('p', {
                      className:
                        'my-3 rounded-lg border-2 border-dashed border-brand-300 bg-brand-50 py-3 text-center font-mono text-2xl font-bold tracking-wider text-brand-900',
                      children: /* @__PURE__ */ a('a', {
                        href: `tel:${encodeURIComponent(ussdDialString(ussdBank, donation.ref))}`,
                        className: 'hover:underline',
                        children: ussdDialString(ussdBank, donation.ref),
                      }),
                    }),
                    /* @__PURE__ */ a('dl', {
                      className: 'mb-4 divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm',
                      children: [
                        /* @__PURE__ */ a('div', {
                          className: 'flex justify-between px-3 py-2',
                          children: [
                            /* @__PURE__ */ a('dt', {
                              className: 'text-slate-600',
                              children: t.amount,
                            }),
                            /* @__PURE__ */ a('dd', {
                              className: 'font-semibold text-slate-900',
                              children: nairaFromKobo(donation.amount),
                            }),
                          ],
                        }),
                        /* @__PURE__ */ a('div', {
                          className: 'flex justify-between gap-3 px-3 py-2',
                          children: [
                            /* @__PURE__ */ a('dt', {
                              className: 'text-slate-600',
                              children: t.reference,
                            }),
                            /* @__PURE__ */ a('dd', {
                              className: 'font-mono text-xs break-all text-slate-900',
                              children: donation.ref,
                            }),
                          ],
                        }),
                      ],
                    }),
                    /* @__PURE__ */ a(Button, {
                      type: 'button',
                      loading: busy,
                      onClick: () => void pay(`ussd:${ussdBank}`),
                      className: 'w-full text-base',
                      children: t.dialled,
                    }),
                  ],
                })
              : /* @__PURE__ */ a('div', {
                  children: [
                    /* @__PURE__ */ a('p', {
                      className: 'text-sm text-slate-700',
                      children: t.transferHowTo({ amount: nairaFromKobo(donation.amount) }),
                    }),
                    /* @__PURE__ */ a('dl', {
                      className: 'my-4 divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm',
                      children: [
                        /* @__PURE__ */ a('div', {
                          className: 'flex justify-between gap-3 px-3 py-2',
                          children: [
                            /* @__PURE__ */ a('dt', {
                              className: 'text-slate-600',
                              children: t.bank,
                            }),
                            /* @__PURE__ */ a('dd', {
                              className: 'text-right font-semibold text-slate-900',
                              children: 'Ireti Sandbox Bank',
                            }),
                          ],
                        }),
                        /* @__PURE__ */ a('div', {
                          className: 'px-3 pt-2 pb-1',
                          children: [
                            /* @__PURE__ */ a('dt', {
                              className: 'text-slate-600',
                              children: t.accountNumber,
                            }),
                            /* @__PURE__ */ a('dd', {
                              className: 'flex flex-wrap items-center justify-between gap-x-3',
                              children: [
                                /* @__PURE__ */ a('span', {
                                  className: 'font-mono text-xl font-bold tracking-wider text-slate-900',
                                  children: transferAccount(donation.ref),
                                }),
                                /* @__PURE__ */ a('button', {
                                  type: 'button',
                                  onClick: () => void copyAccount(),
                                  className:
                                    '-mr-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50',
                                  children: [
                                    /* @__PURE__ */ a('svg', {
                                      viewBox: '0 0 20 20',
                                      className: 'h-4 w-4',
                                      'aria-hidden': 'true',
                                      fill: 'currentColor',
                                      children:
                                        copied === 'yes'
                                          ? /* @__PURE__ */ a('path', { d: 'M8.2 13.6 4.8 10.2l1.1-1.1 2.3 2.3 5.9-5.9 1.1 1.1z' })
                                          : /* @__PURE__ */ a('path', {
                                              d: 'M7 2h9a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-1v-1.5h1a.5.5 0 0 0 .5-.5V4a.5.5 0 0 0-.5-.5H7a.5.5 0 0 0-.5.5v1H5V4a2 2 0 0 1 2-2zM4 6h9a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zm0 1.5a.5.5 0 0 0-.5.5v8a.5.5 0 0 0 .5.5h9a.5.5 0 0 0 .5-.5V8a.5.5 0 0 0-.5-.5z',
                                            }),
                                    }),
                                    copied === 'yes' ? t.copied : t.copy,
                                    /* @__PURE__ */ a('span', {
                                      className: 'sr-only',
                                      children: [': ', t.accountNumber],
                                    }),
                                  ],
                                }),
                              ],
                            }),
                          ],
                        }),
                        /* @__PURE__ */ a('div', {
                          className: 'flex justify-between gap-3 px-3 py-2',
                          children: [
                            /* @__PURE__ */ a('dt', {
                              className: 'text-slate-600',
                              children: t.accountName,
                            }),
                            /* @__PURE__ */ a('dd', {
                              className: 'text-right font-semibold text-slate-900',
                              children: TRANSFER_ACCOUNT_NAME,
                            }),
                          ],
                        }),
                        /* @__PURE__ */ a('div', {
                          className: 'flex justify-between gap-3 px-3 py-2',
                          children: [
                            /* @__PURE__ */ a('dt', {
                              className: 'text-slate-600',
                              children: t.amount,
                            }),
                            /* @__PURE__ */ a('dd', {
                              className: 'font-semibold text-slate-900',
                              children: nairaFromKobo(donation.amount),
                            }),
                          ],
                        }),
                        /* @__PURE__ */ a('div', {
                          className: 'flex justify-between gap-3 px-3 py-2',
                          children: [
                            /* @__PURE__ */ a('dt', {
                              className: 'text-slate-600',
                              children: t.timeLeft,
                            }),
                            /* @__PURE__ */ a('dd', {
                              className: `font-mono font-bold ${expired ? 'text-red-700' : 'text-slate-900'}`,
                              children: /* @__PURE__ */ a('span', {
                                role: 'timer',
                                children: clock((transferUntil ?? now) - now),
                              }),
                            }),
                          ],
                        }),
                      ],
                    }),
                    /* @__PURE__ */ a('p', {
                      role: 'status',
                      className: copied === 'failed' ? '-mt-2 mb-3 text-sm text-slate-700' : 'sr-only',
                      children: copied === 'yes' ? t.copied : copied === 'failed' ? t.copyFailed : '',
                    }),
                    expired
                      ? /* @__PURE__ */ a('p', {
                          role: 'alert',
                          className: 'mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800',
                          children: t.expired,
                        })
                      : /* @__PURE__ */ a('p', {
                          className: 'mb-3 text-sm text-slate-600',
                          children: t.lasts({ minutes: 30 }),
                        }),
                    /* @__PURE__ */ a(Button, {
                      type: 'button',
                      loading: busy,
                      disabled: expired,
                      onClick: () => void pay('transfer'),
                      className: 'w-full text-base',
                      children: t.sent,
                    }),
                  ],
                }),
        ],
      }),
      /* @__PURE__ */ a('details', {
        className: 'mt-5 rounded-lg border border-dashed border-slate-300 p-3 text-sm',
        children: [
          /* @__PURE__ */ a('summary', {
            className: 'cursor-pointer font-semibold text-slate-800',
            children: t.testCards,
          }),
          /* @__PURE__ */ a('ul', {
            className: 'mt-2 space-y-1',
            children: TEST_CARDS.map((c) =>
              /* @__PURE__ */ a(
                'li',
                {
                  className: 'flex items-center justify-between gap-2',
                  children: [
                    /* @__PURE__ */ a('span', {
                      children: [
                        /* @__PURE__ */ a('span', {
                          className: 'block font-mono text-slate-900',
                          children: c.number,
                        }),
                        /* @__PURE__ */ a('span', {
                          className: 'text-xs text-slate-600',
                          children: t[c.label],
                        }),
                      ],
                    }),
                    /* @__PURE__ */ a('button', {
                      type: 'button',
                      onClick: () => {
                        setMethod('card');
                        fillCard(c.number);
                      },
                      className: 'min-h-11 rounded-md px-3 font-semibold text-brand-800 hover:bg-brand-50',
                      children: t.use,
                    }),
                  ],
                },
                c.number,
              ),
            ),
          }),
          /* @__PURE__ */ a('p', {
            className: 'mt-2 text-xs text-slate-600',
            children: t.anyExpiry,
          }),
        ],
      }),
    ],
  });
}
// src/components/donations/share-links.tsx
var messages$1 = i18n('donations/share-links', {
  shareText: params('I just gave to "{title}" on Ireti. Will you join me?'),
  whatsapp: 'Share on WhatsApp',
  newTab: '(opens in a new tab)',
  copied: 'Copied',
  copy: 'Copy link',
});
/** After giving: ask the donor to share, WhatsApp first and widest. */
function ShareLinks({ url, title }) {
  const t = useT(messages$1);
  const [copied, setCopied] = d(false);
  const links = shareTargets(url, t.shareText({ title }));
  const copy = async () => setCopied(await copyLink(url));
  return /* @__PURE__ */ a('ul', {
    className: 'grid grid-cols-3 gap-2',
    children: [
      links.map((l, i) =>
        /* @__PURE__ */ a(
          'li',
          {
            className: i === 0 ? 'col-span-3' : '',
            children: /* @__PURE__ */ a('a', {
              href: l.href,
              target: l.newTab ? '_blank' : void 0,
              rel: l.newTab ? 'noopener noreferrer' : void 0,
              className: `flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold ${l.className}`,
              children: [
                /* @__PURE__ */ a('svg', {
                  viewBox: '0 0 24 24',
                  'aria-hidden': 'true',
                  className: 'h-5 w-5',
                  fill: 'currentColor',
                  children: /* @__PURE__ */ a('path', { d: l.icon }),
                }),
                i === 0 ? t.whatsapp : l.name,
                l.newTab &&
                  /* @__PURE__ */ a('span', {
                    className: 'sr-only',
                    children: t.newTab,
                  }),
              ],
            }),
          },
          l.name,
        ),
      ),
      /* @__PURE__ */ a('li', {
        children: /* @__PURE__ */ a('button', {
          type: 'button',
          onClick: copy,
          className:
            'flex min-h-11 w-full items-center justify-center rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800 hover:bg-slate-50',
          'aria-live': 'polite',
          children: copied ? t.copied : t.copy,
        }),
      }),
    ],
  });
}
// src/components/donations/donate-dialog.tsx
/**
 * The donate modal and the donation flow of spec §4: the form, the provider's checkout (the
 * sandbox card form in the embedded default, Paystack Inline with a real key), the verify call,
 * then a thank-you that invites sharing. Loaded only when the donate button is pressed.
 */
var messages = i18n('donate/donate-dialog', {
  makeDonation: 'Make a donation',
  payment: 'Payment',
  thankYou: 'Thank you!',
  givingTo: 'You are giving to {title}.',
  confirming: 'Confirming your payment',
  confirmingNow: 'Confirming your payment…',
  pendingTitle: 'We are confirming your payment',
  checkAgain: 'Check again',
  close: 'Close',
  closedTitle: 'Donations have closed',
  failedTitle: 'Payment not completed',
  tryAgain: 'Try again',
  soldOut: '{reward} ran out before your payment arrived, so this donation comes without it. Your donation counts in full.',
  yourReward: 'Your reward: {reward}. The campaigner will send it, and we will e-mail you when it is sent.',
  yourRewardMaterial: 'Your reward: {reward}. The campaigner will send it to the address you gave, and we will e-mail you when it is sent.',
  thanksName: params('Thank you, {name}!'),
  thanksGiving: 'Thank you for giving!',
  received: 'Your donation of {amount} to {title} has been received.',
  receipt: 'We e-mailed your receipt to {email}.',
  reference: params('Reference {ref}'),
  now: params('Now {raised} raised of {goal} ({percent}%)'),
  shareAsk: 'A share brings more help than you think:',
  done: 'Done',
  monthlyThanks: 'It will be taken again on day {day} of each month. Every receipt has a link to pause, change or cancel it.',
});
function DonateDialog({ campaignId, title, onClose, onPaid, supporterPage, funding = null }) {
  const t = useT(messages);
  const { user, token } = useAuth();
  const qc = useQueryClient();
  const [step, setStep] = d({ kind: 'form' });
  const [firstName, setFirstName] = d('');
  const [lastValues, setLastValues] = d(null);
  const [monthlyGift, setMonthlyGift] = d(null);
  const offer = useMonthlyOffer(campaignId);
  const [paystackOpen, setPaystackOpen] = d(false);
  const paystackActive = T(false);
  const verify = async (donation, match) => {
    setStep({
      kind: 'verifying',
      donation,
    });
    const res = await verifyDonation(donation.ref, match);
    const code = res.status.code;
    if (code === Code.OK) {
      setStep({
        kind: 'thanks',
        donation,
        result: res.entity,
      });
      onPaid();
      qc.invalidateQueries({ queryKey: donationKeys.campaignAll(campaignId) });
      qc.invalidateQueries({ queryKey: donationKeys.mine });
    } else if (code === Code.CONFLICT)
      setStep({
        kind: 'late',
        donation,
        message: res.status.desc,
      });
    else if (res.entity?.status === 'failed')
      setStep({
        kind: 'failed',
        donation,
        message: res.status.desc,
      });
    else
      setStep({
        kind: 'pending',
        donation,
        message: res.status.desc,
      });
  };
  const checkout = async (donation) => {
    if (donation.p_key === 'sandbox')
      return setStep({
        kind: 'checkout',
        donation,
      });
    paystackActive.current = true;
    setPaystackOpen(true);
    try {
      const paid = await payWithPaystack(donation);
      if (paid) await verify(donation, paid.reference);
      else setStep({ kind: 'form' });
    } catch (err) {
      setStep({
        kind: 'failed',
        donation,
        message: err.message,
      });
    } finally {
      paystackActive.current = false;
      setPaystackOpen(false);
    }
  };
  const close = () => {
    if (!paystackActive.current) onClose();
  };
  const again = () => setStep({ kind: 'form' });
  const heading = step.kind === 'thanks' ? t.thankYou : step.kind === 'checkout' ? t.payment : t.makeDonation;
  return /* @__PURE__ */ a(Modal, {
    open: !paystackOpen,
    onClose: close,
    title: heading,
    children: [
      step.kind === 'form' &&
        /* @__PURE__ */ a($, {
          children: [
            /* @__PURE__ */ a('p', {
              className: 'mb-4 text-sm text-slate-700',
              children: /* @__PURE__ */ a(Rich, {
                text: t.givingTo,
                parts: {
                  title: /* @__PURE__ */ a('span', {
                    className: 'font-semibold text-slate-900',
                    children: title,
                  }),
                },
              }),
            }),
            funding &&
              /* @__PURE__ */ a('p', {
                className: '-mt-2 mb-4 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800',
                children: funding,
              }),
            /* @__PURE__ */ a(DonateForm, {
              campaignId,
              supporterPage,
              user: token ? user : null,
              initial: lastValues,
              focusAmount: lastValues !== null,
              monthly: offer.data ?? null,
              onStarted: (d, name, values, monthly) => {
                setFirstName(name);
                setLastValues(values);
                setMonthlyGift(monthly);
                checkout(d);
              },
            }),
          ],
        }),
      step.kind === 'checkout' &&
        /* @__PURE__ */ a(SandboxCheckout, {
          donation: step.donation,
          onPaid: () => void verify(step.donation),
          onFailed: () => void verify(step.donation),
        }),
      step.kind === 'verifying' && /* @__PURE__ */ a(Verifying, {}),
      step.kind === 'thanks' &&
        /* @__PURE__ */ a($, {
          children: [
            monthlyGift &&
              /* @__PURE__ */ a('p', {
                className: 'mb-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800',
                role: 'status',
                children: /* @__PURE__ */ a(Rich, {
                  text: t.monthlyThanks,
                  parts: { day: String(monthlyGift.day_of_month) },
                }),
              }),
            /* @__PURE__ */ a(Thanks, {
              result: step.result,
              donation: step.donation,
              firstName,
              onDone: onClose,
            }),
          ],
        }),
      step.kind === 'pending' &&
        /* @__PURE__ */ a(Outcome, {
          tone: 'amber',
          title: t.pendingTitle,
          message: step.message,
          children: [
            /* @__PURE__ */ a(Button, {
              type: 'button',
              onClick: () => void verify(step.donation),
              className: 'w-full',
              children: t.checkAgain,
            }),
            /* @__PURE__ */ a(Button, {
              type: 'button',
              variant: 'ghost',
              onClick: onClose,
              className: 'w-full',
              children: t.close,
            }),
          ],
        }),
      step.kind === 'late' &&
        /* @__PURE__ */ a(Outcome, {
          tone: 'amber',
          title: t.closedTitle,
          message: step.message,
          children: /* @__PURE__ */ a(Button, {
            type: 'button',
            onClick: onClose,
            className: 'w-full',
            children: t.close,
          }),
        }),
      step.kind === 'failed' &&
        /* @__PURE__ */ a(Outcome, {
          tone: 'red',
          title: t.failedTitle,
          message: step.message,
          children: [
            /* @__PURE__ */ a(Button, {
              type: 'button',
              onClick: again,
              className: 'w-full',
              children: t.tryAgain,
            }),
            /* @__PURE__ */ a(Button, {
              type: 'button',
              variant: 'ghost',
              onClick: onClose,
              className: 'w-full',
              children: t.close,
            }),
          ],
        }),
    ],
  });
}
/** While the payment is confirmed; it takes the focus from the button that went away with the checkout. */
function Verifying() {
  const t = useT(messages);
  const ref = T(null);
  A(() => ref.current?.focus(), []);
  return /* @__PURE__ */ a('div', {
    ref,
    tabIndex: -1,
    className: 'flex flex-col items-center gap-4 py-10 text-center outline-none',
    role: 'status',
    children: [
      /* @__PURE__ */ a(Spinner, { label: t.confirming }),
      /* @__PURE__ */ a('p', {
        className: 'text-slate-700',
        children: t.confirmingNow,
      }),
    ],
  });
}
function Outcome({ tone, title, message, children }) {
  const ref = T(null);
  A(() => ref.current?.focus(), []);
  return /* @__PURE__ */ a('div', {
    className: 'py-2 text-center',
    children: [
      /* @__PURE__ */ a('h3', {
        ref,
        tabIndex: -1,
        className: 'text-lg font-bold text-slate-900 outline-none',
        children: title,
      }),
      /* @__PURE__ */ a('p', {
        role: 'alert',
        className: `mt-2 rounded-lg px-3 py-2 text-sm ${tone === 'red' ? 'bg-red-50 text-red-700' : 'bg-sun-400/20 text-slate-900'}`,
        children: message,
      }),
      /* @__PURE__ */ a('div', {
        className: 'mt-5 space-y-2',
        children,
      }),
    ],
  });
}
/** What became of the reward chosen with the donation, once paid. */
function RewardNote({ reward: r }) {
  const t = useT(messages);
  const name = /* @__PURE__ */ a('span', {
    className: 'font-semibold',
    children: r.reward,
  });
  if (r.status === 'sold_out')
    return /* @__PURE__ */ a('p', {
      role: 'status',
      className: 'mt-3 rounded-lg bg-sun-400/20 px-3 py-2 text-left text-sm text-slate-900',
      children: /* @__PURE__ */ a(Rich, {
        text: t.soldOut,
        parts: { reward: name },
      }),
    });
  return /* @__PURE__ */ a('p', {
    className: 'mt-3 rounded-lg border border-slate-200 px-3 py-2 text-left text-sm text-slate-800',
    children: /* @__PURE__ */ a(Rich, {
      text: r.rewardType === 'Material' ? t.yourRewardMaterial : t.yourReward,
      parts: { reward: name },
    }),
  });
}
function Thanks({ result, donation, firstName, onDone }) {
  const t = useT(messages);
  const ref = T(null);
  A(() => ref.current?.focus(), []);
  const url = `${window.location.origin}/campaign/${result.campaign.campaign_id}`;
  return /* @__PURE__ */ a('div', {
    children: [
      /* @__PURE__ */ a('div', {
        className: 'text-center',
        children: [
          /* @__PURE__ */ a('div', {
            className: 'mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-100 text-brand-800',
            'aria-hidden': 'true',
            children: /* @__PURE__ */ a('svg', {
              viewBox: '0 0 20 20',
              className: 'h-8 w-8',
              fill: 'currentColor',
              children: /* @__PURE__ */ a('path', { d: 'M10 17.5s-7-4.2-7-9.2A3.8 3.8 0 0 1 10 6a3.8 3.8 0 0 1 7 2.3c0 5-7 9.2-7 9.2z' }),
            }),
          }),
          /* @__PURE__ */ a('h3', {
            ref,
            tabIndex: -1,
            className: 'mt-3 text-xl font-extrabold text-slate-900 outline-none',
            children: firstName && !result.donor.anonymous ? t.thanksName({ name: firstName }) : t.thanksGiving,
          }),
          /* @__PURE__ */ a('p', {
            className: 'mt-2 text-slate-700',
            children: /* @__PURE__ */ a(Rich, {
              text: t.received,
              parts: {
                amount: /* @__PURE__ */ a('span', {
                  className: 'font-semibold',
                  children: formatNaira(result.amount),
                }),
                title: /* @__PURE__ */ a('span', {
                  className: 'font-semibold',
                  children: result.campaign.title,
                }),
              },
            }),
          }),
          /* @__PURE__ */ a('p', {
            className: 'mt-1 text-sm text-slate-600',
            children: [
              /* @__PURE__ */ a(Rich, {
                text: t.receipt,
                parts: { email: /* @__PURE__ */ a(EmailText, { address: donation.email }) },
              }),
              /* @__PURE__ */ a('span', {
                className: 'block text-xs',
                children: t.reference({ ref: result.ref }),
              }),
            ],
          }),
          /* @__PURE__ */ a('div', {
            className: 'mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900',
            children: t.now({
              raised: formatNaira(result.campaign.pledged),
              goal: formatNaira(result.campaign.amount),
              percent: percentShown(result.campaign.percent, result.campaign.pledged),
            }),
          }),
          result.reward && /* @__PURE__ */ a(RewardNote, { reward: result.reward }),
        ],
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-5 mb-2 text-sm font-semibold text-slate-800',
        children: t.shareAsk,
      }),
      /* @__PURE__ */ a(ShareLinks, {
        url,
        title: result.campaign.title,
      }),
      /* @__PURE__ */ a(Button, {
        type: 'button',
        variant: 'ghost',
        onClick: onDone,
        className: 'mt-3 w-full',
        children: t.done,
      }),
    ],
  });
}
export { DonateDialog as default, messages };
