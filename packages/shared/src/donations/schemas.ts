import { z } from 'zod';
import { GOAL_MAX_NAIRA, Limits } from '../constants.ts';
import { nairaAmount } from '../campaigns/schemas.ts';
import { Msg } from '../messages.ts';
import { field, optionalField } from '../rules.ts';
import { amountToKobo } from './amount.ts';
import { DELIVERY, donationErrors, donationRules, donationValueOf, isAnonymous, rewardIdOf, RewardMsg } from './checks.ts';

/**
 * The donation form (spec §3 "Donor form", §5 "Donation"), for POST /donate. Its rules are
 * checks.ts's `donationErrors`, zod-free, which the donate dialog runs itself (decision 080); here
 * they run after the body's types are checked. Fields the form does not have are ignored and never
 * stored (decision 008). `campaign` is the campaign's public id or its numeric _id; one that names
 * no campaign is the API's "not found", not a rule broken here.
 */
export { rewardIdOf, RewardMsg } from './checks.ts';
const text = z.string({ error: 'Must be text' }).optional();
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)], { error: 'Must be true or false' });

/** POST /donate's body as sent (for the OpenAPI document and the first check of its types). */
export const donateBodySchema = z.object({
  firstname: text,
  lastname: text,
  email: text,
  /** 1: give anonymously (show no name); 0 or absent: show the donor's name. */
  known: z.union([z.literal(0), z.literal(1)], { error: 'known must be 1 or 0' }).optional(),
  /** Naira, a number or text as Nigerians type it ("5000", "₦5,000", "5k"; amount.ts readNaira). */
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
  /** The supporter page the gift is given through (its page id, decision 094); absent or null: none. */
  supporter: z.union([z.string().max(40, 'This is not a supporter page'), z.null()], { error: 'This is not a supporter page' }).optional(),
});

/**
 * The whole donation form's rules, for a donor who is signed in or not. `delivery`: the chosen
 * reward is Material, so its delivery details are required (the form knows; the API checks the
 * reward itself after this, `deliveryErrors`); otherwise they are checked only when given.
 */
export const donateSchemaFor = (signedIn: boolean, o: { delivery?: boolean } = {}) =>
  donateBodySchema
    .superRefine((v, ctx) => {
      for (const [key, message] of Object.entries(donationErrors(v, signedIn, o))) ctx.addIssue({ code: 'custom', path: [key], message });
    })
    .transform((v) => {
      const anonymous = isAnonymous(v);
      const guestNamed = !signedIn && !anonymous;
      // Stored as the rules saw them (donationValueOf): no invisible controls in a name (issue 23).
      return {
        anonymous,
        campaign: String(v.campaign).trim().toLowerCase(),
        amountKobo: amountToKobo(v.amount)!,
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
    if (value === '') missing[key] = Msg.required(donationRules[key].label);
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

/** A sandbox test card and its one-time code, as the checkout and the sandbox's card page take them. */
export const sandboxCardFields = {
  card: z
    .string({ error: Msg.required('Card number') })
    .trim()
    .min(1, Msg.required('Card number'))
    .max(40, Msg.maxLength(40)),
  otp: z.string().trim().max(10, Msg.maxLength(10)).optional(),
};

/** POST /dev/sandbox/pay: pay a pending reference with a sandbox test card (never in production). */
export const sandboxPaySchema = z.object({ ref: reference, ...sandboxCardFields });

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
 * POST /claim/{campaignId} (issue 25, decision 089): a keep-what-you-raise campaign's owner may
 * name how much of what is claimable this stage takes (whole naira); absent, or all or nothing:
 * everything claimable. No body at all is the spec's claim.
 */
export const claimBodySchema = z
  .object({ amount: nairaAmount('Amount', 1, GOAL_MAX_NAIRA).optional() })
  .nullish()
  .transform((v) => ({ amount: v?.amount }));
export type ClaimInput = z.input<typeof claimBodySchema>;

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
