import { z } from 'zod';
import { isoDate, pagedListOf } from '../contract.ts';
import { Msg } from '../messages.ts';
import { checkAmount, amountToKobo } from './amount.ts';
import { sandboxCardFields } from './schemas.ts';
import { donateResultSchema } from './types.ts';

/**
 * Monthly giving (issue 27, docs/decisions/092-monthly-giving.md): the offer on a campaign, the
 * start of a monthly gift (POST /donate/monthly takes the donate form's body), and the manage
 * page's list and changes.
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'paused', 'attention', 'cancelled', 'ended'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatusName = z.infer<typeof subscriptionStatusSchema>;

/**
 * The day of the month a monthly gift is taken, from the day it starts (Paystack's rule: the same
 * day each month; a start on the 29th to the 31st is taken on the 28th). `at` is read in Lagos.
 */
export function billingDayOf(at: Date): number {
  const day = Number(new Intl.DateTimeFormat('en-NG', { day: 'numeric', timeZone: 'Africa/Lagos' }).format(at));
  return Math.min(day, 28);
}

/** GET /donate/monthly/{campaignId}: whether the donate dialog offers "Give monthly", and the count the campaign page shows. */
export const monthlyOfferSchema = z.object({
  available: z.boolean(),
  /** Why not, in words for the donor (null when available). */
  reason: z.string().nullable(),
  monthly_donors: z.number().int(),
  /** The day of the month a gift started today is taken. */
  day_of_month: z.number().int().min(1).max(28),
});
export type MonthlyOffer = z.infer<typeof monthlyOfferSchema>;

/** POST /donate/monthly: the first charge's checkout, as POST /donate's, and the monthly gift it starts. */
export const monthlyStartSchema = donateResultSchema.extend({
  monthly: z.object({ id: z.string(), amount_kobo: z.number().int(), day_of_month: z.number().int() }),
});
export type MonthlyStart = z.infer<typeof monthlyStartSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  campaign: z.object({ campaign_id: z.string(), title: z.string() }),
  /** Naira a month. */
  amount: z.number(),
  amount_kobo: z.number().int(),
  status: subscriptionStatusSchema,
  /** Why it ended (the campaign closed, reached its goal, was suspended or deleted), or null. */
  end_reason: z.string().nullable(),
  day_of_month: z.number().int(),
  next_payment_at: isoDate.nullable(),
  created: isoDate,
  /** Charges paid so far, and their total in naira. */
  charges: z.number().int(),
  given: z.number(),
});
export type SubscriptionView = z.infer<typeof subscriptionSchema>;

/** GET /subscriptions (signed in) and GET /subscriptions/manage/{token} (the e-mailed link). */
export const subscriptionsSchema = z.object({ email: z.string(), subscriptions: z.array(subscriptionSchema) });
export type Subscriptions = z.infer<typeof subscriptionsSchema>;

/** The manage link's token, as the e-mail carries it (base64url). */
export const manageTokenSchema = z
  .string({ error: 'This link is not valid' })
  .trim()
  .min(20, 'This link is not valid')
  .max(100, 'This link is not valid')
  .regex(/^[A-Za-z0-9_-]+$/, 'This link is not valid');

/**
 * POST /subscriptions/{id}/change: pause, resume, cancel, or a new amount a month. Signed in, the
 * session decides; otherwise the manage link's token.
 */
export const changeSubscriptionSchema = z
  .object({
    token: manageTokenSchema.optional(),
    action: z.enum(['pause', 'resume', 'cancel', 'amount'], { error: 'Choose pause, resume, cancel or amount' }),
    amount: z.unknown().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.action !== 'amount') return;
    const error = v.amount === undefined || v.amount === null || v.amount === '' ? Msg.required('Amount') : checkAmount(v.amount);
    if (error) ctx.addIssue({ code: 'custom', path: ['amount'], message: error });
  })
  .transform((v) => ({ token: v.token, action: v.action, amountKobo: v.action === 'amount' ? amountToKobo(v.amount)! : null }));
export type ChangeSubscription = z.output<typeof changeSubscriptionSchema>;

/** POST /subscriptions/{id}/card: the provider's page for a new card. */
export const cardLinkBodySchema = z.object({ token: manageTokenSchema.optional() });
export const cardLinkSchema = z.object({ url: z.string() });

/** POST /subscriptions/link: e-mail the manage link to this address (same answer whether or not it gives monthly). */
export const manageLinkRequestSchema = z.object({
  email: z
    .string({ error: Msg.required('Email') })
    .trim()
    .toLowerCase()
    .min(1, Msg.required('Email'))
    .max(254, Msg.maxLength(254))
    .pipe(z.email(Msg.email)),
});
export const manageLinkSentSchema = z.object({ sent: z.literal(true) });

/** GET /admin/subscriptions's filter: every gift (not a checkout never finished), one status, or failing (= attention). */
export const ADMIN_SUBSCRIPTION_FILTERS = ['all', 'failing', 'active', 'paused', 'cancelled', 'ended'] as const;
export type AdminSubscriptionFilter = (typeof ADMIN_SUBSCRIPTION_FILTERS)[number];

/** A monthly charge the provider could not take (its invoice failed), newest first. */
export const failedChargeSchema = z.object({
  at: isoDate,
  /** Naira, when the provider said. */
  amount: z.number().nullable(),
  reason: z.string().nullable(),
});

/** GET /admin/subscriptions: every monthly gift, with its failed charges. */
export const adminSubscriptionSchema = z.object({
  id: z.string(),
  campaign_id: z.string(),
  campaign_title: z.string(),
  email: z.string(),
  amount: z.number(),
  status: subscriptionStatusSchema,
  end_reason: z.string().nullable(),
  day_of_month: z.number().int(),
  /** When the provider takes the next charge (null once paused, cancelled or ended). */
  next_payment_at: isoDate.nullable(),
  charges: z.number().int(),
  given: z.number(),
  /** Failed charges, ever; `failed_charges` holds the latest three. */
  failures: z.number().int(),
  last_failure: z.string().nullable(),
  failed_charges: z.array(failedChargeSchema),
  created: isoDate,
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;
export const adminSubscriptionsSchema = pagedListOf(adminSubscriptionSchema);

/**
 * The sandbox's own side of monthly giving (dev tools only, decision 100): its card-update page
 * (the provider's manage link) and "run the next monthly charge now".
 */
export const sandboxSubscriptionCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,60}$/, 'Subscription not found');
const sandboxLinkToken = z
  .string({ error: 'This link is not valid' })
  .trim()
  .regex(/^[a-f0-9]{32}$/, 'This link is not valid');
export const sandboxManageQuerySchema = z.object({ token: sandboxLinkToken });
export const sandboxManagedSchema = z.object({
  subscription_code: z.string(),
  email: z.string(),
  plan: z.string(),
  amount_kobo: z.number().int(),
  status: z.enum(['active', 'attention', 'cancelled']),
  card_last4: z.string(),
  next_payment_at: isoDate.nullable(),
});
export type SandboxManaged = z.infer<typeof sandboxManagedSchema>;
export const sandboxCardSchema = z.object({ token: sandboxLinkToken, ...sandboxCardFields });
/** The charge made and what the webhook's handler did with its events (`paid`, `donor told`…). */
export const sandboxChargeReplySchema = z.object({
  reference: z.string(),
  status: z.enum(['success', 'failed']),
  results: z.array(z.string()),
});
export type SandboxChargeReply = z.infer<typeof sandboxChargeReplySchema>;
