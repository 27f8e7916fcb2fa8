import { z } from 'zod';
import { GENDERS, ID_TYPES, ORGANIZATION_CATEGORIES, ORGANIZATION_TYPES } from '../constants.ts';
import { Msg } from '../messages.ts';
import { nationalNigerianPhone, normalizeNigerianPhone } from '../phone.ts';
import { checkField, field, oneOf, type FieldRules } from '../rules.ts';
import { AccountMsg } from './messages.ts';
import { normalizeSocial, type SocialNetwork } from './social.ts';

/**
 * One schema per accounts form (spec §3 and §5), used by the web form and the API route alike.
 * Field rules run in the spec's order through `field()`; what the spec leaves open (lengths,
 * the Nigerian-mobile check, social links) is ours and documented in docs/decisions/020-*.
 */
export const Len = { name: 50, orgName: 100, address: 200, email: 254, password: 128, social: 200, token: 200 } as const;

const NUL = /\u0000/;
/** A Nigerian mobile in E.164: +234 then 70x–91x and eight digits (the API re-checks with libphonenumber). */
export const NG_MOBILE_E164 = /^\+234[789][01]\d{8}$/;
/** A Nigerian mobile as people write it at home: 08012345678 (or without the leading 0). */
export const NG_MOBILE_LOCAL = /^0?[789][01]\d{8}$/;

const noIssues = (p: { issues: unknown[] }) => p.issues.length === 0;

/** A password-like value: never trimmed (a space is part of a password), otherwise the spec's rules. */
export function secret(r: FieldRules) {
  return z.string({ error: Msg.required(r.label) }).superRefine((v, ctx) => {
    if (NUL.test(v)) return void ctx.addIssue({ code: 'custom', message: AccountMsg.notAllowedChars(r.label) });
    const m = checkField(v, r);
    if (m) ctx.addIssue({ code: 'custom', message: m });
  });
}

/** An e-mail address, stored and compared in lower case. */
export const emailField = (label = 'Email', min?: number) =>
  field({ label, min, max: Len.email, email: true }).transform((v) => v.toLowerCase());

/**
 * A mobile in the spec's +234 shape that is also a Nigerian mobile number. However it was written
 * (0803 123 4567, 803…, 234…, +234 (0) 803-…), it is first put in that shape (phone.ts).
 */
export const mobileField = (label = 'Mobile') =>
  field({ label, phone: true, normalize: normalizeNigerianPhone }).refine((v) => NG_MOBILE_E164.test(v), {
    message: AccountMsg.nigerianMobile,
    when: noIssues,
  });

/**
 * An organisation phone: 8 to 11 characters (spec §5), written the Nigerian way (0801…); a number
 * written otherwise (+234 803 123 4567, 803 123 4567…) is first put that way (phone.ts).
 */
const orgMobileRules = (label: string) => ({ label, min: 8, max: 11, normalize: nationalNigerianPhone });
export const orgMobileField = (label: string) =>
  field(orgMobileRules(label)).refine((v) => NG_MOBILE_LOCAL.test(v), { message: AccountMsg.orgMobile, when: noIssues });
export const optionalOrgMobileField = (label: string) =>
  optionalText(orgMobileRules(label)).refine((v) => v === '' || NG_MOBILE_LOCAL.test(v), { message: AccountMsg.orgMobile, when: noIssues });

/** An optional text field: absent, null or blank is '' ; otherwise its normal form (`normalize`) and the spec's rules apply. */
export function optionalText(r: FieldRules) {
  return z
    .string({ error: AccountMsg.notValid(r.label) })
    .nullish()
    .transform((v) => {
      const t = (v ?? '').trim();
      return r.normalize ? r.normalize(t) : t;
    })
    .superRefine((v, ctx) => {
      if (v === '') return;
      if (NUL.test(v)) return void ctx.addIssue({ code: 'custom', message: AccountMsg.notAllowedChars(r.label) });
      const m = checkField(v, { ...r, required: false });
      if (m) ctx.addIssue({ code: 'custom', message: m });
    });
}

/** A state or LGA id from a select (a string) or a JSON number; anything else reads as empty. */
export const idField = (label: string) =>
  z.union([z.number(), z.string()], { error: Msg.required(label) }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: Msg.required(label) });
      return z.NEVER;
    }
    return n;
  });

/** The password and its confirmation must match; checked even while other fields are invalid. */
function confirm<T extends z.ZodObject>(schema: T, pw: string, cpw: string, message: string = Msg.confirmPassword) {
  return schema.refine(
    (o) => {
      const v = o as Record<string, unknown>;
      return !v[cpw] || v[cpw] === v[pw];
    },
    {
      path: [cpw],
      message,
      when: (p) => {
        const v = p.value as Record<string, unknown> | undefined;
        return typeof v?.[pw] === 'string' && typeof v?.[cpw] === 'string';
      },
    },
  );
}

/** A social profile: a username or a link to it, stored in one form (social.ts). */
export const socialField = (label: string, network: SocialNetwork) =>
  field({ label, max: Len.social }).transform((v, ctx) => {
    const url = normalizeSocial(network, v);
    if (url) return url;
    ctx.addIssue({ code: 'custom', message: AccountMsg.socialLink });
    return z.NEVER;
  });

// ——— sign in ———
export const signinSchema = z.object({
  email: emailField('Email', 4),
  password: secret({ label: 'Password', max: Len.password, password: true }),
  remember: z.boolean().optional(),
});
export type SigninInput = z.input<typeof signinSchema>;

// ——— individual sign-up ———
const individualFields = {
  email: emailField(),
  first_name: field({ label: 'First name', max: Len.name }),
  last_name: field({ label: 'Last name', max: Len.name }),
  password: secret({ label: 'Password', max: Len.password, password: true }),
  state: idField('State'),
  lga: idField('LGA'),
  mobile: mobileField(),
  gender: oneOf('Gender', GENDERS),
};
const socialId = z
  .string()
  .regex(/^[a-z0-9]{8,40}$/, 'The sign-up link is not valid')
  .optional();

/** POST /account. confirm_password is checked by the form and not sent (spec §3). */
export const signupIndividualSchema = z.object({ ...individualFields, social_id: socialId });
export const signupIndividualFormSchema = confirm(
  z.object({ ...individualFields, confirm_password: secret({ label: 'Confirm password', max: Len.password }) }),
  'password',
  'confirm_password',
);
export type SignupIndividualInput = z.input<typeof signupIndividualSchema>;
export type SignupIndividualForm = z.input<typeof signupIndividualFormSchema>;

// ——— organisation sign-up ———
const organizationFields = {
  organization_email: emailField('Organization email'),
  password: secret({ label: 'Password', max: Len.password, password: true }),
  organization_mobile: orgMobileField('Organization mobile'),
  secondary_mobile: optionalOrgMobileField('Secondary mobile'),
  organization_name: field({ label: 'Organization name', max: Len.orgName }),
  organization_type: oneOf('Organization type', ORGANIZATION_TYPES),
  organization_address: field({ label: 'Organization address', max: Len.address }),
  category: oneOf('Category', ORGANIZATION_CATEGORIES),
  state: idField('State'),
  lga: idField('LGA'),
};
/** POST /account/organisation. */
export const signupOrganizationSchema = z.object({ ...organizationFields, social_id: socialId });
export const signupOrganizationFormSchema = confirm(
  z.object({ ...organizationFields, confirm_password: secret({ label: 'Confirm password', max: Len.password }) }),
  'password',
  'confirm_password',
);
export type SignupOrganizationInput = z.input<typeof signupOrganizationSchema>;
export type SignupOrganizationForm = z.input<typeof signupOrganizationFormSchema>;

// ——— profile settings (PUT /account) ———
export const profileIndividualSchema = z.object({
  first_name: individualFields.first_name,
  last_name: individualFields.last_name,
  mobile: mobileField(),
  state: idField('State'),
  lga: idField('LGA'),
  gender: oneOf('Gender', GENDERS).optional(),
});
export type ProfileIndividualInput = z.input<typeof profileIndividualSchema>;

/** Every field required here, secondary_mobile too (spec §5, organisation profile). */
export const profileOrganizationSchema = z.object({
  organization_name: organizationFields.organization_name,
  organization_type: organizationFields.organization_type,
  category: organizationFields.category,
  organization_mobile: orgMobileField('Organization mobile'),
  secondary_mobile: orgMobileField('Secondary mobile'),
  organization_address: organizationFields.organization_address,
  state: idField('State'),
  lga: idField('LGA'),
});
export type ProfileOrganizationInput = z.input<typeof profileOrganizationSchema>;

// ——— account settings ———
const newPassword = (label: string) => secret({ label, max: Len.password, password: true });

/** PUT /account/password (individual): current_password, new_password, cnew_password. */
export const passwordChangeSchema = confirm(
  z.object({
    current_password: secret({ label: 'Current password', max: Len.password, password: true }),
    new_password: newPassword('New password'),
    cnew_password: secret({ label: 'Confirm new password', max: Len.password }),
  }),
  'new_password',
  'cnew_password',
);
/** The organisation's version names the new password `password` (spec §5). */
export const orgPasswordChangeSchema = confirm(
  z.object({
    current_password: secret({ label: 'Current password', max: Len.password, password: true }),
    password: newPassword('New password'),
    cnew_password: secret({ label: 'Confirm new password', max: Len.password }),
  }),
  'password',
  'cnew_password',
);
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
export type OrgPasswordChangeInput = z.input<typeof orgPasswordChangeSchema>;

/** PUT /account/email: the new address, confirmed with the current password. */
export const emailChangeSchema = z.object({
  email: emailField('New email'),
  password: secret({ label: 'Current password', max: Len.password }),
});
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

// ——— e-mail verification and passwords ———
const token = field({ label: 'Token', max: Len.token });

/** PUT /account/verify. */
export const verifyEmailSchema = z.object({ token });

/** POST /account/verify/resend: by address (the /send_email page) or by the old link's token. */
export const resendVerificationSchema = z
  .object({ email: emailField().optional(), token: token.optional() })
  .refine((o) => !!o.email || !!o.token, { path: ['email'], message: Msg.required('Email') });
export type ResendVerificationInput = z.input<typeof resendVerificationSchema>;

/** POST /account/emailtoresetpassword. */
export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** POST /account/resetpassword: pass, cpass, token; the spec's own mismatch message. */
export const resetPasswordSchema = confirm(
  z.object({
    pass: secret({ label: 'Password', max: Len.password, password: true }),
    cpass: secret({ label: 'Confirm password', max: Len.password }),
    token,
  }),
  'pass',
  'cpass',
  Msg.resetMismatch,
);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

// ——— identity verification (/verify) ———
export const userRefSchema = z.object(
  {
    first_name: field({ label: "Reference's first name", max: Len.name }),
    last_name: field({ label: "Reference's last name", max: Len.name }),
    mobile: mobileField("Reference's mobile"),
    email: emailField("Reference's email"),
  },
  { error: Msg.required('Reference person') },
);

/** PUT /account/verification. The images are uploaded on their own (imageverification, verification/file). */
export const verificationSchema = z.object({
  facebook: socialField('Facebook', 'facebook'),
  twitter: socialField('Twitter', 'twitter'),
  instagram: socialField('Instagram', 'instagram'),
  id_type: z.enum(ID_TYPES, { error: AccountMsg.idTypeRequired }).optional(),
  user_ref: userRefSchema,
});
export type VerificationInput = z.input<typeof verificationSchema>;

// ——— phone confirmation (/confirm_phone) ———
export const phoneCodeSchema = z.object({
  code: field({ label: 'Code', max: 6 }).refine((v) => /^\d{6}$/.test(v), { message: AccountMsg.code, when: noIssues }),
});
export type PhoneCodeInput = z.input<typeof phoneCodeSchema>;

// ——— Facebook ———
/** POST /account/facebook/session: the one-time code the callback put in the /signin link. */
export const facebookSessionSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, AccountMsg.facebookFailed) });
export const socialIdParams = z.object({ id: z.string().regex(/^[a-z0-9]{8,40}$/, 'The sign-up link is not valid') });
