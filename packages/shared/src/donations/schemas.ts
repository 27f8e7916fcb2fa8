import { z } from 'zod';
import { Limits } from '../constants.ts';
import { Msg } from '../messages.ts';
import { normalizeNigerianPhone } from '../phone.ts';
import { checkField, field, optionalField, type FieldRules } from '../rules.ts';
import { amountToKobo, checkAmount } from './amount.ts';

/**
 * The donation form (spec §3 "Donor form", §5 "Donation"), for POST /donate and the donate modal.
 * Which fields are asked depends on who gives:
 * - signed in (a session; the API knows it, the form knows it): only amount and comment; the
 *   identity comes from the account;
 * - anonymous (`known` 1, spec §7, or `anonymous` true, the donor form's name for the same
 *   choice): no name is shown; a guest gives only the e-mail, and no name is kept;
 * - guest: first and last name, e-mail; mobile optional (at least 11 when given). A Nigerian
 *   number however written (0803 123 4567, +234 (0) 803…) is checked and kept as +2348031234567
 *   (phone.ts); another country's number is checked as typed.
 * The rules of each field run in the spec's order (rules.ts). Fields the form does not have are
 * ignored and never stored (decision 008). `campaign` is the campaign's public id or its numeric
 * _id; one that names no campaign is the API's "not found", not a rule broken here.
 */
const NUL = /\u0000/;
const rules = {
  firstname: { label: 'First name', max: 60 },
  lastname: { label: 'Last name', max: 60 },
  email: { label: 'Email', max: 254, email: true },
  mobile: { label: 'Mobile', min: Limits.mobileMinLength, max: 20, normalize: normalizeNigerianPhone },
  comment: { label: 'Comment', max: Limits.commentMax },
  // A Material reward's delivery (issue 15): who receives it, a phone for the courier, where.
  delivery_name: { label: 'Delivery name', max: 120 },
  delivery_phone: { label: 'Delivery phone', phone: true, normalize: normalizeNigerianPhone },
  delivery_address: { label: 'Delivery address', min: 10, max: 300 },
} satisfies Record<string, FieldRules>;

const DELIVERY = ['delivery_name', 'delivery_phone', 'delivery_address'] as const;

const MOBILE = /^\+?\d[\d ]*$/;
/** A field's value as its rules see it: trimmed, then in its normal form (the mobile's, phone.ts). */
const valueOf = (v: { [k in keyof typeof rules]?: string }, key: keyof typeof rules) => {
  const r: FieldRules = rules[key];
  const t = (v[key] ?? '').trim();
  return r.normalize ? r.normalize(t) : t;
};
const text = z.string({ error: 'Must be text' }).optional();
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)], { error: 'Must be true or false' });

/** POST /donate's body as sent (for the OpenAPI document and the first check of its types). */
export const donateBodySchema = z.object({
  firstname: text,
  lastname: text,
  email: text,
  /** 1: give anonymously (show no name); 0 or absent: show the donor's name. */
  known: z.union([z.literal(0), z.literal(1)], { error: 'known must be 1 or 0' }).optional(),
  /** Naira, a number or a numeric string ("5000"). */
  amount: z.unknown().optional(),
  mobile: text,
  comment: text,
  campaign: z.union([z.string(), z.number()], { error: Msg.required('Campaign') }),
  /** The donor form's name for `known`: true is the same choice as known 1. */
  anonymous: flag.optional(),
  /** The reward chosen (its _id); absent, empty, null or 0: none. */
  reward: z.union([z.number(), z.string(), z.null()], { error: 'Choose a reward from the list' }).optional(),
  /** A Material reward's delivery: name, phone and address, private to the donor, the owner and admins. */
  delivery_name: text,
  delivery_phone: text,
  delivery_address: text,
});

/** The reward id a donation names, or null for none; NaN when it names nothing that could be one. */
export function rewardIdOf(v: unknown): number | null {
  if (v === undefined || v === null || v === '' || v === 0 || v === '0') return null;
  const n = typeof v === 'number' ? v : /^\s*\d{1,15}\s*$/.test(String(v)) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : NaN;
}

export const RewardMsg = {
  choose: 'Choose a reward from the list',
  notOffered: 'This campaign does not offer this reward',
  tooSmall: (naira: string) => `This reward needs a donation of at least ${naira}`,
  soldOut: 'This reward has run out. Choose another reward, or give without one',
  notDelivered: 'A Non-material reward is not delivered: leave the delivery details empty',
};

/**
 * The whole donation form's rules, for a donor who is signed in or not. `delivery`: the chosen
 * reward is Material, so its delivery details are required (the form knows; the API checks the
 * reward itself after this, `deliveryErrors`); otherwise they are checked only when given.
 */
export const donateSchemaFor = (signedIn: boolean, o: { delivery?: boolean } = {}) =>
  donateBodySchema
    .superRefine((v, ctx) => {
      const anonymous = v.known === 1 || v.anonymous === true || v.anonymous === 1;
      const check = (key: keyof typeof rules, required: boolean) => {
        const value = valueOf(v, key);
        if (NUL.test(value))
          return ctx.addIssue({ code: 'custom', path: [key], message: `${rules[key].label} contains characters that are not allowed` });
        if (!required && value === '') return;
        const m = checkField(value, { ...rules[key], required });
        if (m) ctx.addIssue({ code: 'custom', path: [key], message: m });
      };
      if (!signedIn) {
        if (!anonymous) {
          check('firstname', true);
          check('lastname', true);
          check('mobile', false);
          const mobile = valueOf(v, 'mobile');
          if (mobile && !checkField(mobile, { ...rules.mobile, required: false }) && !MOBILE.test(mobile))
            ctx.addIssue({ code: 'custom', path: ['mobile'], message: Msg.phoneLength });
        }
        check('email', true);
      }
      const amount = checkAmount(v.amount);
      if (amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: amount });
      check('comment', false);
      for (const key of DELIVERY) check(key, o.delivery === true);
      if (Number.isNaN(rewardIdOf(v.reward))) ctx.addIssue({ code: 'custom', path: ['reward'], message: RewardMsg.choose });
      if (String(v.campaign).trim() === '') ctx.addIssue({ code: 'custom', path: ['campaign'], message: Msg.required('Campaign') });
    })
    .transform((v) => {
      const anonymous = v.known === 1 || v.anonymous === true || v.anonymous === 1;
      const trim = (s: string | undefined) => (s ?? '').trim();
      const guestNamed = !signedIn && !anonymous;
      return {
        anonymous,
        campaign: String(v.campaign).trim().toLowerCase(),
        amountKobo: amountToKobo(v.amount)!,
        firstname: guestNamed ? trim(v.firstname) : '',
        lastname: guestNamed ? trim(v.lastname) : '',
        email: signedIn ? '' : trim(v.email).toLowerCase(),
        mobile: guestNamed ? valueOf(v, 'mobile') : '',
        comment: trim(v.comment),
        reward: rewardIdOf(v.reward),
        delivery: DELIVERY.some((k) => valueOf(v, k) !== '')
          ? { name: valueOf(v, 'delivery_name'), phone: valueOf(v, 'delivery_phone'), address: valueOf(v, 'delivery_address') }
          : null,
      };
    });

/**
 * What the chosen reward asks of its delivery details: all three for a Material reward (their
 * "can't be empty"), none for a Non-material one.
 */
export function deliveryErrors(
  rewardType: 'Material' | 'Non-material',
  delivery: { name: string; phone: string; address: string } | null,
): Record<string, string> | null {
  if (rewardType === 'Non-material') return delivery ? { delivery_address: RewardMsg.notDelivered } : null;
  const missing: Record<string, string> = {};
  for (const key of DELIVERY) {
    const value = delivery?.[key.slice('delivery_'.length) as 'name' | 'phone' | 'address'] ?? '';
    if (value === '') missing[key] = Msg.required(rules[key].label);
  }
  return Object.keys(missing).length ? missing : null;
}
/** A guest's donation (no session). */
export const donateSchema = donateSchemaFor(false);
export type DonateInput = z.input<typeof donateBodySchema>;
export type DonateData = z.output<ReturnType<typeof donateSchemaFor>>;

/**
 * PUT /payment/verify: the provider's reference, and a match value (spec §7) of any JSON type —
 * what the provider's callback echoed; only `ref` decides.
 */
const reference = z
  .string({ error: Msg.required('Reference') })
  .trim()
  .min(1, Msg.required('Reference'))
  .max(100, Msg.maxLength(100))
  .regex(/^[A-Za-z0-9.=-]+$/, 'This is not a payment reference');
export const verifySchema = z.object({ ref: reference, match: z.unknown().optional() });
export type VerifyInput = z.input<typeof verifySchema>;

/** POST /dev/sandbox/pay: pay a pending reference with a sandbox test card (never in production). */
export const sandboxPaySchema = z.object({
  ref: reference,
  card: z
    .string({ error: Msg.required('Card number') })
    .trim()
    .min(1, Msg.required('Card number'))
    .max(40, Msg.maxLength(40)),
  otp: z.string().trim().max(10, Msg.maxLength(10)).optional(),
});

/** Bank account of a payout: a 10-digit NUBAN and the bank's code, both strings (leading zeros). */
export const bankAccountSchema = z.object({
  account_number: z
    .string({ error: Msg.required('Account number') })
    .trim()
    .min(1, Msg.required('Account number'))
    .regex(/^\d{10}$/, 'Account number must be 10 digits'),
  bank_code: z
    .string({ error: Msg.required('Bank') })
    .trim()
    .min(1, Msg.required('Bank'))
    .regex(/^\d{3,10}$/, 'Select a bank from the list'),
});
export type BankAccountInput = z.input<typeof bankAccountSchema>;

/**
 * Words of support (issue 14): the owner's one reply under a donor's comment, a report of a
 * comment (anyone), and an administrator's moderation of it.
 */
export const CommentMsg = {
  replied: 'Your reply is posted',
  alreadyReplied: 'You have already replied to this comment',
  notOwner: "Only the campaign's owner can reply to its comments",
  noComment: 'Comment not found',
  reported: 'Thank you. Our team will review this comment.',
  alreadyReported: 'You have already reported this comment. Our team is reviewing it.',
  reasonToHide: 'Say why the comment is hidden',
} as const;
export const commentReplySchema = z.object({ reply: field({ label: 'Reply', max: Limits.commentMax, multiline: true }) });
export type CommentReplyInput = z.input<typeof commentReplySchema>;
export const commentReportSchema = z.object({ message: optionalField({ label: 'Message', max: 500, multiline: true }) });
export type CommentReportInput = z.input<typeof commentReportSchema>;
export const commentModerationSchema = z
  .object({
    action: z.enum(['hide', 'show', 'dismiss'], { error: 'Choose hide, show or dismiss' }),
    reason: optionalField({ label: 'Reason', max: 500, multiline: true }),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'hide' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: CommentMsg.reasonToHide });
  });
export type CommentModerationInput = z.input<typeof commentModerationSchema>;
