import { lazy, Suspense, useEffect } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CAMPAIGN_CATEGORY_NAMES, CAMPAIGN_TYPES, COMMISSION_PERCENT, Limits } from '@ireti/shared/constants';
import { commissionKobo, formatNaira, koboToNaira } from '@ireti/shared/money';
import type { CampaignUpdateInput } from '@ireti/shared/campaigns/schemas';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { PlaceFields } from '../../../components/account/place-fields.tsx';
import { i18n, params, useLocalise, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('create/campaign-fields', {
  title: 'Campaign title',
  goal: 'Goal (₦)',
  goalLocked: 'The goal cannot change once donations have been received.',
  commission: params('{percent}% ({amount}) commission will be removed upon claiming the money'),
  category: 'Category',
  chooseCategory: 'Choose a category',
  catHealth: 'Health',
  catFinance: 'Finance',
  catSupport: 'Support',
  catBusiness: 'Business',
  catNonprofit: 'Nonprofit',
  catEmergency: 'Emergency',
  catNewlywed: 'Newlywed',
  catFamily: 'Family',
  catWishes: 'Wishes',
  where: 'Where is this campaign?',
  placeFixed: 'The place cannot change once volunteers have verified the campaign.',
  placeEditable: 'Volunteers in this state check your campaign, and donors nearby find it. Usually where you are.',
  affiliated: 'Affiliated organisation',
  affiliatedHint: 'The hospital, school or organisation your campaign works with, if any.',
  summary: 'Summary',
  summaryHint: params('{typed}/{max} — one line shown on every card'),
  loadingEditor: 'Loading the editor',
  story: 'Your story',
  type: 'Campaign type',
  typeReward: 'Reward based',
  typeNonReward: 'Non-reward based',
  rewardBased: 'Thank donors with gifts or experiences.',
  nonReward: 'Donors give without a reward.',
});

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/** The form of create (steps 1–2) and edit: the same fields, the same shared schema. */
export type CampaignForm = UseFormReturn<CampaignUpdateInput>;

/** Once a field shows an error, it is checked again as the user types (not only on blur). */
export function useRecheckErrors(form: CampaignForm) {
  useEffect(() => {
    const sub = form.watch((_, { name }) => {
      if (name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => sub.unsubscribe();
  }, [form]);
}

/** "5% (₦X) commission will be removed upon claiming the money" for what the goal field holds, in the page's language. */
export function commissionHint(goal: unknown, template: (values: { percent: number; amount: string }) => string): string {
  const n = Number(String(goal ?? '').replace(/[\s,]/g, ''));
  const amount = Number.isSafeInteger(n) && n > 0 ? formatNaira(koboToNaira(commissionKobo(n * 100))) : '₦0';
  return template({ percent: COMMISSION_PERCENT, amount });
}

/**
 * Step 1 of the wizard and the top of the edit form. `place`: the campaign's State and LGA (issue
 * 14) — 'editable' (the wizard, an edit while it awaits verification), 'fixed' (shown, not
 * changeable: its state's volunteers verified it) or 'none'.
 */
export function BasicFields({
  form,
  goalLocked = false,
  place = 'editable',
}: {
  form: CampaignForm;
  goalLocked?: boolean;
  place?: 'editable' | 'fixed' | 'none';
}) {
  const t = useT(messages);
  const { register, formState, watch } = form;
  const e = formState.errors;
  return (
    <>
      <TextField label={t.title} maxLength={100} autoComplete="off" error={e.title?.message} {...register('title')} />
      <TextField
        label={t.goal}
        inputMode="numeric"
        autoComplete="off"
        placeholder="500,000"
        readOnly={goalLocked}
        error={e.goal?.message}
        hint={goalLocked ? `${t.goalLocked} ${commissionHint(watch('goal'), t.commission)}` : commissionHint(watch('goal'), t.commission)}
        {...register('goal')}
      />
      <SelectField label={t.category} error={e.category?.message} {...register('category')}>
        <option value="">{t.chooseCategory}</option>
        {CAMPAIGN_CATEGORY_NAMES.map((c) => (
          <option key={c} value={c}>
            {t[`cat${c}`]}
          </option>
        ))}
      </SelectField>
      {place !== 'none' && (
        <fieldset aria-describedby="campaign-place-hint">
          <legend className="text-sm font-medium text-slate-700">{t.where}</legend>
          <p id="campaign-place-hint" className="mt-0.5 mb-2 text-xs text-slate-500">
            {place === 'fixed' ? t.placeFixed : t.placeEditable}
          </p>
          <PlaceFields control={form.control} setValue={form.setValue} errors={e} disabled={place === 'fixed'} />
        </fieldset>
      )}
      <TextField
        label={
          <>
            {t.affiliated}{' '}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </>
        }
        hint={t.affiliatedHint}
        maxLength={100}
        error={e.affiliatedOrganization?.message}
        {...register('affiliatedOrganization')}
      />
    </>
  );
}

export function StoryFields({ form, onTypeChange }: { form: CampaignForm; onTypeChange?: (t: string) => void }) {
  const t = useT(messages);
  const tr = useLocalise();
  const { register, formState, watch, control } = form;
  const e = formState.errors;
  const summary = watch('summary') ?? '';
  const types = register('types');
  return (
    <>
      <TextField
        label={t.summary}
        maxLength={Limits.summaryMax + 10}
        hint={t.summaryHint({ typed: [...summary].length, max: Limits.summaryMax })}
        error={e.summary?.message}
        {...register('summary')}
      />
      <Controller
        control={control}
        name="campaign_details"
        render={({ field }) => (
          <Suspense
            fallback={<div className="mb-4 h-72 animate-pulse rounded-lg bg-slate-100" role="status" aria-label={t.loadingEditor} />}
          >
            <RichTextEditor
              label={t.story}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={e.campaign_details?.message}
            />
          </Suspense>
        )}
      />
      <fieldset className="mb-4">
        <legend className="text-sm font-medium text-slate-700">{t.type}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {CAMPAIGN_TYPES.map((type) => (
            <label
              key={type}
              className={`flex cursor-pointer gap-3 rounded-lg border p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 ${e.types ? 'border-red-600' : 'border-slate-300'}`}
            >
              <input
                type="radio"
                value={type}
                {...types}
                onChange={(ev) => {
                  void types.onChange(ev);
                  onTypeChange?.(type);
                }}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">{type === 'Reward based' ? t.typeReward : t.typeNonReward}</span>
                <span className="block text-sm text-slate-600">{type === 'Reward based' ? t.rewardBased : t.nonReward}</span>
              </span>
            </label>
          ))}
        </div>
        {e.types?.message && <p className="mt-1 text-sm text-red-700">{tr(e.types.message)}</p>}
      </fieldset>
    </>
  );
}
