import { LANGUAGES } from '../i18n.ts';
import { z } from 'zod';
import { bit } from '../contract.ts';
import { lgaSchema, stateSchema } from '../reference/types.ts';

/**
 * Account shapes as the API returns them (spec §3 "User / auth user" and §7 "Account"), written
 * once as schemas: the routes declare them as their replies (docs/decisions/008-api-contract.md)
 * and both apps use the inferred types.
 */
/** The reference person of /verify (spec §3 user_ref). */
export const apiUserRefSchema = z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), mobile: z.string() });

/** The user as the API returns it (spec §3 "User / auth user"), plus our own identity fields. */
export const apiUserSchema = z.object({
  _id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  mobile: z.string().nullable(),
  mobile_verified: bit,
  image_url: z.string().nullable(),
  /** 0: e-mail unverified, 1: verified. */
  verified: bit,
  is_organization: bit,
  /** Above 0 means an approved volunteer. */
  is_volunteer: z.number().int(),
  volunteer_status: z.enum(['none', 'pending', 'approved', 'rejected']),
  /** Identity information of /verify: none, submitted (awaiting an admin), approved, rejected. */
  identity_status: z.enum(['none', 'submitted', 'approved', 'rejected']),
  /** What the administrator asked to fix, while identity_status is rejected; null otherwise. */
  identity_note: z.string().nullable().optional(),
  role: z.enum(['user', 'admin']),
  organization_name: z.string().nullable(),
  organization_type: z.string().nullable(),
  category: z.string().nullable(),
  organization_mobile: z.string().nullable(),
  secondary_mobile: z.string().nullable(),
  organization_address: z.string().nullable(),
  organization_email: z.string().nullable(),
  /** Spec §3 "state (with state_id)": the state as the reference data gives it. */
  state: stateSchema.nullable(),
  state_id: z.number().int().nullable(),
  /** Spec §3 "lga (with local_id)": the local government area as the reference data gives it. */
  lga: lgaSchema.nullable(),
  local_id: z.number().int().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  organization_f_img_1: z.string().nullable(),
  organization_f_img_2: z.string().nullable(),
  organization_f_img_3: z.string().nullable(),
  /** Where the owner or an admin fetches the private identity document (bearer token), or null. */
  relevant_doc: z.string().nullable(),
  /** The kind of that document (one of ID_TYPES), when given. */
  id_type: z.string().nullable().optional(),
  user_ref: apiUserRefSchema.nullable(),
  /** The language the person chose for the site, e-mails and SMS (issue 17), or null: not chosen yet. */
  language: z.enum(LANGUAGES).nullable().optional(),
});
export type ApiUser = z.infer<typeof apiUserSchema>;

// Kept apart from the schemas (no zod), so the header and the app shell can use them without loading zod.
export { badgeOf, displayName, placeOf, type Badge } from './names.ts';

/** POST /account/login (and the Facebook session exchange): entity.user and entity.token. */
export const loginResultSchema = z.object({ user: apiUserSchema, token: z.string() });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Login code 109 (a failure reply, HTTP 403): no token, only what /send_email needs to greet the user. */
export const unverifiedLoginSchema = z.object({
  user: apiUserSchema.pick({
    email: true,
    first_name: true,
    last_name: true,
    is_organization: true,
    organization_name: true,
    verified: true,
  }),
});
export type UnverifiedLogin = z.infer<typeof unverifiedLoginSchema>;

/**
 * POST /account and POST /account/organisation. `token` is set only when the e-mail is already
 * verified (a Facebook sign-up with the address Facebook confirmed); otherwise it is null and the
 * user verifies by e-mail first.
 */
export const signupResultSchema = z.object({ user: apiUserSchema, token: z.string().nullable() });
export type SignupResult = z.infer<typeof signupResultSchema>;

/** GET /account/user/{id}: the social sign-up details that prefill the sign-up forms once. */
export const socialSignupDetailsSchema = z.object({
  user: z.object({ email: z.string().nullable(), first_name: z.string(), last_name: z.string(), organization_name: z.string().nullable() }),
});
export type SocialSignupDetails = z.infer<typeof socialSignupDetailsSchema>;

/** GET /account/facebook{login,signup,orgsignup}link. */
export const facebookLinkSchema = z.object({ configured: z.boolean(), url: z.string().nullable() });
export type FacebookLink = z.infer<typeof facebookLinkSchema>;

/** POST /account/mobile/code. */
export const phoneCodeSentSchema = z.object({
  /** The number the code went to, partly hidden: +234 803 *** 5678. */
  mobile: z.string(),
  /** Seconds the code stays valid. */
  expires_in: z.number().int(),
  /** Seconds before another code may be asked for. */
  resend_in: z.number().int(),
});

/** The entity of a 107 to POST /account/mobile/code: seconds before a new code may be asked for. */
export const phoneCodeWaitSchema = z.object({ retry_in: z.number().int() });
export type PhoneCodeWait = z.infer<typeof phoneCodeWaitSchema>;
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;

/** GET /account/logout: the token no longer works. */
export const signedOutSchema = z.object({ signed_out: z.literal(true) });
export type SignedOut = z.infer<typeof signedOutSchema>;

/** PUT /account/verify: the address now verified (the new one, for an e-mail change). */
export const emailVerifiedSchema = z.object({ verified: z.literal(true), email: z.string() });
export type EmailVerified = z.infer<typeof emailVerifiedSchema>;

/** POST /account/verify/resend: a link went out, or the address was already verified. */
export const verificationResentSchema = z.object({ sent: z.boolean(), already_verified: z.boolean() });
export type VerificationResent = z.infer<typeof verificationResentSchema>;

/** POST /account/emailtoresetpassword: the same answer whether or not the address exists. */
export const resetLinkSentSchema = z.object({ sent: z.literal(true) });
export type ResetLinkSent = z.infer<typeof resetLinkSentSchema>;

/** GET /account/resetpassword/{token}: the link can still be used. */
export const resetTokenValidSchema = z.object({ valid: z.literal(true) });
export type ResetTokenValid = z.infer<typeof resetTokenValidSchema>;

/** POST /account/resetpassword. */
export const passwordResetSchema = z.object({ reset: z.literal(true) });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** PUT /account/email: the link went to the new address; the account keeps the old one until then. */
export const emailChangeSentSchema = z.object({ pending_email: z.string() });
export type EmailChangeSent = z.infer<typeof emailChangeSentSchema>;

/** PUT /account/password. */
export const passwordChangedSchema = z.object({ changed: z.literal(true) });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;
