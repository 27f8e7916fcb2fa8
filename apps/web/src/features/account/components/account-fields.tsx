import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { GENDERS } from '@ireti/shared/constants';
import { Msg } from '@ireti/shared/messages';
import { ChoiceField, MobileField, TextArea, TextField } from '../../../components/ui/field.tsx';
import { i18n, useT } from '../../../lib/i18n/index.ts';
import { useOrgTypes } from '../../../lib/reference/get-org-types.ts';
import { useChoices } from './choices.ts';
import { PasswordField } from './password-field.tsx';

export const messages = i18n('account/account-fields', {
  firstName: 'First name',
  lastName: 'Last name',
  password: 'Password',
  confirmPassword: 'Confirm password',
  organizationName: 'Organization name',
  organizationMobile: 'Organization mobile',
  secondaryMobileOptional: 'Secondary mobile (optional)',
  secondaryMobile: 'Secondary mobile',
  organizationType: 'Organization type',
  selectType: 'Select a type',
  category: 'Category',
  selectCategory: 'Select a category',
  organizationAddress: 'Organization address',
});

/**
 * The fields the sign-up and the profile settings forms share, under the spec's field names
 * (§3, §5). Each takes the form's `register` and its errors, like PlaceFields.
 */
type Errors<K extends string> = { [k in K]?: { message?: string } };
interface Props<T extends FieldValues, K extends string> {
  register: UseFormRegister<T>;
  errors: Errors<K>;
}

/** The gender choices, labelled in the current language. */
export const useGenderChoices = () => useChoices(GENDERS);

/** First and last name of an individual (two cells of the caller's grid). */
export function NameFields<T extends FieldValues>({ register, errors }: Props<T, 'first_name' | 'last_name'>) {
  const t = useT(messages);
  return (
    <>
      <TextField label={t.firstName} autoComplete="given-name" error={errors.first_name?.message} {...register('first_name' as Path<T>)} />
      <TextField label={t.lastName} autoComplete="family-name" error={errors.last_name?.message} {...register('last_name' as Path<T>)} />
    </>
  );
}

/** A new account's password and its confirmation, side by side from the small breakpoint. */
export function NewPasswordFields<T extends FieldValues>({ register, errors }: Props<T, 'password' | 'confirm_password'>) {
  const t = useT(messages);
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <PasswordField
        label={t.password}
        autoComplete="new-password"
        hint={Msg.password}
        error={errors.password?.message}
        {...register('password' as Path<T>)}
      />
      <PasswordField
        label={t.confirmPassword}
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password' as Path<T>)}
      />
    </div>
  );
}

export function OrganizationNameField<T extends FieldValues>({ register, errors }: Props<T, 'organization_name'>) {
  const t = useT(messages);
  return (
    <TextField
      label={t.organizationName}
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
  const t = useT(messages);
  return (
    <>
      <MobileField
        national
        label={t.organizationMobile}
        hint={null}
        placeholder="08012345678"
        error={errors.organization_mobile?.message}
        {...register('organization_mobile' as Path<T>)}
      />
      <MobileField
        national
        label={secondaryOptional ? t.secondaryMobileOptional : t.secondaryMobile}
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
  const t = useT(messages);
  const types = useOrgTypes();
  const typeChoices = useChoices(types.data?.org_types);
  const categoryChoices = useChoices(types.data?.org_categories);
  return (
    <>
      <ChoiceField
        label={t.organizationType}
        placeholder={t.selectType}
        options={typeChoices}
        error={errors.organization_type?.message}
        {...register('organization_type' as Path<T>)}
      />
      <ChoiceField
        label={t.category}
        placeholder={t.selectCategory}
        options={categoryChoices}
        error={errors.category?.message}
        {...register('category' as Path<T>)}
      />
    </>
  );
}

export function OrganizationAddressField<T extends FieldValues>({ register, errors }: Props<T, 'organization_address'>) {
  const t = useT(messages);
  return (
    <TextArea
      label={t.organizationAddress}
      rows={2}
      autoComplete="street-address"
      error={errors.organization_address?.message}
      {...register('organization_address' as Path<T>)}
    />
  );
}
