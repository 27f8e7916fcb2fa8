import type { RewardItem } from '@ireti/shared/campaigns/types';
import { MobileField, TextArea, TextField } from '../../../components/ui/field.tsx';
import { formatNaira } from '../../../lib/format.ts';
import { i18n, params, useLocalise, useT } from '../../../lib/i18n/index.ts';
import { unitsLeft } from './reward-units.ts';
import type { DonateFormState } from './donate-form-state.ts';

export const messages = i18n('donate/reward-choice', {
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
export function RewardChoice({ rewards, amount, form }: { rewards: RewardItem[]; amount: number | undefined; form: DonateFormState }) {
  const t = useT(messages);
  const tr = useLocalise();
  const { errors } = form;
  const chosen = rewards.find((r) => String(r._id) === form.values.reward);
  return (
    <>
      <fieldset className="mb-4" aria-describedby={errors.reward ? 'reward-error' : undefined}>
        <legend className="mb-2 block text-sm font-medium text-slate-700">{t.choose}</legend>
        <ul className="space-y-2">
          <li>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
              <input type="radio" className="h-5 w-5 accent-brand-700" {...form.radio('reward', '')} />
              <span className="text-sm font-semibold text-slate-900">{t.none}</span>
            </label>
          </li>
          {rewards.map((r) => {
            const soldOut = r.left === 0;
            const short = amount === undefined || !Number.isFinite(amount) || amount < r.donation;
            const left = unitsLeft(r, { soldOut: t.soldOut, left: t.left });
            return (
              <li key={r._id}>
                <label
                  className={`flex items-start gap-3 rounded-lg border px-3 py-2 ${soldOut || short ? 'cursor-not-allowed border-slate-200 bg-slate-50' : 'cursor-pointer border-slate-200 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50'}`}
                >
                  <input
                    type="radio"
                    disabled={soldOut || short}
                    className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
                    {...form.radio('reward', String(r._id))}
                  />
                  <span className="min-w-0 text-sm">
                    <span className={`block font-semibold ${soldOut || short ? 'text-slate-600' : 'text-slate-900'}`}>{r.reward}</span>
                    <span className="text-slate-600">
                      {t.orMore({ amount: formatNaira(r.donation) })} · {t[r.rewardType]}
                      {left && (
                        <span className={soldOut ? 'font-semibold text-red-700' : 'text-slate-700'}>
                          {' · '}
                          {left}
                        </span>
                      )}
                    </span>
                    {!soldOut && short && (
                      <span className="block text-xs text-slate-600">{t.giveMore({ amount: formatNaira(r.donation) })}</span>
                    )}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
        {errors.reward && (
          <p id="reward-error" className="mt-1 text-sm text-red-700">
            {tr(errors.reward)}
          </p>
        )}
      </fieldset>
      {chosen?.rewardType === 'Material' && (
        <fieldset className="mb-2 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t.deliveryTitle}</legend>
          <p className="mb-3 text-xs text-slate-600">{t.deliveryPrivacy}</p>
          <TextField
            label={t.deliveryName}
            autoComplete="name"
            error={errors.delivery_name && tr(errors.delivery_name)}
            {...form.text('delivery_name')}
          />
          {/* The example in the box is the hint's (issue 26: it showed +234… while the hint said 0803…); both are accepted. */}
          <MobileField
            label={t.deliveryPhone}
            hint={t.deliveryPhoneHint}
            placeholder="0803 123 4567"
            error={errors.delivery_phone && tr(errors.delivery_phone)}
            {...form.text('delivery_phone')}
          />
          <TextArea
            label={t.deliveryAddress}
            rows={2}
            autoComplete="street-address"
            placeholder={t.deliveryAddressPlaceholder}
            error={errors.delivery_address && tr(errors.delivery_address)}
            {...form.text('delivery_address')}
          />
        </fieldset>
      )}
      {chosen?.rewardType === 'Non-material' && (
        <p className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-700">{t.nonMaterialNote}</p>
      )}
    </>
  );
}
