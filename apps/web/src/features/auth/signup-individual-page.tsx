import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signupIndividualFormSchema, type SignupIndividualForm } from '@ireti/shared/accounts/schemas';
import type { SocialSignupDetails } from '@ireti/shared/accounts/types';
import { Button } from '../../components/ui/button.tsx';
import { ChoiceField, EmailField, FormError, MobileField } from '../../components/ui/field.tsx';
import { useFormSubmit } from '../../lib/forms.ts';
import { i18n, useT } from '../../lib/i18n/index.ts';
import { useSignupIndividual } from './api/signup-individual.ts';
import { NameFields, NewPasswordFields, useGenderChoices } from '../account/components/account-fields.tsx';
import { PlaceFields } from '../account/components/place-fields.tsx';
import { SignupShell } from './components/signup-shell.tsx';
import { TermsNote } from './components/terms-note.tsx';
import { useSignupSubmit } from './use-signup-submit.ts';
import { useSocialPrefill } from './use-social-prefill.ts';

const FIELDS = ['email', 'first_name', 'last_name', 'password', 'confirm_password', 'state', 'lga', 'mobile', 'gender'] as const;

export const messages = i18n('auth/signup-individual-page', {
  title: 'Sign up as an individual',
  intro: 'It takes a minute. We will e-mail you a link to verify your address.',
  question: 'Signing up for an organisation?',
  other: 'Create an organisation account',
  gender: 'Gender',
  selectGender: 'Select your gender',
  submit: 'Create my account',
});

/** /signup_individual (spec §3, §5): every field required, the password rule, the confirmation. */
export default function SignupIndividualPage() {
  const t = useT(messages);
  const genderChoices = useGenderChoices();
  const signup = useSignupIndividual();
  const form = useForm({
    resolver: zodResolver(signupIndividualFormSchema),
    mode: 'onTouched',
    defaultValues: {
      email: '',
      first_name: '',
      last_name: '',
      password: '',
      confirm_password: '',
      state: '',
      lga: '',
      mobile: '+234',
      gender: '' as SignupIndividualForm['gender'],
    },
  });
  const { errors } = form.formState;
  const prefill = useCallback(
    (u: SocialSignupDetails['user']) => {
      if (u.email) form.setValue('email', u.email);
      if (u.first_name) form.setValue('first_name', u.first_name);
      if (u.last_name) form.setValue('last_name', u.last_name);
    },
    [form],
  );
  const social = useSocialPrefill(prefill);
  const send = useSignupSubmit(signup.mutateAsync, social.socialId);
  const { onSubmit, formError } = useFormSubmit(form, FIELDS, ({ confirm_password: _c, ...values }) => send(values));

  return (
    <SignupShell
      title={t.title}
      intro={t.intro}
      intent="signup"
      social={social}
      other={{ question: t.question, to: '/signup_org', label: t.other }}
    >
      <form onSubmit={onSubmit} noValidate>
        <FormError message={formError} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <NameFields register={form.register} errors={errors} />
          <EmailField error={errors.email?.message} {...form.register('email')} />
          <MobileField error={errors.mobile?.message} {...form.register('mobile')} />
          <ChoiceField
            label={t.gender}
            placeholder={t.selectGender}
            options={genderChoices}
            error={errors.gender?.message}
            {...form.register('gender')}
          />
        </div>
        <PlaceFields control={form.control} setValue={form.setValue} errors={errors} />
        <NewPasswordFields register={form.register} errors={errors} />
        <TermsNote />
        <Button type="submit" loading={signup.isPending} className="w-full sm:w-auto">
          {t.submit}
        </Button>
      </form>
    </SignupShell>
  );
}
