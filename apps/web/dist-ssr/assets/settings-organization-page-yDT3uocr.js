import { G as Navigate, S as PageSpinner, Y as useSearchParams, b as Button, v as IdentityStatus } from '../entry-server.js';
import { r as useAccount } from './get-account-BItFdri6.js';
import { t as VerificationForm } from './verification-form-4ezTyEZE.js';
import { i as AccountSettings, n as useSaveProfile, r as PhotoPicker, t as SettingsShell } from './settings-shell-CRBq6h3x.js';
import { r as useForm, t as u } from './zod-BX93EeEk.js';
import { s as profileOrganizationSchema } from './schemas-BqgkfbeI.js';
import { c as nationalNigerianPhone, r as FormError } from './field-BhGmjKt2.js';
import { n as useFormSubmit } from './forms-CuVYEf0F.js';
import { I as $, b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import {
  a as OrganizationNameField,
  i as OrganizationKindFields,
  o as OrganizationPhoneFields,
  r as OrganizationAddressField,
} from './account-fields-D08-bg7N.js';
import { t as PlaceFields } from './place-fields-CS4vYIvz.js';
import { n as Tabs } from './tabs-DGuVgDVS.js';
// src/features/profile/components/organization-profile-form.tsx
var messages$1 = i18n('profile/organization-profile-form', {
  logo: 'Organisation logo',
  save: 'Save Changes',
});
var FIELDS = [
  'organization_name',
  'organization_type',
  'category',
  'organization_mobile',
  'secondary_mobile',
  'organization_address',
  'state',
  'lga',
];
/** +2348031234567 → 08031234567: the organisation forms take 8 to 11 characters (spec §5). */
var national = (m) => nationalNigerianPhone(m ?? '');
var valuesOf = (u) => ({
  organization_name: u.organization_name ?? '',
  organization_type: u.organization_type ?? '',
  category: u.category ?? '',
  organization_mobile: national(u.organization_mobile),
  secondary_mobile: national(u.secondary_mobile),
  organization_address: u.organization_address ?? '',
  state: u.state_id ?? '',
  lga: u.local_id ?? '',
});
/** Profile Settings of an organisation (spec §5): every field required, secondary mobile too. */
function OrganizationProfileForm({ user }) {
  const t = useT(messages$1);
  const form = useForm({
    resolver: u(profileOrganizationSchema),
    defaultValues: valuesOf(user),
  });
  const saver = useSaveProfile((fresh) => form.reset(valuesOf(fresh)));
  const { errors } = form.formState;
  const { onSubmit, formError } = useFormSubmit(form, FIELDS, saver.save);
  return /* @__PURE__ */ a('form', {
    onSubmit,
    noValidate: true,
    children: [
      /* @__PURE__ */ a(PhotoPicker, {
        label: t.logo,
        round: false,
        current: user.image_url,
        saver,
      }),
      /* @__PURE__ */ a(FormError, { message: formError }),
      /* @__PURE__ */ a(OrganizationNameField, {
        register: form.register,
        errors,
      }),
      /* @__PURE__ */ a('div', {
        className: 'grid gap-x-4 sm:grid-cols-2',
        children: [
          /* @__PURE__ */ a(OrganizationKindFields, {
            register: form.register,
            errors,
          }),
          /* @__PURE__ */ a(OrganizationPhoneFields, {
            register: form.register,
            errors,
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
      /* @__PURE__ */ a(Button, {
        type: 'submit',
        loading: saver.pending,
        children: t.save,
      }),
    ],
  });
}
// src/features/profile/settings-organization-page.tsx
var messages = i18n('profile/settings-organization-page', {
  title: 'Organisation settings',
  settings: 'Settings',
  profile: 'Profile Settings',
  account: 'Account Settings',
  verification: 'Verification Information',
});
/** /profile_setting/organization (spec §2): Profile Settings, Account Settings and Verification Information (the /verify form in edit mode). */
function SettingsOrganizationPage() {
  const t = useT(messages);
  const { data: user } = useAccount();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = requested === 'account' || requested === 'verification' ? requested : 'profile';
  if (!user) return /* @__PURE__ */ a(PageSpinner, {});
  if (!user.is_organization)
    return /* @__PURE__ */ a(Navigate, {
      to: '/profile_setting/individual',
      replace: true,
    });
  const tabs = [
    {
      key: 'profile',
      label: t.profile,
    },
    {
      key: 'account',
      label: t.account,
    },
    {
      key: 'verification',
      label: t.verification,
    },
  ];
  return /* @__PURE__ */ a(SettingsShell, {
    title: t.title,
    children: /* @__PURE__ */ a(Tabs, {
      layout: 'grid',
      tabs,
      value: tab,
      onChange: (k) => setParams(k === 'profile' ? {} : { tab: k }, { replace: true }),
      label: t.settings,
      children: [
        tab === 'profile' && /* @__PURE__ */ a(OrganizationProfileForm, { user }),
        tab === 'account' && /* @__PURE__ */ a(AccountSettings, { user }),
        tab === 'verification' &&
          /* @__PURE__ */ a($, {
            children: [
              /* @__PURE__ */ a(IdentityStatus, { user }),
              /* @__PURE__ */ a(VerificationForm, {
                user,
                editMode: true,
              }),
            ],
          }),
      ],
    }),
  });
}
export { SettingsOrganizationPage as default, messages };
