import { lazy, Suspense, useEffect } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CAMPAIGN_CATEGORY_NAMES, CAMPAIGN_TYPES, COMMISSION_PERCENT, Limits } from '@ireti/shared/constants';
import { commissionKobo, formatNaira, koboToNaira } from '@ireti/shared/money';
import type { CampaignUpdateInput } from '@ireti/shared/campaigns/schemas';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { PlaceFields } from '../../../components/account/place-fields.tsx';

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

/** "5% (₦X) commission will be removed upon claiming the money" for what the goal field holds. */
export function commissionHint(goal: unknown): string {
  const n = Number(String(goal ?? '').replace(/[\s,]/g, ''));
  const amount = Number.isSafeInteger(n) && n > 0 ? formatNaira(koboToNaira(commissionKobo(n * 100))) : '₦0';
  return `${COMMISSION_PERCENT}% (${amount}) commission will be removed upon claiming the money`;
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
  const { register, formState, watch } = form;
  const e = formState.errors;
  return (
    <>
      <TextField label="Campaign title" maxLength={100} autoComplete="off" error={e.title?.message} {...register('title')} />
      <TextField
        label="Goal (₦)"
        inputMode="numeric"
        autoComplete="off"
        placeholder="500,000"
        readOnly={goalLocked}
        error={e.goal?.message}
        hint={
          goalLocked
            ? `The goal cannot change once donations have been received. ${commissionHint(watch('goal'))}`
            : commissionHint(watch('goal'))
        }
        {...register('goal')}
      />
      <SelectField label="Category" error={e.category?.message} {...register('category')}>
        <option value="">Choose a category</option>
        {CAMPAIGN_CATEGORY_NAMES.map((c) => (
          <option key={c}>{c}</option>
        ))}
      </SelectField>
      {place !== 'none' && (
        <fieldset aria-describedby="campaign-place-hint">
          <legend className="text-sm font-medium text-slate-700">Where is this campaign?</legend>
          <p id="campaign-place-hint" className="mt-0.5 mb-2 text-xs text-slate-500">
            {place === 'fixed'
              ? 'The place cannot change once volunteers have verified the campaign.'
              : 'Volunteers in this state check your campaign, and donors nearby find it. Usually where you are.'}
          </p>
          <PlaceFields control={form.control} setValue={form.setValue} errors={e} disabled={place === 'fixed'} />
        </fieldset>
      )}
      <TextField
        label={
          <>
            Affiliated organisation{' '}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </>
        }
        hint="The hospital, school or organisation your campaign works with, if any."
        maxLength={100}
        error={e.affiliatedOrganization?.message}
        {...register('affiliatedOrganization')}
      />
    </>
  );
}

export function StoryFields({ form, onTypeChange }: { form: CampaignForm; onTypeChange?: (t: string) => void }) {
  const { register, formState, watch, control } = form;
  const e = formState.errors;
  const summary = watch('summary') ?? '';
  const types = register('types');
  return (
    <>
      <TextField
        label="Summary"
        maxLength={Limits.summaryMax + 10}
        hint={`${[...summary].length}/${Limits.summaryMax} — one line shown on every card`}
        error={e.summary?.message}
        {...register('summary')}
      />
      <Controller
        control={control}
        name="campaign_details"
        render={({ field }) => (
          <Suspense
            fallback={<div className="mb-4 h-72 animate-pulse rounded-lg bg-slate-100" role="status" aria-label="Loading the editor" />}
          >
            <RichTextEditor
              label="Your story"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={e.campaign_details?.message}
            />
          </Suspense>
        )}
      />
      <fieldset className="mb-4">
        <legend className="text-sm font-medium text-slate-700">Campaign type</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {CAMPAIGN_TYPES.map((t) => (
            <label
              key={t}
              className={`flex cursor-pointer gap-3 rounded-lg border p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 ${e.types ? 'border-red-600' : 'border-slate-300'}`}
            >
              <input
                type="radio"
                value={t}
                {...types}
                onChange={(ev) => {
                  void types.onChange(ev);
                  onTypeChange?.(t);
                }}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">{t}</span>
                <span className="block text-sm text-slate-600">
                  {t === 'Reward based' ? 'Thank donors with gifts or experiences.' : 'Donors give without a reward.'}
                </span>
              </span>
            </label>
          ))}
        </div>
        {e.types?.message && <p className="mt-1 text-sm text-red-700">{e.types.message}</p>}
      </fieldset>
    </>
  );
}
