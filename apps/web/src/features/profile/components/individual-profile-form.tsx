import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { GENDERS } from '@ireti/shared/constants';
import { Msg } from '@ireti/shared/messages';
import { profileIndividualSchema, type ProfileIndividualInput } from '@ireti/shared/accounts/schemas';
import type { ApiUser } from '@ireti/shared/accounts/types';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField, TextField } from '../../../components/ui/field.tsx';
import { PlaceFields } from '../../auth/components/place-fields.tsx';
import { applyServerErrors } from '../../auth/form-errors.ts';
import { PhotoPicker } from './photo-picker.tsx';
import { useSaveProfile } from './use-save-profile.ts';

const FIELDS = ['first_name', 'last_name', 'mobile', 'state', 'lga', 'gender'] as const;
const valuesOf = (u: ApiUser): ProfileIndividualInput => ({
  first_name: u.first_name,
  last_name: u.last_name,
  mobile: u.mobile ?? '+234',
  state: u.state_id ?? '',
  lga: u.local_id ?? '',
  gender: u.gender ?? undefined,
});

/** Profile Settings of an individual (spec §5): first_name, last_name, mobile, state, lga required; a profile image required. */
export function IndividualProfileForm({ user }: { user: ApiUser }) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(profileIndividualSchema), defaultValues: valuesOf(user) });
  const saver = useSaveProfile((fresh) => form.reset(valuesOf(fresh)));
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      if (!user.image_url && !saver.file) {
        saver.setPhotoError(Msg.selectImageFirst);
        return setFormError(Msg.selectImageFirst);
      }
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
        label="Profile photo"
        current={user.image_url}
        file={saver.file}
        onFile={saver.setFile}
        progress={saver.photoProgress}
        error={saver.photoError}
      />
      <FormError message={formError} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" error={errors.first_name?.message} {...form.register('first_name')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.last_name?.message} {...form.register('last_name')} />
        <TextField
          label="Mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+2348012345678"
          hint={
            user.mobile_verified
              ? 'This number is confirmed. Changing it means confirming the new one.'
              : 'Start with +234, e.g. +2348012345678'
          }
          error={errors.mobile?.message}
          {...form.register('mobile')}
        />
        <SelectField label="Gender" error={errors.gender?.message} {...form.register('gender', { setValueAs: (v) => v || undefined })}>
          <option value="">Prefer not to say</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {g === 'male' ? 'Male' : 'Female'}
            </option>
          ))}
        </SelectField>
      </div>
      <PlaceFields control={form.control} setValue={form.setValue} errors={errors} />
      <Button type="submit" loading={saver.pending}>
        Save Changes
      </Button>
    </form>
  );
}
