import { M as b, b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { r as useForm, t as u } from './zod-BX93EeEk.js';
import { d as signupOrganizationFormSchema } from './schemas-BqgkfbeI.js';
import { A as api, b as Button } from '../entry-server.js';
import { n as EmailField, r as FormError } from './field-BhGmjKt2.js';
import { n as useFormSubmit } from './forms-CuVYEf0F.js';
import { t as useMutation } from './useMutation-DO8xEaHr.js';
import {
  a as OrganizationNameField,
  i as OrganizationKindFields,
  n as NewPasswordFields,
  o as OrganizationPhoneFields,
  r as OrganizationAddressField,
} from './account-fields-D08-bg7N.js';
import { t as PlaceFields } from './place-fields-CS4vYIvz.js';
import { i as SignupShell, n as useSignupSubmit, r as TermsNote, t as useSocialPrefill } from './use-social-prefill-P_Ssm6Dl.js';
// src/features/auth/api/signup-organization.ts
/** POST /account/organisation. */
var signupOrganization = (body) => api('POST', '/account/organisation', body);
var useSignupOrganization = () => useMutation({ mutationFn: signupOrganization });
// src/features/auth/signup-org-page.tsx
var FIELDS = [
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
];
var messages = i18n('auth/signup-org-page', {
  title: 'Sign up as an organisation',
  intro: 'For non-profits, schools, faith groups, companies and government bodies.',
  question: 'Signing up for yourself?',
  other: 'Create an individual account',
  email: 'Organization email',
  emailHint: 'You will sign in with this address.',
  submit: 'Create organisation account',
});
/** /signup_org (spec §3, §5): validated on blur and change; secondary_mobile optional; 8 to 11 characters for phones. */
function SignupOrgPage() {
  const t = useT(messages);
  const signup = useSignupOrganization();
  const form = useForm({
    resolver: u(signupOrganizationFormSchema),
    mode: 'all',
    defaultValues: {
      organization_email: '',
      password: '',
      confirm_password: '',
      organization_mobile: '',
      secondary_mobile: '',
      organization_name: '',
      organization_type: '',
      organization_address: '',
      category: '',
      state: '',
      lga: '',
    },
  });
  const { errors } = form.formState;
  const prefill = b(
    (u) => {
      if (u.email) form.setValue('organization_email', u.email);
      if (u.organization_name) form.setValue('organization_name', u.organization_name);
    },
    [form],
  );
  const social = useSocialPrefill(prefill);
  const send = useSignupSubmit(signup.mutateAsync, social.socialId);
  const { onSubmit, formError } = useFormSubmit(form, FIELDS, ({ confirm_password: _c, ...values }) => send(values));
  return /* @__PURE__ */ a(SignupShell, {
    title: t.title,
    intro: t.intro,
    intent: 'orgsignup',
    social,
    other: {
      question: t.question,
      to: '/signup_individual',
      label: t.other,
    },
    children: /* @__PURE__ */ a('form', {
      onSubmit,
      noValidate: true,
      children: [
        /* @__PURE__ */ a('div', {
          className: 'grid gap-x-4 sm:grid-cols-2',
          children: [
            /* @__PURE__ */ a('div', {
              className: 'sm:col-span-2',
              children: /* @__PURE__ */ a(OrganizationNameField, {
                register: form.register,
                errors,
              }),
            }),
            /* @__PURE__ */ a(OrganizationKindFields, {
              register: form.register,
              errors,
            }),
            /* @__PURE__ */ a('div', {
              className: 'sm:col-span-2',
              children: /* @__PURE__ */ a(EmailField, {
                label: t.email,
                hint: t.emailHint,
                error: errors.organization_email?.message,
                ...form.register('organization_email'),
              }),
            }),
            /* @__PURE__ */ a(OrganizationPhoneFields, {
              register: form.register,
              errors,
              secondaryOptional: true,
            }),
          ],
        }),
        /* @__PURE__ */ a(OrganizationAddressField, {
          register: form.register,
          errors,
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
        /* @__PURE__ */ a(FormError, { message: formError }),
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
export { SignupOrgPage as default, messages };
