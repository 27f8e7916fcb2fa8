import { Controller, useWatch, type Control, type FieldValues, type Path, type UseFormSetValue } from 'react-hook-form';
import { ChoiceField } from '../ui/field.tsx';
import { useLgas } from '../../lib/reference/get-lgas.ts';
import { useStates } from '../../lib/reference/get-states.ts';

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
  const states = useStates();
  const stateId = Number(useWatch({ control, name: 'state' as Path<T> })) || null;
  const lgas = useLgas(stateId);
  const lgaPlaceholder = !stateId ? 'Select a state first' : lgas.isLoading ? 'Loading LGAs…' : 'Select your LGA';
  const stateChoices = states.data?.map((s) => [s.state_id, s.name] as const);
  const lgaChoices = lgas.data?.map((l) => [l.local_id, l.local_name] as const);
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <Controller
        control={control}
        name={'state' as Path<T>}
        render={({ field }) => (
          <ChoiceField
            label="State"
            placeholder={states.isLoading ? 'Loading states…' : 'Select your state'}
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
            label="LGA"
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
