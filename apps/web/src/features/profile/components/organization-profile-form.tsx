import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Msg } from '@ireti/shared/messages';
import { profileOrganizationSchema, type ProfileOrganizationInput } from '@ireti/shared/accounts/schemas';
import type { ApiUser } from '@ireti/shared/accounts/types';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField, TextArea, TextField } from '../../../components/ui/field.tsx';
import { useOrgTypes } from '../../auth/api/get-org-types.ts';
import { PlaceFields } from '../../auth/components/place-fields.tsx';
import { applyServerErrors } from '../../auth/form-errors.ts';
import { PhotoPicker } from './photo-picker.tsx';
import { useSaveProfile } from './use-save-profile.ts';

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
export const national = (m: string | null) => (m && /^\+234\d{10}$/.test(m) ? `0${m.slice(4)}` : (m ?? ''));
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
  const types = useOrgTypes();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(profileOrganizationSchema), defaultValues: valuesOf(user) });
  const saver = useSaveProfile((fresh) => form.reset(valuesOf(fresh)));
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      const e = await saver.save(values);
      if (e === 'photo-failed') return setFormError(Msg.errorProfileImage);
      if (e.status.code === 100) return;
      applyServerErrors(form.setError, e, FIELDS);
      setFormError(e.status.desc);
    },
    () => setFormError(Msg.formInvalid),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <PhotoPicker
        label="Organisation logo"
        round={false}
        current={user.image_url}
        file={saver.file}
        onFile={saver.setFile}
        progress={saver.photoProgress}
        error={saver.photoError}
      />
      <FormError message={formError} />
      <TextField
        label="Organization name"
        autoComplete="organization"
        error={errors.organization_name?.message}
        {...form.register('organization_name')}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <SelectField label="Organization type" error={errors.organization_type?.message} {...form.register('organization_type')}>
          <option value="">Select a type</option>
          {types.data?.org_types.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        <SelectField label="Category" error={errors.category?.message} {...form.register('category')}>
          <option value="">Select a category</option>
          {types.data?.org_categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Organization mobile"
          type="tel"
          inputMode="tel"
          placeholder="08012345678"
          error={errors.organization_mobile?.message}
          {...form.register('organization_mobile')}
        />
        <TextField
          label="Secondary mobile"
          type="tel"
          inputMode="tel"
          placeholder="08012345678"
          error={errors.secondary_mobile?.message}
          {...form.register('secondary_mobile')}
        />
      </div>
      <TextArea
        label="Organization address"
        rows={2}
        autoComplete="street-address"
        error={errors.organization_address?.message}
        {...form.register('organization_address')}
      />
      <PlaceFields control={form.control} setValue={form.setValue} errors={errors} />
      <Button type="submit" loading={saver.pending}>
        Save Changes
      </Button>
    </form>
  );
}
