import { useCallback } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import { signupIndividualFormSchema, type SignupIndividualForm } from '@ireti/shared/accounts/schemas';
import type { SocialSignupDetails } from '@ireti/shared/accounts/types';
import { Button } from '../../components/ui/button.tsx';
import { ChoiceField, FormError, TextField } from '../../components/ui/field.tsx';
import { useFormSubmit } from '../../lib/forms.ts';
import { useSignupIndividual } from './api/signup-individual.ts';
import { AuthShell } from './components/auth-shell.tsx';
import { genderChoices, NameFields, NewPasswordFields } from './components/account-fields.tsx';
import { FacebookButton } from './components/facebook-button.tsx';
import { PlaceFields } from './components/place-fields.tsx';
import { TermsNote } from './components/terms-note.tsx';
import { useSignupDone } from './use-signup-done.ts';
import { useSocialPrefill } from './use-social-prefill.ts';

const FIELDS = ['email', 'first_name', 'last_name', 'password', 'confirm_password', 'state', 'lga', 'mobile', 'gender'] as const;

/** /signup_individual (spec §3, §5): every field required, the password rule, the confirmation. */
export default function SignupIndividualPage() {
  const signup = useSignupIndividual();
  const done = useSignupDone();
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

  const { onSubmit, formError } = useFormSubmit(form, FIELDS, async ({ confirm_password: _c, ...values }) => {
    const e = await signup.mutateAsync({ ...values, ...(socialId ? { social_id: socialId } : {}) });
    return done(e) ? undefined : e;
  });

  return (
    <AuthShell title="Sign up as an individual" intro="It takes a minute. We will e-mail you a link to verify your address." wide>
      {!socialId && <FacebookButton intent="signup" label="Sign up with Facebook" />}
      {expired && <FormError message={AccountMsg.socialExpired} />}
      <form onSubmit={onSubmit} noValidate>
        <FormError message={formError} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <NameFields register={form.register} errors={errors} />
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
          <ChoiceField
            label="Gender"
            placeholder="Select your gender"
            options={genderChoices}
            error={errors.gender?.message}
            {...form.register('gender')}
          />
        </div>
        <PlaceFields control={form.control} setValue={form.setValue} errors={errors} />
        <NewPasswordFields register={form.register} errors={errors} />
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
