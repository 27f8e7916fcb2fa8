import { G as Navigate, L as Msg, S as PageSpinner, Y as useSearchParams, b as Button } from '../entry-server.js';
import { r as useAccount } from './get-account-BItFdri6.js';
import { i as AccountSettings, n as useSaveProfile, r as PhotoPicker, t as SettingsShell } from './settings-shell-CRBq6h3x.js';
import { r as useForm, t as u } from './zod-BX93EeEk.js';
import { o as profileIndividualSchema } from './schemas-BqgkfbeI.js';
import { i as MobileField, r as FormError, t as ChoiceField } from './field-BhGmjKt2.js';
import { n as useFormSubmit } from './forms-CuVYEf0F.js';
import { b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { s as useGenderChoices, t as NameFields } from './account-fields-D08-bg7N.js';
import { t as PlaceFields } from './place-fields-CS4vYIvz.js';
import { n as Tabs } from './tabs-DGuVgDVS.js';
// src/features/profile/components/individual-profile-form.tsx
var messages$1 = i18n('profile/individual-profile-form', {
  photo: 'Profile photo',
  mobileConfirmed: 'This number is confirmed. Changing it means confirming the new one.',
  gender: 'Gender',
  noGender: 'Prefer not to say',
  save: 'Save Changes',
});
var FIELDS = ['first_name', 'last_name', 'mobile', 'state', 'lga', 'gender'];
var valuesOf = (u) => ({
  first_name: u.first_name,
  last_name: u.last_name,
  mobile: u.mobile ?? '+234',
  state: u.state_id ?? '',
  lga: u.local_id ?? '',
  gender: u.gender ?? void 0,
});
/** Profile Settings of an individual (spec §5): first_name, last_name, mobile, state, lga required; a profile image required. */
function IndividualProfileForm({ user }) {
  const t = useT(messages$1);
  const genderChoices = useGenderChoices();
  const form = useForm({
    resolver: u(profileIndividualSchema),
    defaultValues: valuesOf(user),
  });
  const saver = useSaveProfile((fresh) => form.reset(valuesOf(fresh)));
  const { errors } = form.formState;
  const { onSubmit, formError } = useFormSubmit(form, FIELDS, async (values) => {
    if (!user.image_url && !saver.file) {
      saver.setPhotoError(Msg.selectImageFirst);
      return Msg.selectImageFirst;
    }
    return saver.save(values);
  });
  return /* @__PURE__ */ a('form', {
    onSubmit,
    noValidate: true,
    children: [
      /* @__PURE__ */ a(PhotoPicker, {
        label: t.photo,
        current: user.image_url,
        saver,
      }),
      /* @__PURE__ */ a(FormError, { message: formError }),
      /* @__PURE__ */ a('div', {
        className: 'grid gap-x-4 sm:grid-cols-2',
        children: [
          /* @__PURE__ */ a(NameFields, {
            register: form.register,
            errors,
          }),
          /* @__PURE__ */ a(MobileField, {
            hint: user.mobile_verified ? t.mobileConfirmed : void 0,
            error: errors.mobile?.message,
            ...form.register('mobile'),
          }),
          /* @__PURE__ */ a(ChoiceField, {
            label: t.gender,
            placeholder: t.noGender,
            options: genderChoices,
            error: errors.gender?.message,
            ...form.register('gender', { setValueAs: (v) => v || void 0 }),
          }),
        ],
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
// src/features/profile/settings-individual-page.tsx
var messages = i18n('profile/settings-individual-page', {
  title: 'Settings',
  profile: 'Profile Settings',
  account: 'Account Settings',
});
/** /profile_setting/individual (spec §2): Profile Settings and Account Settings. */
function SettingsIndividualPage() {
  const t = useT(messages);
  const { data: user } = useAccount();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'account' ? 'account' : 'profile';
  if (!user) return /* @__PURE__ */ a(PageSpinner, {});
  if (user.is_organization)
    return /* @__PURE__ */ a(Navigate, {
      to: '/profile_setting/organization',
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
  ];
  return /* @__PURE__ */ a(SettingsShell, {
    title: t.title,
    children: /* @__PURE__ */ a(Tabs, {
      layout: 'grid',
      tabs,
      value: tab,
      onChange: (k) => setParams(k === 'profile' ? {} : { tab: k }, { replace: true }),
      label: t.title,
      children: tab === 'profile' ? /* @__PURE__ */ a(IndividualProfileForm, { user }) : /* @__PURE__ */ a(AccountSettings, { user }),
    }),
  });
}
export { SettingsIndividualPage as default, messages };
