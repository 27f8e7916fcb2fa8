import { z } from 'zod';
import { Limits } from '../constants.ts';
import { Msg } from '../messages.ts';
import { checkField, type FieldRules } from '../rules.ts';
import { checkAmount, nairaAmountToKobo } from './amount.ts';

/**
 * The donation form (spec §3 "Donor form", §5 "Donation"), for POST /donate and the donate modal.
 * Which fields are asked depends on who gives:
 * - signed in (`known` 1): only amount and comment; the identity comes from the account;
 * - anonymous guest: only the e-mail (names are not asked, and not kept);
 * - guest: first and last name, e-mail; mobile optional (at least 11 when given).
 * The rules of each field run in the spec's order (rules.ts); unknown fields are refused.
 */
const NUL = /\u0000/;
const rules = {
  firstname: { label: 'First name', max: 60 },
  lastname: { label: 'Last name', max: 60 },
  email: { label: 'Email', max: 254, email: true },
  mobile: { label: 'Mobile', min: Limits.mobileMinLength, max: 20 },
  comment: { label: 'Comment', max: Limits.commentMax },
  campaign: { label: 'Campaign', max: 40 },
} satisfies Record<string, FieldRules>;

const MOBILE = /^\+?\d[\d ]*$/;
const text = z.string({ error: 'Must be text' }).optional();
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)], { error: 'Must be true or false' });

export const donateSchema = z
  .object({
    firstname: text,
    lastname: text,
    email: text,
    known: z.union([z.literal(0), z.literal(1)], { error: 'known must be 1 or 0' }).optional(),
    amount: z.unknown().optional(),
    mobile: text,
    comment: text,
    campaign: z.string({ error: Msg.required('Campaign') }),
    anonymous: flag.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const known = v.known === 1;
    const anonymous = v.anonymous === true || v.anonymous === 1;
    const check = (key: keyof typeof rules, required: boolean) => {
      const value = (v[key] ?? '').trim();
      if (NUL.test(value)) return ctx.addIssue({ code: 'custom', path: [key], message: `${rules[key].label} contains characters that are not allowed` });
      if (!required && value === '') return;
      const m = checkField(value, { ...rules[key], required });
      if (m) ctx.addIssue({ code: 'custom', path: [key], message: m });
    };
    if (!known) {
      if (!anonymous) {
        check('firstname', true);
        check('lastname', true);
        check('mobile', false);
        const mobile = (v.mobile ?? '').trim();
        if (mobile && !checkField(mobile, { ...rules.mobile, required: false }) && !MOBILE.test(mobile))
          ctx.addIssue({ code: 'custom', path: ['mobile'], message: Msg.phoneLength });
      }
      check('email', true);
    }
    const amount = checkAmount(v.amount);
    if (amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: amount });
    check('comment', false);
    check('campaign', true);
  })
  .transform((v) => {
    const known = v.known === 1;
    const anonymous = v.anonymous === true || v.anonymous === 1;
    const trim = (s: string | undefined) => (s ?? '').trim();
    const guestNamed = !known && !anonymous;
    return {
      known,
      anonymous,
      campaign: trim(v.campaign).toLowerCase(),
      amountKobo: nairaAmountToKobo(v.amount as number)!,
      firstname: guestNamed ? trim(v.firstname) : '',
      lastname: guestNamed ? trim(v.lastname) : '',
      email: known ? '' : trim(v.email).toLowerCase(),
      mobile: guestNamed ? trim(v.mobile) : '',
      comment: trim(v.comment),
    };
  });
export type DonateInput = z.input<typeof donateSchema>;
export type DonateData = z.output<typeof donateSchema>;

/** PUT /payment/verify: the provider's reference and, optionally, the reference its callback echoes. */
const reference = z
  .string({ error: Msg.required('Reference') })
  .trim()
  .min(1, Msg.required('Reference'))
  .max(100, Msg.maxLength(100))
  .regex(/^[A-Za-z0-9.=-]+$/, 'This is not a payment reference');
export const verifySchema = z.object({ ref: reference, match: reference.optional() }).strict();
export type VerifyInput = z.input<typeof verifySchema>;

/** POST /dev/sandbox/pay: pay a pending reference with a sandbox test card (never in production). */
export const sandboxPaySchema = z
  .object({
    ref: reference,
    card: z.string({ error: Msg.required('Card number') }).trim().min(1, Msg.required('Card number')).max(40, Msg.maxLength(40)),
    otp: z.string().trim().max(10, Msg.maxLength(10)).optional(),
  })
  .strict();

/** Bank account of a payout: a 10-digit NUBAN and the bank's code, both strings (leading zeros). */
export const bankAccountSchema = z
  .object({
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
  })
  .strict();
export type BankAccountInput = z.input<typeof bankAccountSchema>;
