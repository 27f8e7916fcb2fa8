import { g as Limits, u as GOAL_MAX_NAIRA } from './constants-DBX7dDmi.js';
import { u as nairaAmount } from './schemas-D9SZSjxt.js';
import { L as Msg } from '../entry-server.js';
import {
  a as _enum,
  c as boolean,
  d as object,
  h as unknown,
  l as literal,
  m as union,
  o as _null,
  p as string,
  r as optionalField,
  t as field,
  u as number,
} from './rules-Ch6PIl7_.js';
import {
  a as rewardIdOf,
  i as isAnonymous,
  n as donationErrors,
  o as amountToKobo,
  r as donationValueOf,
  t as DELIVERY,
} from './checks-Cpykw39X.js';
// ../../packages/shared/src/donations/schemas.ts
var text = string({ error: 'Must be text' }).optional();
var flag = union([boolean(), literal(0), literal(1)], { error: 'Must be true or false' });
/** POST /donate's body as sent (for the OpenAPI document and the first check of its types). */
var donateBodySchema = object({
  firstname: text,
  lastname: text,
  email: text,
  /** 1: give anonymously (show no name); 0 or absent: show the donor's name. */
  known: union([literal(0), literal(1)], { error: 'known must be 1 or 0' }).optional(),
  /** Naira, a number or text as Nigerians type it ("5000", "₦5,000", "5k"; amount.ts readNaira). */
  amount: unknown().optional(),
  mobile: text,
  comment: text,
  campaign: union([string(), number()], { error: Msg.required('Campaign') }),
  /** The donor form's name for `known`: true is the same choice as known 1. */
  anonymous: flag.optional(),
  /** The reward chosen (its _id); absent, empty, null or 0: none. */
  reward: union([number(), string(), _null()], { error: 'Choose a reward from the list' }).optional(),
  /** A Material reward's delivery: name, phone and address, private to the donor, the owner and admins. */
  delivery_name: text,
  delivery_phone: text,
  delivery_address: text,
  /** The supporter page the gift is given through (its page id, decision 094); absent or null: none. */
  supporter: union([string().max(40, 'This is not a supporter page'), _null()], { error: 'This is not a supporter page' }).optional(),
});
/**
 * The whole donation form's rules, for a donor who is signed in or not. `delivery`: the chosen
 * reward is Material, so its delivery details are required (the form knows; the API checks the
 * reward itself after this, `deliveryErrors`); otherwise they are checked only when given.
 */
var donateSchemaFor = (signedIn, o = {}) =>
  donateBodySchema
    .superRefine((v, ctx) => {
      for (const [key, message] of Object.entries(donationErrors(v, signedIn, o)))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message,
        });
    })
    .transform((v) => {
      const anonymous = isAnonymous(v);
      const guestNamed = !signedIn && !anonymous;
      return {
        anonymous,
        campaign: String(v.campaign).trim().toLowerCase(),
        amountKobo: amountToKobo(v.amount),
        firstname: guestNamed ? donationValueOf(v, 'firstname') : '',
        lastname: guestNamed ? donationValueOf(v, 'lastname') : '',
        email: signedIn ? '' : donationValueOf(v, 'email').toLowerCase(),
        mobile: guestNamed ? donationValueOf(v, 'mobile') : '',
        comment: donationValueOf(v, 'comment'),
        reward: rewardIdOf(v.reward),
        supporterPage: typeof v.supporter === 'string' && v.supporter.trim() ? v.supporter.trim().toLowerCase() : null,
        delivery: DELIVERY.some((k) => donationValueOf(v, k) !== '')
          ? {
              name: donationValueOf(v, 'delivery_name'),
              phone: donationValueOf(v, 'delivery_phone'),
              address: donationValueOf(v, 'delivery_address'),
            }
          : null,
      };
    });
donateSchemaFor(false);
/**
 * PUT /payment/verify: the provider's reference, and a match value (spec §7) of any JSON type —
 * what the provider's callback echoed; only `ref` decides.
 */
var reference = string({ error: Msg.required('Reference') })
  .trim()
  .min(1, Msg.required('Reference'))
  .max(100, Msg.maxLength(100))
  .regex(/^[A-Za-z0-9.=-]+$/, 'This is not a payment reference');
object({
  ref: reference,
  match: unknown().optional(),
});
object({
  ref: reference,
  card: string({ error: Msg.required('Card number') })
    .trim()
    .min(1, Msg.required('Card number'))
    .max(40, Msg.maxLength(40)),
  otp: string().trim().max(10, Msg.maxLength(10)).optional(),
});
/** Bank account of a payout: a 10-digit NUBAN and the bank's code, both strings (leading zeros). */
var bankAccountSchema = object({
  account_number: string({ error: Msg.required('Account number') })
    .trim()
    .min(1, Msg.required('Account number'))
    .regex(/^\d{10}$/, 'Account number must be 10 digits'),
  bank_code: string({ error: Msg.required('Bank') })
    .trim()
    .min(1, Msg.required('Bank'))
    .regex(/^\d{3,10}$/, 'Select a bank from the list'),
});
object({ amount: nairaAmount('Amount', 1, GOAL_MAX_NAIRA).optional() })
  .nullish()
  .transform((v) => ({ amount: v?.amount }));
/**
 * Words of support (issue 14): the owner's one reply under a donor's comment, a report of a
 * comment (anyone), and an administrator's moderation of it.
 */
var CommentMsg = {
  replied: 'Your reply is posted',
  alreadyReplied: 'You have already replied to this comment',
  notOwner: "Only the campaign's owner can reply to its comments",
  noComment: 'Comment not found',
  reported: 'Thank you. Our team will review this comment.',
  alreadyReported: 'You have already reported this comment. Our team is reviewing it.',
  reasonToHide: 'Say why the comment is hidden',
};
var commentReplySchema = object({
  reply: field({
    label: 'Reply',
    max: Limits.commentMax,
    multiline: true,
  }),
});
var commentReportSchema = object({
  message: optionalField({
    label: 'Message',
    max: 500,
    multiline: true,
  }),
});
object({
  action: _enum(['hide', 'show', 'dismiss'], { error: 'Choose hide, show or dismiss' }),
  reason: optionalField({
    label: 'Reason',
    max: 500,
    multiline: true,
  }),
}).superRefine((v, ctx) => {
  if (v.action === 'hide' && !v.reason)
    ctx.addIssue({
      code: 'custom',
      path: ['reason'],
      message: CommentMsg.reasonToHide,
    });
});
export { commentReplySchema as n, commentReportSchema as r, bankAccountSchema as t };
