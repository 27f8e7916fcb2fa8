import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { profileOrganizationSchema, type ProfileOrganizationInput } from '@ireti/shared/accounts/schemas';
import type { ApiUser } from '@ireti/shared/accounts/types';
import { nationalNigerianPhone } from '@ireti/shared/phone';
import { Button } from '../../../components/ui/button.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { useFormSubmit } from '../../../lib/forms.ts';
import { i18n, useT } from '../../../lib/i18n/index.ts';
import {
  OrganizationAddressField,
  OrganizationKindFields,
  OrganizationNameField,
  OrganizationPhoneFields,
} from '../../account/components/account-fields.tsx';
import { PlaceFields } from '../../account/components/place-fields.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { useSaveProfile } from './use-save-profile.ts';

export const messages = i18n('profile/organization-profile-form', {
  logo: 'Organisation logo',
  save: 'Save Changes',
});

const FIELDS = [
  'organization_name',
  'organization_type',
  'category',
  'organization_mobile',
  'secondary_mobile',
  'organization_address',
  'state',
  'lga',
] as const;
/** +2348031234567 → 08031234567: the organisation forms take 8 to 11 characters (spec §5). */
const national = (m: string | null) => nationalNigerianPhone(m ?? '');
const valuesOf = (u: ApiUser): ProfileOrganizationInput => ({
  organization_name: u.organization_name ?? '',
  organization_type: (u.organization_type ?? '') as ProfileOrganizationInput['organization_type'],
  category: (u.category ?? '') as ProfileOrganizationInput['category'],
  organization_mobile: national(u.organization_mobile),
  secondary_mobile: national(u.secondary_mobile),
  organization_address: u.organization_address ?? '',
  state: u.state_id ?? '',
  lga: u.local_id ?? '',
});

/** Profile Settings of an organisation (spec §5): every field required, secondary mobile too. */
export function OrganizationProfileForm({ user }: { user: ApiUser }) {
  const t = useT(messages);
  const form = useForm({ resolver: zodResolver(profileOrganizationSchema), defaultValues: valuesOf(user) });
  const saver = useSaveProfile((fresh) => form.reset(valuesOf(fresh)));
  const { errors } = form.formState;

  const { onSubmit, formError } = useFormSubmit(form, FIELDS, saver.save);

  return (
    <form onSubmit={onSubmit} noValidate>
      <PhotoPicker label={t.logo} round={false} current={user.image_url} saver={saver} />
      <FormError message={formError} />
      <OrganizationNameField register={form.register} errors={errors} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <OrganizationKindFields register={form.register} errors={errors} />
        <OrganizationPhoneFields register={form.register} errors={errors} />
      </div>
      <OrganizationAddressField register={form.register} errors={errors} />
      <PlaceFields control={form.control} setValue={form.setValue} errors={errors} />
      <Button type="submit" loading={saver.pending}>
        {t.save}
      </Button>
    </form>
  );
}
