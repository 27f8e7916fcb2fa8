import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { GENDERS } from '@ireti/shared/constants';
import { Msg } from '@ireti/shared/messages';
import { ChoiceField, MobileField, TextArea, TextField } from '../ui/field.tsx';
import { useOrgTypes } from '../../lib/reference/get-org-types.ts';
import { PasswordField } from './password-field.tsx';

/**
 * The fields the sign-up and the profile settings forms share, under the spec's field names
 * (§3, §5). Each takes the form's `register` and its errors, like PlaceFields.
 */
type Errors<K extends string> = { [k in K]?: { message?: string } };
interface Props<T extends FieldValues, K extends string> {
  register: UseFormRegister<T>;
  errors: Errors<K>;
}

export const genderChoices = GENDERS.map((g) => [g, g === 'male' ? 'Male' : 'Female'] as const);

/** First and last name of an individual (two cells of the caller's grid). */
export function NameFields<T extends FieldValues>({ register, errors }: Props<T, 'first_name' | 'last_name'>) {
  return (
    <>
      <TextField label="First name" autoComplete="given-name" error={errors.first_name?.message} {...register('first_name' as Path<T>)} />
      <TextField label="Last name" autoComplete="family-name" error={errors.last_name?.message} {...register('last_name' as Path<T>)} />
    </>
  );
}

/** A new account's password and its confirmation, side by side from the small breakpoint. */
export function NewPasswordFields<T extends FieldValues>({ register, errors }: Props<T, 'password' | 'confirm_password'>) {
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={Msg.password}
        error={errors.password?.message}
        {...register('password' as Path<T>)}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password' as Path<T>)}
      />
    </div>
  );
}

export function OrganizationNameField<T extends FieldValues>({ register, errors }: Props<T, 'organization_name'>) {
  return (
    <TextField
      label="Organization name"
      autoComplete="organization"
      error={errors.organization_name?.message}
      {...register('organization_name' as Path<T>)}
    />
  );
}

/**
 * An organisation's two numbers, 8 to 11 characters (spec §5), put in the 08031234567 form as the
 * person leaves each; the second is optional at sign-up only.
 */
export function OrganizationPhoneFields<T extends FieldValues>({
  register,
  errors,
  secondaryOptional = false,
}: Props<T, 'organization_mobile' | 'secondary_mobile'> & { secondaryOptional?: boolean }) {
  return (
    <>
      <MobileField
        national
        label="Organization mobile"
        hint={null}
        placeholder="08012345678"
        error={errors.organization_mobile?.message}
        {...register('organization_mobile' as Path<T>)}
      />
      <MobileField
        national
        label={secondaryOptional ? 'Secondary mobile (optional)' : 'Secondary mobile'}
        hint={null}
        autoComplete={undefined}
        placeholder="08012345678"
        error={errors.secondary_mobile?.message}
        {...register('secondary_mobile' as Path<T>)}
      />
    </>
  );
}

/** An organisation's type and category, from the reference lists (two cells of the caller's grid). */
export function OrganizationKindFields<T extends FieldValues>({ register, errors }: Props<T, 'organization_type' | 'category'>) {
  const types = useOrgTypes();
  return (
    <>
      <ChoiceField
        label="Organization type"
        placeholder="Select a type"
        options={types.data?.org_types}
        error={errors.organization_type?.message}
        {...register('organization_type' as Path<T>)}
      />
      <ChoiceField
        label="Category"
        placeholder="Select a category"
        options={types.data?.org_categories}
        error={errors.category?.message}
        {...register('category' as Path<T>)}
      />
    </>
  );
}

export function OrganizationAddressField<T extends FieldValues>({ register, errors }: Props<T, 'organization_address'>) {
  return (
    <TextArea
      label="Organization address"
      rows={2}
      autoComplete="street-address"
      error={errors.organization_address?.message}
      {...register('organization_address' as Path<T>)}
    />
  );
}
