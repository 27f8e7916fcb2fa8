import { Controller, useWatch, type Control, type FieldValues, type Path, type UseFormSetValue } from 'react-hook-form';
import { ChoiceField } from '../../../components/ui/field.tsx';
import { i18n, useT } from '../../../lib/i18n/index.ts';
import { useLgas } from '../../../lib/reference/get-lgas.ts';
import { useStates } from '../../../lib/reference/get-states.ts';

export const messages = i18n('account/place-fields', {
  state: 'State',
  lga: 'LGA',
  loadingStates: 'Loading states…',
  selectState: 'Select your state',
  selectStateFirst: 'Select a state first',
  loadingLgas: 'Loading LGAs…',
  selectLga: 'Select your LGA',
});

/**
 * State and LGA from the reference API (spec §3: state_id, local_id). Choosing another state
 * empties the LGA, whose list is then loaded for that state. Controlled selects, so a value set
 * before its options arrive (the settings forms) is shown once they do.
 */
export function PlaceFields<T extends FieldValues>({
  control,
  setValue,
  errors,
  disabled,
}: {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  errors: { state?: { message?: string }; lga?: { message?: string } };
  disabled?: boolean;
}) {
  const t = useT(messages);
  const states = useStates();
  const stateId = Number(useWatch({ control, name: 'state' as Path<T> })) || null;
  const lgas = useLgas(stateId);
  const lgaPlaceholder = !stateId ? t.selectStateFirst : lgas.isLoading ? t.loadingLgas : t.selectLga;
  const stateChoices = states.data?.map((s) => [s.state_id, s.name] as const);
  const lgaChoices = lgas.data?.map((l) => [l.local_id, l.local_name] as const);
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <Controller
        control={control}
        name={'state' as Path<T>}
        render={({ field }) => (
          <ChoiceField
            label={t.state}
            placeholder={states.isLoading ? t.loadingStates : t.selectState}
            options={stateChoices}
            name={field.name}
            ref={field.ref}
            value={field.value == null ? '' : String(field.value)}
            onBlur={field.onBlur}
            disabled={disabled}
            error={errors.state?.message}
            onChange={(e) => {
              field.onChange(e.currentTarget.value);
              setValue('lga' as Path<T>, '' as never);
            }}
          />
        )}
      />
      <Controller
        control={control}
        name={'lga' as Path<T>}
        render={({ field }) => (
          <ChoiceField
            label={t.lga}
            placeholder={lgaPlaceholder}
            options={lgaChoices}
            name={field.name}
            ref={field.ref}
            value={field.value == null ? '' : String(field.value)}
            onChange={(e) => field.onChange(e.currentTarget.value)}
            onBlur={field.onBlur}
            disabled={disabled || !stateId}
            error={errors.lga?.message}
          />
        )}
      />
    </div>
  );
}
