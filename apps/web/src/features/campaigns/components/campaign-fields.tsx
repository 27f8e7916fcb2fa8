import { lazy, Suspense, useEffect } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  CAMPAIGN_CATEGORY_NAMES,
  CAMPAIGN_TYPES,
  COMMISSION_PERCENT,
  END_DATE_DEFAULT_DAYS,
  END_DATE_MAX_DAYS,
  FUNDING_MODES,
  Limits,
} from '@ireti/shared/constants';
import { commissionKobo, formatNaira, koboToNaira } from '@ireti/shared/money';
import { addDays, lagosDay, type CampaignUpdateInput } from '@ireti/shared/campaigns/schemas';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { PlaceFields } from '../../account/components/place-fields.tsx';
import { i18n, params, useLocalise, useT } from '../../../lib/i18n/index.ts';
import { useCategoryName } from './category-tag.tsx';

export const messages = i18n('create/campaign-fields', {
  title: 'Campaign title',
  goal: 'Goal (₦)',
  goalLocked: 'The goal cannot change once donations have been received.',
  commission: params('{percent}% ({amount}) commission will be removed upon claiming the money'),
  category: 'Category',
  chooseCategory: 'Choose a category',
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
  funding: 'How is this campaign funded?',
  allOrNothing: 'All or nothing',
  allOrNothingText: 'If the goal is not met by the last day, every donor is refunded in full. Best for one fixed cost, like a surgery.',
  keep: 'Keep what you raise',
  keepText: 'You may claim what is raised as it comes in, in stages. Donors are not refunded if the goal is not met.',
  fundingFixed: 'The funding and the last day cannot change once the campaign is live.',
  endsOn: 'Last day for donations',
  endsOnHint: params('Leave it empty for {days} days after the campaign goes live; at most {max} days from today.'),
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
  const categoryName = useCategoryName();
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
            {categoryName(c)}
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

/**
 * How the campaign is funded and its last day (issue 25, decision 088): chosen in the wizard and
 * while the campaign awaits verification; shown, not changeable, once it is live.
 */
export function FundingFields({ form, editable = true }: { form: CampaignForm; editable?: boolean }) {
  const t = useT(messages);
  const tr = useLocalise();
  const { register, formState } = form;
  const e = formState.errors;
  const today = lagosDay();
  return (
    <>
      <fieldset className="mb-4" aria-describedby={editable ? undefined : 'campaign-funding-fixed'}>
        <legend className="text-sm font-medium text-slate-700">{t.funding}</legend>
        {!editable && (
          <p id="campaign-funding-fixed" className="mt-0.5 text-xs text-slate-500">
            {t.fundingFixed}
          </p>
        )}
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {FUNDING_MODES.map((mode) => (
            <label
              key={mode}
              className={`flex gap-3 rounded-lg border p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 ${editable ? 'cursor-pointer' : 'opacity-80'} ${e.funding_mode ? 'border-red-600' : 'border-slate-300'}`}
            >
              <input
                type="radio"
                value={mode}
                disabled={!editable}
                {...register('funding_mode')}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">{mode === 'all_or_nothing' ? t.allOrNothing : t.keep}</span>
                <span className="block text-sm text-slate-600">{mode === 'all_or_nothing' ? t.allOrNothingText : t.keepText}</span>
              </span>
            </label>
          ))}
        </div>
        {e.funding_mode?.message && <p className="mt-1 text-sm text-red-700">{tr(e.funding_mode.message)}</p>}
      </fieldset>
      <TextField
        label={t.endsOn}
        type="date"
        min={addDays(today, 1)}
        max={addDays(today, END_DATE_MAX_DAYS)}
        readOnly={!editable}
        hint={t.endsOnHint({ days: END_DATE_DEFAULT_DAYS, max: END_DATE_MAX_DAYS })}
        error={e.ends_on?.message}
        {...register('ends_on')}
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
