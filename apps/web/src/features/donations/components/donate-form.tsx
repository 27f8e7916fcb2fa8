import { useEffect, useState } from 'react';
import { Limits } from '@ireti/shared/constants';
import { Msg } from '@ireti/shared/messages';
import { Code } from '@ireti/shared/status';
import { donationErrors } from '@ireti/shared/donations/checks';
import { readNaira } from '@ireti/shared/donations/amount';
import type { DonateInput } from '@ireti/shared/donations/schemas';
import type { DonateResult } from '@ireti/shared/donations/types';
import type { MonthlyOffer, MonthlyStart } from '@ireti/shared/donations/monthly';
import { displayName, type ApiUser } from '@ireti/shared/accounts/types';
import { Button } from '../../../components/ui/button.tsx';
import { MobileField, TextArea, TextField } from '../../../components/ui/field.tsx';
import { formatNaira } from '../../../lib/format.ts';
import { startDonation } from '../../../lib/donations/start-donation.ts';
import { startMonthly } from '../../../lib/donations/monthly.ts';
import { useCampaignRewards } from '../../../lib/campaigns/get-campaign-rewards.ts';
import { i18n, useLocalise, useT } from '../../../lib/i18n/index.ts';
import { Rich } from '../../../lib/i18n/rich.tsx';
import { RewardChoice } from './reward-choice.tsx';
import { useDonateFormState, type DonateValues } from './donate-form-state.ts';

/**
 * The donation form (spec §5): a guest gives first and last name, e-mail, amount, optionally a
 * mobile and a comment; an anonymous guest only the e-mail; a signed-in donor only the amount
 * and comment. The shared rules check it here (`donationErrors`, without zod: decision 080) and
 * the same rules again on the server. The session says who gives; "Give anonymously" goes as the
 * spec's `known` 1 (and as `anonymous`, the same choice).
 */
export const messages = i18n('donate/donate-form', {
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

const PRESETS = [1_000, 5_000, 10_000, 25_000];

/**
 * What the donor typed → a number for the rules, read as the API reads it ("₦5,000", "5k" → 5000;
 * "" → undefined); text that is no amount goes as typed, for the rules to say so.
 */
const toAmount = (v: unknown): number | string | undefined => {
  if (typeof v === 'number') return v;
  const s = String(v ?? '').trim();
  return s === '' ? undefined : (readNaira(s)?.n ?? s);
};

/** The form's values as sent (and as kept for another try): the amount as a number. */
const asInput = (v: DonateValues): DonateInput => ({ ...v, amount: toAmount(v.amount) });

/** Another try after a failed payment starts from what the donor typed the first time. */
const fromInput = (campaignId: string, i: DonateInput | null | undefined): DonateValues => ({
  campaign: i ? String(i.campaign) : campaignId,
  anonymous: i?.anonymous === true || i?.anonymous === 1,
  amount: i?.amount === undefined || i.amount === null ? '' : String(i.amount),
  firstname: i?.firstname ?? '',
  lastname: i?.lastname ?? '',
  email: i?.email ?? '',
  mobile: i?.mobile ?? '',
  comment: i?.comment ?? '',
  reward: i?.reward === undefined || i.reward === null ? '' : String(i.reward),
  delivery_name: i?.delivery_name ?? '',
  delivery_phone: i?.delivery_phone ?? '',
  delivery_address: i?.delivery_address ?? '',
});

export function DonateForm({
  campaignId,
  user,
  initial,
  focusAmount = false,
  monthly = null,
  onStarted,
  supporterPage,
}: {
  campaignId: string;
  /** The supporter page the gift is given through (decision 094); sent with the gift, credited to the page. */
  supporterPage?: string;
  user: ApiUser | null;
  initial?: DonateInput | null;
  /** Back from a payment ("Try again", Paystack closed): the focus returns to the amount, not the page (issue 26). */
  focusAmount?: boolean;
  /** The campaign's monthly offer (GET /donate/monthly): "Every month" shows only when it is available. */
  monthly?: MonthlyOffer | null;
  onStarted: (d: DonateResult, firstName: string, values: DonateInput, monthly: MonthlyStart['monthly'] | null) => void;
}) {
  const t = useT(messages);
  const tr = useLocalise();
  const [error, setError] = useState<string | null>(null);
  const [often, setOften] = useState<'once' | 'monthly'>('once');
  const isMonthly = often === 'monthly' && monthly?.available === true;
  const rewardsQ = useCampaignRewards(campaignId);
  const rewards = rewardsQ.data ?? [];
  const rewardOf = (v: unknown) => rewards.find((r) => String(r._id) === String(v ?? ''));
  // A Material reward makes its delivery details required.
  const form = useDonateFormState(
    () => fromInput(campaignId, initial),
    (v) => donationErrors(asInput(v), !!user, { delivery: rewardOf(v.reward)?.rewardType === 'Material' }),
  );
  const { errors, isSubmitting, submitCount, values } = form;
  const anonymous = values.anonymous;
  const comment = values.comment;
  const typed = toAmount(values.amount);
  const amount = typeof typed === 'number' ? typed : undefined;
  const chosen = rewardOf(values.reward);
  // A reward the amount no longer reaches is let go of (the donor sees why on the reward).
  useEffect(() => {
    if (chosen && (amount === undefined || !(amount >= chosen.donation) || chosen.left === 0)) form.set('reward', '');
  }, [amount, chosen, form]);

  useEffect(() => {
    if (focusAmount) form.formRef.current?.querySelector<HTMLElement>('[name="amount"]')?.focus();
    // once, as the form comes back
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = form.handleSubmit(async (v) => {
    setError(null);
    const values = asInput(v);
    const material = !isMonthly && chosen?.rewardType === 'Material';
    const body: DonateInput = {
      ...values,
      known: values.anonymous === true ? 1 : 0,
      // A monthly donation comes without a reward.
      reward: !isMonthly && chosen ? chosen._id : null,
      // Delivery details go only with a Material reward.
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
        'monthly' in res.entity ? (res.entity as MonthlyStart).monthly : null,
      );
      return;
    }
    const fieldErrors = (res.entity as { errors?: Record<string, string> } | null)?.errors;
    // The server's word on a field (e.g. more than the campaign still needs) takes the donor to that
    // field: the button they pressed is at the bottom of a long dialog on a phone.
    if (fieldErrors) Object.entries(fieldErrors).forEach(([k, m], i) => form.setError(k, m, { focus: i === 0 }));
    // A reward that ran out while the donor was choosing: show it sold out, and let them choose again.
    if (res.status.code === Code.CONFLICT && chosen) void rewardsQ.refetch();
    setError(res.status.desc);
  });

  return (
    <form ref={form.formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={t.formLabel}>
      {error && (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {!error && submitCount > 0 && Object.keys(errors).length > 0 && (
        <p role="alert" className="mb-4 text-sm font-medium text-red-700">
          {tr(Msg.formInvalid)}
        </p>
      )}

      {monthly?.available && (
        <fieldset className="mb-4">
          <legend className="mb-2 block text-sm font-medium text-slate-700">{t.howOften}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(['once', 'monthly'] as const).map((o) => (
              <button
                key={o}
                type="button"
                aria-pressed={often === o}
                onClick={() => setOften(o)}
                className={`min-h-11 rounded-lg border-2 px-2 text-sm font-semibold ${
                  often === o
                    ? 'border-brand-800 bg-brand-700 text-white'
                    : 'border-brand-200 bg-brand-50 text-brand-800 hover:border-brand-600'
                }`}
              >
                {o === 'once' ? t.once : t.monthly}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className="mb-2">
        <legend className="mb-2 block text-sm font-medium text-slate-700">{t.chooseAmount}</legend>
        <div className="grid grid-cols-4 gap-2">
          {/* The amount in the field, chosen or typed, shows which preset it is: pressed, filled and ticked (issue 26). */}
          {PRESETS.map((n) => {
            const pressed = amount === n;
            return (
              <button
                key={n}
                type="button"
                aria-pressed={pressed}
                onClick={() => form.set('amount', String(n), { validate: true })}
                className={`relative min-h-11 rounded-lg border-2 px-0.5 text-sm font-semibold ${
                  pressed
                    ? 'border-brand-800 bg-brand-700 text-white'
                    : 'border-brand-200 bg-brand-50 text-brand-800 hover:border-brand-600'
                }`}
              >
                {pressed && (
                  <svg
                    viewBox="0 0 20 20"
                    className="absolute -top-2 -right-2 h-5 w-5 rounded-full border-2 border-brand-800 bg-white text-brand-800"
                    aria-hidden="true"
                    fill="currentColor"
                  >
                    <path d="M8.2 13.6 4.8 10.2l1.1-1.1 2.3 2.3 5.9-5.9 1.1 1.1z" />
                  </svg>
                )}
                {formatNaira(n)}
              </button>
            );
          })}
        </div>
      </fieldset>
      <TextField
        label={t.amount}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t.amountPlaceholder}
        error={errors.amount && tr(errors.amount)}
        hint={t.amountHint}
        {...form.text('amount')}
      />
      {isMonthly ? (
        <div className="mb-4 rounded-lg border-2 border-brand-200 bg-brand-50 p-3 text-sm text-slate-800" role="note" aria-live="polite">
          <p className="font-semibold text-slate-900">
            <Rich
              text={amount !== undefined ? t.monthlySummary : t.monthlyNoAmount}
              parts={{ amount: formatNaira(amount ?? 0), day: String(monthly!.day_of_month) }}
            />
          </p>
          <p className="mt-1 text-slate-700">{t.monthlyStop}</p>
        </div>
      ) : (
        rewards.length > 0 && <RewardChoice rewards={rewards} amount={amount} form={form} />
      )}

      <label className="mb-4 flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3">
        <input type="checkbox" className="mt-0.5 h-5 w-5 accent-brand-700" {...form.checkbox('anonymous')} />
        <span className="text-sm">
          <span className="block font-semibold text-slate-900">{t.anonymous}</span>
          <span className="text-slate-600">{user ? t.anonymousHint : t.anonymousHintGuest}</span>
        </span>
      </label>
      {user ? (
        <p className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <Rich
            text={t.givingAs}
            parts={{ name: <span className="font-semibold text-slate-900">{displayName(user)}</span>, email: user.email }}
          />
        </p>
      ) : (
        <>
          {!anonymous && (
            <div className="grid gap-x-3 sm:grid-cols-2">
              <TextField
                label={t.firstName}
                autoComplete="given-name"
                error={errors.firstname && tr(errors.firstname)}
                {...form.text('firstname')}
              />
              <TextField
                label={t.lastName}
                autoComplete="family-name"
                error={errors.lastname && tr(errors.lastname)}
                {...form.text('lastname')}
              />
            </div>
          )}
          <TextField
            label={t.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email && tr(errors.email)}
            hint={t.emailHint}
            {...form.text('email')}
          />
          {!anonymous && (
            <MobileField
              label={t.mobile}
              hint={null}
              placeholder="08012345678"
              error={errors.mobile && tr(errors.mobile)}
              {...form.text('mobile')}
            />
          )}
        </>
      )}

      <TextArea
        label={t.comment}
        rows={3}
        maxLength={Limits.commentMax}
        placeholder={t.commentPlaceholder}
        error={errors.comment && tr(errors.comment)}
        hint={<span aria-live="polite">{`${[...comment].length}/${Limits.commentMax}`}</span>}
        {...form.text('comment')}
      />

      <Button type="submit" loading={isSubmitting} className="w-full text-base">
        {isMonthly ? (
          amount !== undefined ? (
            <Rich text={t.continueMonthly} parts={{ amount: formatNaira(amount) }} />
          ) : (
            t.continueMonthlyNoAmount
          )
        ) : (
          t.continue
        )}
      </Button>
      <p className="mt-3 flex items-center justify-center gap-1 text-xs text-slate-600">
        <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" fill="currentColor">
          <path d="M10 2a4 4 0 0 0-4 4v2H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1h-1V6a4 4 0 0 0-4-4zm-2 6V6a2 2 0 1 1 4 0v2z" />
        </svg>
        {t.secure}
      </p>
    </form>
  );
}
