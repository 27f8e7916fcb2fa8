import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Msg } from '@ireti/shared/messages';
import { profileIndividualSchema, type ProfileIndividualInput } from '@ireti/shared/accounts/schemas';
import type { ApiUser } from '@ireti/shared/accounts/types';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceField, FormError, MobileField } from '../../../components/ui/field.tsx';
import { useFormSubmit } from '../../../lib/forms.ts';
import { i18n, useT } from '../../../lib/i18n/index.ts';
import { NameFields, useGenderChoices } from '../../account/components/account-fields.tsx';
import { PlaceFields } from '../../account/components/place-fields.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { useSaveProfile } from './use-save-profile.ts';

export const messages = i18n('profile/individual-profile-form', {
  photo: 'Profile photo',
  mobileConfirmed: 'This number is confirmed. Changing it means confirming the new one.',
  gender: 'Gender',
  noGender: 'Prefer not to say',
  save: 'Save Changes',
});

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
  const t = useT(messages);
  const genderChoices = useGenderChoices();
  const form = useForm({ resolver: zodResolver(profileIndividualSchema), defaultValues: valuesOf(user) });
  const saver = useSaveProfile((fresh) => form.reset(valuesOf(fresh)));
  const { errors } = form.formState;

  const { onSubmit, formError } = useFormSubmit(form, FIELDS, async (values) => {
    if (!user.image_url && !saver.file) {
      saver.setPhotoError(Msg.selectImageFirst);
      return Msg.selectImageFirst;
    }
    return saver.save(values);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <PhotoPicker label={t.photo} current={user.image_url} saver={saver} />
      <FormError message={formError} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <NameFields register={form.register} errors={errors} />
        <MobileField
          hint={user.mobile_verified ? t.mobileConfirmed : undefined}
          error={errors.mobile?.message}
          {...form.register('mobile')}
        />
        <ChoiceField
          label={t.gender}
          placeholder={t.noGender}
          options={genderChoices}
          error={errors.gender?.message}
          {...form.register('gender', { setValueAs: (v) => v || undefined })}
        />
      </div>
      <PlaceFields control={form.control} setValue={form.setValue} errors={errors} />
      <Button type="submit" loading={saver.pending}>
        {t.save}
      </Button>
    </form>
  );
}
