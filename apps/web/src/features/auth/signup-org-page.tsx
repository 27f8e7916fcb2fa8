import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Msg } from '@ireti/shared/messages';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import { signupOrganizationFormSchema, type SignupOrganizationForm } from '@ireti/shared/accounts/schemas';
import type { SocialSignupDetails } from '@ireti/shared/accounts/types';
import { Button } from '../../components/ui/button.tsx';
import { FormError, SelectField, TextArea, TextField } from '../../components/ui/field.tsx';
import { useOrgTypes } from './api/get-org-types.ts';
import { useSignupOrganization } from './api/signup-organization.ts';
import { AuthShell } from './components/auth-shell.tsx';
import { FacebookButton } from './components/facebook-button.tsx';
import { PasswordField } from './components/password-field.tsx';
import { PlaceFields } from './components/place-fields.tsx';
import { TermsNote } from './components/terms-note.tsx';
import { applyServerErrors } from './form-errors.ts';
import { useSignupDone } from './use-signup-done.ts';
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

/** /signup_org (spec §3, §5): validated on blur and change; secondary_mobile optional; 8 to 11 characters for phones. */
export default function SignupOrgPage() {
  const signup = useSignupOrganization();
  const done = useSignupDone();
  const types = useOrgTypes();
  const [formError, setFormError] = useState<string | null>(null);
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
  const { socialId, expired } = useSocialPrefill(prefill);

  const onSubmit = form.handleSubmit(
    async ({ confirm_password: _c, ...values }) => {
      setFormError(null);
      const e = await signup.mutateAsync({ ...values, ...(socialId ? { social_id: socialId } : {}) });
      if (done(e)) return;
      applyServerErrors(form.setError, e, FIELDS);
      // Spec §8: the organisation sign-up shows the error description unless the code is 100.
      setFormError(e.status.desc);
    },
    () => setFormError(Msg.formInvalid),
  );

  return (
    <AuthShell title="Sign up as an organisation" intro="For non-profits, schools, faith groups, companies and government bodies." wide>
      {!socialId && <FacebookButton intent="orgsignup" label="Sign up with Facebook" />}
      {expired && <FormError message={AccountMsg.socialExpired} />}
      <form onSubmit={onSubmit} noValidate>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField
              label="Organization name"
              autoComplete="organization"
              error={errors.organization_name?.message}
              {...form.register('organization_name')}
            />
          </div>
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
          <div className="sm:col-span-2">
            <TextField
              label="Organization email"
              type="email"
              inputMode="email"
              autoComplete="email"
              hint="You will sign in with this address."
              error={errors.organization_email?.message}
              {...form.register('organization_email')}
            />
          </div>
          <TextField
            label="Organization mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="08012345678"
            error={errors.organization_mobile?.message}
            {...form.register('organization_mobile')}
          />
          <TextField
            label="Secondary mobile (optional)"
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
        <div className="grid gap-x-4 sm:grid-cols-2">
          <PasswordField
            label="Password"
            autoComplete="new-password"
            hint={Msg.password}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            error={errors.confirm_password?.message}
            {...form.register('confirm_password')}
          />
        </div>
        <TermsNote />
        <FormError message={formError} />
        <Button type="submit" loading={signup.isPending} className="w-full sm:w-auto">
          Create organisation account
        </Button>
      </form>
      <p className="mt-6 text-sm text-slate-600">
        Signing up for yourself?{' '}
        <Link to="/signup_individual" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          Create an individual account
        </Link>
        . Already registered?{' '}
        <Link to="/signin" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthShell>
  );
}
