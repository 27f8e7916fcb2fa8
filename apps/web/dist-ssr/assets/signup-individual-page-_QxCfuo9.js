import { M as b, b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { r as useForm, t as u } from './zod-BX93EeEk.js';
import { u as signupIndividualFormSchema } from './schemas-BqgkfbeI.js';
import { A as api, b as Button } from '../entry-server.js';
import { i as MobileField, n as EmailField, r as FormError, t as ChoiceField } from './field-BhGmjKt2.js';
import { n as useFormSubmit } from './forms-CuVYEf0F.js';
import { t as useMutation } from './useMutation-DO8xEaHr.js';
import { n as NewPasswordFields, s as useGenderChoices, t as NameFields } from './account-fields-D08-bg7N.js';
import { t as PlaceFields } from './place-fields-CS4vYIvz.js';
import { i as SignupShell, n as useSignupSubmit, r as TermsNote, t as useSocialPrefill } from './use-social-prefill-P_Ssm6Dl.js';
// src/features/auth/api/signup-individual.ts
/** POST /account (individual) — confirm_password stays in the form (spec §3: not sent). */
var signupIndividual = (body) => api('POST', '/account', body);
var useSignupIndividual = () => useMutation({ mutationFn: signupIndividual });
// src/features/auth/signup-individual-page.tsx
var FIELDS = ['email', 'first_name', 'last_name', 'password', 'confirm_password', 'state', 'lga', 'mobile', 'gender'];
var messages = i18n('auth/signup-individual-page', {
  title: 'Sign up as an individual',
  intro: 'It takes a minute. We will e-mail you a link to verify your address.',
  question: 'Signing up for an organisation?',
  other: 'Create an organisation account',
  gender: 'Gender',
  selectGender: 'Select your gender',
  submit: 'Create my account',
});
/** /signup_individual (spec §3, §5): every field required, the password rule, the confirmation. */
function SignupIndividualPage() {
  const t = useT(messages);
  const genderChoices = useGenderChoices();
  const signup = useSignupIndividual();
  const form = useForm({
    resolver: u(signupIndividualFormSchema),
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
      gender: '',
    },
  });
  const { errors } = form.formState;
  const prefill = b(
    (u) => {
      if (u.email) form.setValue('email', u.email);
      if (u.first_name) form.setValue('first_name', u.first_name);
      if (u.last_name) form.setValue('last_name', u.last_name);
    },
    [form],
  );
  const social = useSocialPrefill(prefill);
  const send = useSignupSubmit(signup.mutateAsync, social.socialId);
  const { onSubmit, formError } = useFormSubmit(form, FIELDS, ({ confirm_password: _c, ...values }) => send(values));
  return /* @__PURE__ */ a(SignupShell, {
    title: t.title,
    intro: t.intro,
    intent: 'signup',
    social,
    other: {
      question: t.question,
      to: '/signup_org',
      label: t.other,
    },
    children: /* @__PURE__ */ a('form', {
      onSubmit,
      noValidate: true,
      children: [
        /* @__PURE__ */ a(FormError, { message: formError }),
        /* @__PURE__ */ a('div', {
          className: 'grid gap-x-4 sm:grid-cols-2',
          children: [
            /* @__PURE__ */ a(NameFields, {
              register: form.register,
              errors,
            }),
            /* @__PURE__ */ a(EmailField, {
              error: errors.email?.message,
              ...form.register('email'),
            }),
            /* @__PURE__ */ a(MobileField, {
              error: errors.mobile?.message,
              ...form.register('mobile'),
            }),
            /* @__PURE__ */ a(ChoiceField, {
              label: t.gender,
              placeholder: t.selectGender,
              options: genderChoices,
              error: errors.gender?.message,
              ...form.register('gender'),
            }),
          ],
        }),
        /* @__PURE__ */ a(PlaceFields, {
          control: form.control,
          setValue: form.setValue,
          errors,
        }),
        /* @__PURE__ */ a(NewPasswordFields, {
          register: form.register,
          errors,
        }),
        /* @__PURE__ */ a(TermsNote, {}),
        /* @__PURE__ */ a(Button, {
          type: 'submit',
          loading: signup.isPending,
          className: 'w-full sm:w-auto',
          children: t.submit,
        }),
      ],
    }),
  });
}
export { SignupIndividualPage as default, messages };
