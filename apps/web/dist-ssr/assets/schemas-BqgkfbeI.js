import { _ as ORGANIZATION_CATEGORIES, f as ID_TYPES, l as GENDERS, v as ORGANIZATION_TYPES } from './constants-DBX7dDmi.js';
import { L as Msg } from '../entry-server.js';
import { c as nationalNigerianPhone, l as normalizeNigerianPhone, u as checkField } from './field-BhGmjKt2.js';
import {
  _ as NEVER,
  a as _enum,
  c as boolean,
  d as object,
  m as union,
  n as oneOf,
  p as string,
  t as field,
  u as number,
} from './rules-Ch6PIl7_.js';
import { t as AccountMsg } from './messages-BJG9K-nq.js';
// ../../packages/shared/src/accounts/social.ts
var NETWORKS = {
  facebook: {
    base: 'https://www.facebook.com/',
    hosts: ['facebook.com', 'fb.com'],
    name: /^[a-z0-9.-]{1,80}$/,
  },
  twitter: {
    base: 'https://x.com/',
    hosts: ['x.com', 'twitter.com'],
    name: /^[a-z0-9_]{1,50}$/,
  },
  instagram: {
    base: 'https://www.instagram.com/',
    hosts: ['instagram.com', 'instagr.am'],
    name: /^[a-z0-9._]{1,60}$/,
  },
};
/** Path starts that are pages of the site, not somebody's profile. */
var NOT_A_PROFILE = /* @__PURE__ */ new Set([
  'home',
  'login',
  'signup',
  'share',
  'sharer',
  'sharer.php',
  'intent',
  'explore',
  'search',
  'hashtag',
  'groups',
  'events',
  'watch',
  'p',
  'reel',
  'reels',
  'stories',
  'i',
  'settings',
  'messages',
  'notifications',
]);
/** Sub-domains that show the same profile as the main site. */
var SAME_SITE = /^(?:www|m|mobile|web|mbasic|touch)\./;
/** The one stored form of a profile typed into the `network` field, or null when it is not one. */
function normalizeSocial(network, value) {
  const n = NETWORKS[network];
  const v = value.trim();
  if (!v || v.length > 300 || /\s/.test(v)) return null;
  const bare = v.replace(/^@/, '').toLowerCase();
  if (!bare.includes('/') && !n.hosts.some((h) => bare === h || bare.endsWith(`.${h}`)) && n.name.test(bare) && !/^\.|\.$/.test(bare))
    return NOT_A_PROFILE.has(bare) ? null : n.base + bare;
  let url;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase().replace(SAME_SITE, '');
  if (!n.hosts.includes(host)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  if (network === 'facebook' && parts[0]?.toLowerCase() === 'profile.php') {
    const id = url.searchParams.get('id');
    return id && /^\d{1,25}$/.test(id) ? `${n.base}profile.php?id=${id}` : null;
  }
  const name = (parts[0] ?? '').replace(/^@/, '').toLowerCase();
  if (!n.name.test(name) || NOT_A_PROFILE.has(name)) return null;
  return n.base + name;
}
// ../../packages/shared/src/accounts/schemas.ts
/**
 * One schema per accounts form (spec §3 and §5), used by the web form and the API route alike.
 * Field rules run in the spec's order through `field()`; what the spec leaves open (lengths,
 * the Nigerian-mobile check, social links) is ours and documented in docs/decisions/020-*.
 */
var Len = {
  name: 50,
  orgName: 100,
  address: 200,
  email: 254,
  password: 128,
  social: 200,
  token: 200,
};
var NUL = /\u0000/;
/** A Nigerian mobile in E.164: +234 then 70x–91x and eight digits (the API re-checks with libphonenumber). */
var NG_MOBILE_E164 = /^\+234[789][01]\d{8}$/;
/** A Nigerian mobile as people write it at home: 08012345678 (or without the leading 0). */
var NG_MOBILE_LOCAL = /^0?[789][01]\d{8}$/;
var noIssues = (p) => p.issues.length === 0;
/** A password-like value: never trimmed (a space is part of a password), otherwise the spec's rules. */
function secret(r) {
  return string({ error: Msg.required(r.label) }).superRefine((v, ctx) => {
    if (NUL.test(v))
      return void ctx.addIssue({
        code: 'custom',
        message: AccountMsg.notAllowedChars(r.label),
      });
    const m = checkField(v, r);
    if (m)
      ctx.addIssue({
        code: 'custom',
        message: m,
      });
  });
}
/** An e-mail address, stored and compared in lower case. */
var emailField = (label = 'Email', min) =>
  field({
    label,
    min,
    max: Len.email,
    email: true,
  }).transform((v) => v.toLowerCase());
/**
 * A mobile in the spec's +234 shape that is also a Nigerian mobile number. However it was written
 * (0803 123 4567, 803…, 234…, +234 (0) 803-…), it is first put in that shape (phone.ts).
 */
var mobileField = (label = 'Mobile') =>
  field({
    label,
    phone: true,
    normalize: normalizeNigerianPhone,
  }).refine((v) => NG_MOBILE_E164.test(v), {
    message: AccountMsg.nigerianMobile,
    when: noIssues,
  });
/**
 * An organisation phone: 8 to 11 characters (spec §5), written the Nigerian way (0801…); a number
 * written otherwise (+234 803 123 4567, 803 123 4567…) is first put that way (phone.ts).
 */
var orgMobileRules = (label) => ({
  label,
  min: 8,
  max: 11,
  normalize: nationalNigerianPhone,
});
var orgMobileField = (label) =>
  field(orgMobileRules(label)).refine((v) => NG_MOBILE_LOCAL.test(v), {
    message: AccountMsg.orgMobile,
    when: noIssues,
  });
var optionalOrgMobileField = (label) =>
  optionalText(orgMobileRules(label)).refine((v) => v === '' || NG_MOBILE_LOCAL.test(v), {
    message: AccountMsg.orgMobile,
    when: noIssues,
  });
/** An optional text field: absent, null or blank is '' ; otherwise its normal form (`normalize`) and the spec's rules apply. */
function optionalText(r) {
  return string({ error: AccountMsg.notValid(r.label) })
    .nullish()
    .transform((v) => {
      const t = (v ?? '').trim();
      return r.normalize ? r.normalize(t) : t;
    })
    .superRefine((v, ctx) => {
      if (v === '') return;
      if (NUL.test(v))
        return void ctx.addIssue({
          code: 'custom',
          message: AccountMsg.notAllowedChars(r.label),
        });
      const m = checkField(v, {
        ...r,
        required: false,
      });
      if (m)
        ctx.addIssue({
          code: 'custom',
          message: m,
        });
    });
}
/** A state or LGA id from a select (a string) or a JSON number; anything else reads as empty. */
var idField = (label) =>
  union([number(), string()], { error: Msg.required(label) }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n) || n <= 0 || n > 2147483647) {
      ctx.addIssue({
        code: 'custom',
        message: Msg.required(label),
      });
      return NEVER;
    }
    return n;
  });
/** The password and its confirmation must match; checked even while other fields are invalid. */
function confirm(schema, pw, cpw, message = Msg.confirmPassword) {
  return schema.refine(
    (o) => {
      const v = o;
      return !v[cpw] || v[cpw] === v[pw];
    },
    {
      path: [cpw],
      message,
      when: (p) => {
        const v = p.value;
        return typeof v?.[pw] === 'string' && typeof v?.[cpw] === 'string';
      },
    },
  );
}
/** A social profile: a username or a link to it, stored in one form (social.ts). */
var socialField = (label, network) =>
  field({
    label,
    max: Len.social,
  }).transform((v, ctx) => {
    const url = normalizeSocial(network, v);
    if (url) return url;
    ctx.addIssue({
      code: 'custom',
      message: AccountMsg.socialLink,
    });
    return NEVER;
  });
var signinSchema = object({
  email: emailField('Email', 4),
  password: secret({
    label: 'Password',
    max: Len.password,
    password: true,
  }),
  remember: boolean().optional(),
});
var individualFields = {
  email: emailField(),
  first_name: field({
    label: 'First name',
    max: Len.name,
  }),
  last_name: field({
    label: 'Last name',
    max: Len.name,
  }),
  password: secret({
    label: 'Password',
    max: Len.password,
    password: true,
  }),
  state: idField('State'),
  lga: idField('LGA'),
  mobile: mobileField(),
  gender: oneOf('Gender', GENDERS),
};
var socialId = string()
  .regex(/^[a-z0-9]{8,40}$/, 'The sign-up link is not valid')
  .optional();
object({
  ...individualFields,
  social_id: socialId,
});
var signupIndividualFormSchema = confirm(
  object({
    ...individualFields,
    confirm_password: secret({
      label: 'Confirm password',
      max: Len.password,
    }),
  }),
  'password',
  'confirm_password',
);
var organizationFields = {
  organization_email: emailField('Organization email'),
  password: secret({
    label: 'Password',
    max: Len.password,
    password: true,
  }),
  organization_mobile: orgMobileField('Organization mobile'),
  secondary_mobile: optionalOrgMobileField('Secondary mobile'),
  organization_name: field({
    label: 'Organization name',
    max: Len.orgName,
  }),
  organization_type: oneOf('Organization type', ORGANIZATION_TYPES),
  organization_address: field({
    label: 'Organization address',
    max: Len.address,
  }),
  category: oneOf('Category', ORGANIZATION_CATEGORIES),
  state: idField('State'),
  lga: idField('LGA'),
};
object({
  ...organizationFields,
  social_id: socialId,
});
var signupOrganizationFormSchema = confirm(
  object({
    ...organizationFields,
    confirm_password: secret({
      label: 'Confirm password',
      max: Len.password,
    }),
  }),
  'password',
  'confirm_password',
);
var profileIndividualSchema = object({
  first_name: individualFields.first_name,
  last_name: individualFields.last_name,
  mobile: mobileField(),
  state: idField('State'),
  lga: idField('LGA'),
  gender: oneOf('Gender', GENDERS).optional(),
});
/** Every field required here, secondary_mobile too (spec §5, organisation profile). */
var profileOrganizationSchema = object({
  organization_name: organizationFields.organization_name,
  organization_type: organizationFields.organization_type,
  category: organizationFields.category,
  organization_mobile: orgMobileField('Organization mobile'),
  secondary_mobile: orgMobileField('Secondary mobile'),
  organization_address: organizationFields.organization_address,
  state: idField('State'),
  lga: idField('LGA'),
});
var newPassword = (label) =>
  secret({
    label,
    max: Len.password,
    password: true,
  });
/** PUT /account/password (individual): current_password, new_password, cnew_password. */
var passwordChangeSchema = confirm(
  object({
    current_password: secret({
      label: 'Current password',
      max: Len.password,
      password: true,
    }),
    new_password: newPassword('New password'),
    cnew_password: secret({
      label: 'Confirm new password',
      max: Len.password,
    }),
  }),
  'new_password',
  'cnew_password',
);
/** The organisation's version names the new password `password` (spec §5). */
var orgPasswordChangeSchema = confirm(
  object({
    current_password: secret({
      label: 'Current password',
      max: Len.password,
      password: true,
    }),
    password: newPassword('New password'),
    cnew_password: secret({
      label: 'Confirm new password',
      max: Len.password,
    }),
  }),
  'password',
  'cnew_password',
);
/** PUT /account/email: the new address, confirmed with the current password. */
var emailChangeSchema = object({
  email: emailField('New email'),
  password: secret({
    label: 'Current password',
    max: Len.password,
  }),
});
var token = field({
  label: 'Token',
  max: Len.token,
});
object({ token });
object({
  email: emailField().optional(),
  token: token.optional(),
}).refine((o) => !!o.email || !!o.token, {
  path: ['email'],
  message: Msg.required('Email'),
});
/** POST /account/emailtoresetpassword. */
var forgotPasswordSchema = object({ email: emailField() });
/** POST /account/resetpassword: pass, cpass, token; the spec's own mismatch message. */
var resetPasswordSchema = confirm(
  object({
    pass: secret({
      label: 'Password',
      max: Len.password,
      password: true,
    }),
    cpass: secret({
      label: 'Confirm password',
      max: Len.password,
    }),
    token,
  }),
  'pass',
  'cpass',
  Msg.resetMismatch,
);
var userRefSchema = object(
  {
    first_name: field({
      label: "Reference's first name",
      max: Len.name,
    }),
    last_name: field({
      label: "Reference's last name",
      max: Len.name,
    }),
    mobile: mobileField("Reference's mobile"),
    email: emailField("Reference's email"),
  },
  { error: Msg.required('Reference person') },
);
/** PUT /account/verification. The images are uploaded on their own (imageverification, verification/file). */
var verificationSchema = object({
  facebook: socialField('Facebook', 'facebook'),
  twitter: socialField('Twitter', 'twitter'),
  instagram: socialField('Instagram', 'instagram'),
  id_type: _enum(ID_TYPES, { error: AccountMsg.idTypeRequired }).optional(),
  user_ref: userRefSchema,
});
var phoneCodeSchema = object({
  code: field({
    label: 'Code',
    max: 6,
  }).refine((v) => /^\d{6}$/.test(v), {
    message: AccountMsg.code,
    when: noIssues,
  }),
});
object({ code: string().regex(/^[A-Za-z0-9_-]{20,100}$/, AccountMsg.facebookFailed) });
object({ id: string().regex(/^[a-z0-9]{8,40}$/, 'The sign-up link is not valid') });
export {
  phoneCodeSchema as a,
  resetPasswordSchema as c,
  signupOrganizationFormSchema as d,
  verificationSchema as f,
  passwordChangeSchema as i,
  signinSchema as l,
  forgotPasswordSchema as n,
  profileIndividualSchema as o,
  orgPasswordChangeSchema as r,
  profileOrganizationSchema as s,
  emailChangeSchema as t,
  signupIndividualFormSchema as u,
};
