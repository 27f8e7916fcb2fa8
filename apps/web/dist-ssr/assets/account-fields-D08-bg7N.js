import { _ as ORGANIZATION_CATEGORIES, l as GENDERS, v as ORGANIZATION_TYPES } from './constants-DBX7dDmi.js';
import { A as api, H as useQuery, L as Msg, N as unwrap } from '../entry-server.js';
import { i as MobileField, o as TextArea, s as TextField, t as ChoiceField } from './field-BhGmjKt2.js';
import { I as $, b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { n as useChoices } from './choices-CaDu1VOV.js';
import { t as PasswordField } from './password-field-C39WHVLN.js';
// src/lib/reference/get-org-types.ts
/** GET /misc/org_types: organisation types and categories (the shared lists until it answers). */
var getOrgTypes = (signal) => unwrap(api('GET', '/misc/org_types', void 0, { signal }));
function useOrgTypes() {
  return useQuery({
    queryKey: ['reference', 'org-types'],
    queryFn: ({ signal }) => getOrgTypes(signal),
    staleTime: Infinity,
    placeholderData: {
      org_types: [...ORGANIZATION_TYPES],
      org_categories: [...ORGANIZATION_CATEGORIES],
    },
  });
}
// src/components/account/account-fields.tsx
var messages = i18n('account/account-fields', {
  firstName: 'First name',
  lastName: 'Last name',
  password: 'Password',
  confirmPassword: 'Confirm password',
  organizationName: 'Organization name',
  organizationMobile: 'Organization mobile',
  secondaryMobileOptional: 'Secondary mobile (optional)',
  secondaryMobile: 'Secondary mobile',
  organizationType: 'Organization type',
  selectType: 'Select a type',
  category: 'Category',
  selectCategory: 'Select a category',
  organizationAddress: 'Organization address',
});
/** The gender choices, labelled in the current language. */
var useGenderChoices = () => useChoices(GENDERS);
/** First and last name of an individual (two cells of the caller's grid). */
function NameFields({ register, errors }) {
  const t = useT(messages);
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a(TextField, {
        label: t.firstName,
        autoComplete: 'given-name',
        error: errors.first_name?.message,
        ...register('first_name'),
      }),
      /* @__PURE__ */ a(TextField, {
        label: t.lastName,
        autoComplete: 'family-name',
        error: errors.last_name?.message,
        ...register('last_name'),
      }),
    ],
  });
}
/** A new account's password and its confirmation, side by side from the small breakpoint. */
function NewPasswordFields({ register, errors }) {
  const t = useT(messages);
  return /* @__PURE__ */ a('div', {
    className: 'grid gap-x-4 sm:grid-cols-2',
    children: [
      /* @__PURE__ */ a(PasswordField, {
        label: t.password,
        autoComplete: 'new-password',
        hint: Msg.password,
        error: errors.password?.message,
        ...register('password'),
      }),
      /* @__PURE__ */ a(PasswordField, {
        label: t.confirmPassword,
        autoComplete: 'new-password',
        error: errors.confirm_password?.message,
        ...register('confirm_password'),
      }),
    ],
  });
}
function OrganizationNameField({ register, errors }) {
  const t = useT(messages);
  return /* @__PURE__ */ a(TextField, {
    label: t.organizationName,
    autoComplete: 'organization',
    error: errors.organization_name?.message,
    ...register('organization_name'),
  });
}
/**
 * An organisation's two numbers, 8 to 11 characters (spec §5), put in the 08031234567 form as the
 * person leaves each; the second is optional at sign-up only.
 */
function OrganizationPhoneFields({ register, errors, secondaryOptional = false }) {
  const t = useT(messages);
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a(MobileField, {
        national: true,
        label: t.organizationMobile,
        hint: null,
        placeholder: '08012345678',
        error: errors.organization_mobile?.message,
        ...register('organization_mobile'),
      }),
      /* @__PURE__ */ a(MobileField, {
        national: true,
        label: secondaryOptional ? t.secondaryMobileOptional : t.secondaryMobile,
        hint: null,
        autoComplete: void 0,
        placeholder: '08012345678',
        error: errors.secondary_mobile?.message,
        ...register('secondary_mobile'),
      }),
    ],
  });
}
/** An organisation's type and category, from the reference lists (two cells of the caller's grid). */
function OrganizationKindFields({ register, errors }) {
  const t = useT(messages);
  const types = useOrgTypes();
  const typeChoices = useChoices(types.data?.org_types);
  const categoryChoices = useChoices(types.data?.org_categories);
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a(ChoiceField, {
        label: t.organizationType,
        placeholder: t.selectType,
        options: typeChoices,
        error: errors.organization_type?.message,
        ...register('organization_type'),
      }),
      /* @__PURE__ */ a(ChoiceField, {
        label: t.category,
        placeholder: t.selectCategory,
        options: categoryChoices,
        error: errors.category?.message,
        ...register('category'),
      }),
    ],
  });
}
function OrganizationAddressField({ register, errors }) {
  const t = useT(messages);
  return /* @__PURE__ */ a(TextArea, {
    label: t.organizationAddress,
    rows: 2,
    autoComplete: 'street-address',
    error: errors.organization_address?.message,
    ...register('organization_address'),
  });
}
export {
  OrganizationNameField as a,
  OrganizationKindFields as i,
  NewPasswordFields as n,
  OrganizationPhoneFields as o,
  OrganizationAddressField as r,
  useGenderChoices as s,
  NameFields as t,
};
