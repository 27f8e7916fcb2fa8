import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { signupOrganizationFormSchema, type SignupOrganizationForm } from '@ireti/shared/accounts/schemas';
import type { SocialSignupDetails } from '@ireti/shared/accounts/types';
import { Button } from '../../components/ui/button.tsx';
import { EmailField, FormError } from '../../components/ui/field.tsx';
import { useFormSubmit } from '../../lib/forms.ts';
import { i18n, useT } from '../../lib/i18n/index.ts';
import { useSignupOrganization } from './api/signup-organization.ts';
import {
  NewPasswordFields,
  OrganizationAddressField,
  OrganizationKindFields,
  OrganizationNameField,
  OrganizationPhoneFields,
} from '../account/components/account-fields.tsx';
import { PlaceFields } from '../account/components/place-fields.tsx';
import { SignupShell } from './components/signup-shell.tsx';
import { TermsNote } from './components/terms-note.tsx';
import { useSignupSubmit } from './use-signup-submit.ts';
import { useSocialPrefill } from './use-social-prefill.ts';

const FIELDS = [
  'organization_email',
  'password',
  'confirm_password',
  'organization_mobile',
  'secondary_mobile',
  'organization_name',
  'organization_type',
  'organization_address',
  'category',
  'state',
  'lga',
] as const;

export const messages = i18n('auth/signup-org-page', {
  title: 'Sign up as an organisation',
  intro: 'For non-profits, schools, faith groups, companies and government bodies.',
  question: 'Signing up for yourself?',
  other: 'Create an individual account',
  email: 'Organization email',
  emailHint: 'You will sign in with this address.',
  submit: 'Create organisation account',
});

/** /signup_org (spec §3, §5): validated on blur and change; secondary_mobile optional; 8 to 11 characters for phones. */
export default function SignupOrgPage() {
  const t = useT(messages);
  const signup = useSignupOrganization();
  const form = useForm({
    resolver: zodResolver(signupOrganizationFormSchema),
    mode: 'all',
    defaultValues: {
      organization_email: '',
      password: '',
      confirm_password: '',
      organization_mobile: '',
      secondary_mobile: '',
      organization_name: '',
      organization_type: '' as SignupOrganizationForm['organization_type'],
      organization_address: '',
      category: '' as SignupOrganizationForm['category'],
      state: '',
      lga: '',
    },
  });
  const { errors } = form.formState;
  const prefill = useCallback(
    (u: SocialSignupDetails['user']) => {
      if (u.email) form.setValue('organization_email', u.email);
      if (u.organization_name) form.setValue('organization_name', u.organization_name);
    },
    [form],
  );
  const social = useSocialPrefill(prefill);
  const send = useSignupSubmit(signup.mutateAsync, social.socialId);
  // Spec §8: the organisation sign-up shows the error description unless the code is 100.
  const { onSubmit, formError } = useFormSubmit(form, FIELDS, ({ confirm_password: _c, ...values }) => send(values));

  return (
    <SignupShell
      title={t.title}
      intro={t.intro}
      intent="orgsignup"
      social={social}
      other={{ question: t.question, to: '/signup_individual', label: t.other }}
    >
      <form onSubmit={onSubmit} noValidate>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <OrganizationNameField register={form.register} errors={errors} />
          </div>
          <OrganizationKindFields register={form.register} errors={errors} />
          <div className="sm:col-span-2">
            <EmailField
              label={t.email}
              hint={t.emailHint}
              error={errors.organization_email?.message}
              {...form.register('organization_email')}
            />
          </div>
          <OrganizationPhoneFields register={form.register} errors={errors} secondaryOptional />
        </div>
        <OrganizationAddressField register={form.register} errors={errors} />
        <PlaceFields control={form.control} setValue={form.setValue} errors={errors} />
        <NewPasswordFields register={form.register} errors={errors} />
        <TermsNote />
        <FormError message={formError} />
        <Button type="submit" loading={signup.isPending} className="w-full sm:w-auto">
          {t.submit}
        </Button>
      </form>
    </SignupShell>
  );
}
