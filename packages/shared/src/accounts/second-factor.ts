import { z } from 'zod';

/**
 * Second factors and the access log (issue 28, docs/decisions/086-second-factor-and-access-log.md):
 * the messages, the bodies the forms send and the replies the API gives.
 */
export const SecondFactorMsg = {
  required: 'Enter the code from your authenticator app, a recovery code, or use your passkey',
  needFactor: 'Add a second factor in Settings, or sign in again with it, before opening private documents or deciding',
  needFactorSession: 'Sign in again with your second factor to do this',
  reasonRequired: 'Give the reason for opening this private information',
  wrongCode: 'This code is not correct',
  replayedCode: 'This code was already used. Wait for the next one',
  ticketExpired: 'This sign-in has expired. Please sign in again',
  passkeyRefused: 'This passkey cannot be used for this account',
  startAgain: 'Start adding the authenticator app again',
  totpAdded: 'Authenticator app added',
  passkeyAdded: 'Passkey added',
  factorRemoved: 'Second factor removed',
  codesMade: 'New recovery codes made',
  factorsReset: 'Second factors removed; the person can sign in with their password and add new ones',
  notYourself: 'Another administrator must reset your own second factors',
  noAccountWithEmail: 'No account has this e-mail address',
} as const;

export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export const loginSecondFactorSchema = z.object({
  ticket: z.string().min(20).max(200),
  code: z.string().trim().min(6, SecondFactorMsg.wrongCode).max(20, SecondFactorMsg.wrongCode),
});
export const loginTicketSchema = z.object({ ticket: z.string().min(20).max(200) });
/** A WebAuthn response as @simplewebauthn/browser gives it (checked by @simplewebauthn/server). */
export const webauthnResponseSchema = z.looseObject({ id: z.string().min(1).max(1400), rawId: z.string().max(1400), type: z.string() });
export const loginPasskeySchema = loginTicketSchema.extend({ response: webauthnResponseSchema });
export const passkeyRegisterSchema = z.object({ response: webauthnResponseSchema, label: z.string().trim().max(60).default('') });
/**
 * The reason an administrator gives before a private document or detail is shown (access log,
 * decision 086): trimmed, at least 3 characters; more than 300 are cut. One rule for the API
 * (privateViewReason) and the console's reason dialog.
 */
export const PRIVATE_REASON = { min: 3, max: 300 } as const;
export const isPrivateReason = (text: string) => text.trim().length >= PRIVATE_REASON.min;
export const reasonSchema = z.object({
  reason: z.string().trim().min(PRIVATE_REASON.min, SecondFactorMsg.reasonRequired).max(PRIVATE_REASON.max),
});
export const optionalReasonQuery = z.object({ reason: z.string().trim().max(PRIVATE_REASON.max).optional() });

/** Login code 110: the password was right, the second factor is asked for. */
export const secondFactorChallengeSchema = z.object({
  second_factor: z.object({ ticket: z.string(), methods: z.array(z.enum(['totp', 'passkey', 'recovery'])) }),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

export const secondFactorStatusSchema = z.object({
  totp: z.boolean(),
  passkeys: z.array(z.object({ id: z.number(), label: z.string(), created_at: z.string(), last_used_at: z.string().nullable() })),
  recovery_codes_left: z.number(),
  /** Administrators and volunteers must have one (to open private documents or decide). */
  required: z.boolean(),
  /** This session was proven by a second factor. */
  session_verified: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

export const totpStartSchema = z.object({ secret: z.string(), uri: z.string() });
export const factorAddedSchema = z.object({ recovery_codes: z.array(z.string()).nullable() });
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export const webauthnOptionsSchema = z.looseObject({ challenge: z.string() });

export const PRIVATE_VIEW_KINDS = [
  'id_document',
  'proof_of_address',
  'identity_details',
  'identity_file',
  'delivery_details',
  'contact',
] as const;
export type PrivateViewKind = (typeof PRIVATE_VIEW_KINDS)[number];
export const accessLogSchema = z.object({
  views: z.array(
    z.object({
      id: z.number(),
      viewer_name: z.string(),
      viewer_role: z.enum(['admin', 'volunteer', 'other']),
      what: z.enum(PRIVATE_VIEW_KINDS),
      reason: z.string(),
      at: z.string(),
    }),
  ),
  total: z.number(),
});
export type AccessLog = z.infer<typeof accessLogSchema>;

/**
 * GET /admin/users?email=…: the account an administrator acts on after a written request (export,
 * closing, resetting the second factor; issue 28). Who it is and what can be done, no private detail.
 */
export const adminPersonQuery = z.object({ email: z.string().trim().toLowerCase().min(3).max(254) });
export const adminPersonSchema = z.object({
  _id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  volunteer: z.boolean(),
  closed: z.boolean(),
  second_factors: z.array(z.enum(['totp', 'passkey'])),
});
export type AdminPerson = z.infer<typeof adminPersonSchema>;
