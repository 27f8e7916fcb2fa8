import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { GENDERS } from '@ireti/shared/constants';
import { Msg } from '@ireti/shared/messages';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import { signupIndividualFormSchema, type SignupIndividualForm } from '@ireti/shared/accounts/schemas';
import type { SocialSignupDetails } from '@ireti/shared/accounts/types';
import { Button } from '../../components/ui/button.tsx';
import { FormError, SelectField, TextField } from '../../components/ui/field.tsx';
import { useSignupIndividual } from './api/signup-individual.ts';
import { AuthShell } from './components/auth-shell.tsx';
import { FacebookButton } from './components/facebook-button.tsx';
import { PasswordField } from './components/password-field.tsx';
import { PlaceFields } from './components/place-fields.tsx';
import { TermsNote } from './components/terms-note.tsx';
import { applyServerErrors } from './form-errors.ts';
import { useSignupDone } from './use-signup-done.ts';
import { useSocialPrefill } from './use-social-prefill.ts';

const FIELDS = ['email', 'first_name', 'last_name', 'password', 'confirm_password', 'state', 'lga', 'mobile', 'gender'] as const;

/** /signup_individual (spec §3, §5): every field required, the password rule, the confirmation. */
export default function SignupIndividualPage() {
  const signup = useSignupIndividual();
  const done = useSignupDone();
  const [formError, setFormError] = useState<string | null>(null);
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
  const { socialId, expired } = useSocialPrefill(prefill);

  const onSubmit = form.handleSubmit(
    async ({ confirm_password: _c, ...values }) => {
      setFormError(null);
      const e = await signup.mutateAsync({ ...values, ...(socialId ? { social_id: socialId } : {}) });
      if (done(e)) return;
      applyServerErrors(form.setError, e, FIELDS);
      setFormError(e.status.desc);
    },
    () => setFormError(Msg.formInvalid),
  );

  return (
    <AuthShell title="Sign up as an individual" intro="It takes a minute. We will e-mail you a link to verify your address." wide>
      {!socialId && <FacebookButton intent="signup" label="Sign up with Facebook" />}
      {expired && <FormError message={AccountMsg.socialExpired} />}
      <form onSubmit={onSubmit} noValidate>
        <FormError message={formError} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" error={errors.first_name?.message} {...form.register('first_name')} />
          <TextField label="Last name" autoComplete="family-name" error={errors.last_name?.message} {...form.register('last_name')} />
          <TextField
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label="Mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+2348012345678"
            hint="Start with +234, e.g. +2348012345678"
            error={errors.mobile?.message}
            {...form.register('mobile')}
          />
          <SelectField label="Gender" error={errors.gender?.message} {...form.register('gender')}>
            <option value="">Select your gender</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {g === 'male' ? 'Male' : 'Female'}
              </option>
            ))}
          </SelectField>
        </div>
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
        <Button type="submit" loading={signup.isPending} className="w-full sm:w-auto">
          Create my account
        </Button>
      </form>
      <p className="mt-6 text-sm text-slate-600">
        Signing up for an organisation?{' '}
        <Link to="/signup_org" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          Create an organisation account
        </Link>
        . Already registered?{' '}
        <Link to="/signin" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthShell>
  );
}
