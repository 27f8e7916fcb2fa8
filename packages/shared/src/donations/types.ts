import { z } from 'zod';
import { isoDate, pagedListOf } from '../contract.ts';

/**
 * Shapes the donations and payments API returns (spec §3), written once as schemas: the routes
 * declare them as their replies (docs/decisions/008-api-contract.md) and both apps use the
 * inferred types. Money in naira (numbers) unless the name says kobo; dates as ISO strings.
 */

/** A campaign as a donation record names it (spec §3 "campaign.title (may be absent)"). */
export const donationCampaignSchema = z.object({ campaign_id: z.string(), title: z.string() });

export const donationStatusSchema = z.enum(['pending', 'paid', 'failed', 'abandoned', 'expired', 'refund_pending', 'refunded']);
export type DonationStatus = z.infer<typeof donationStatusSchema>;
export const refundStatusSchema = z.enum(['pending', 'sent', 'processed', 'failed']);
export type RefundStatus = z.infer<typeof refundStatusSchema>;
export const payoutStatusSchema = z.enum(['pending', 'processing', 'paid', 'failed']);
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

/** POST /donate (spec §3 "Donation initiation result": ref, email, amount, p_key, plus what the checkout needs). */
export const donateResultSchema = z.object({
  ref: z.string(),
  email: z.string(),
  /** Kobo: what the provider is asked to charge, as Paystack Inline takes it. */
  amount: z.number().int(),
  /** The same amount, the unit in its name. */
  amount_kobo: z.number().int(),
  currency: z.literal('NGN'),
  /** The provider's public key: Paystack's pk_…, or 'sandbox' in the embedded default. */
  p_key: z.string(),
  /** Paystack's access code for resuming the transaction the server initialised; null otherwise. */
  access_code: z.string().nullable(),
  campaign: donationCampaignSchema,
});
export type DonateResult = z.infer<typeof donateResultSchema>;

/** PUT /payment/verify. */
export const verifyResultSchema = z.object({
  ref: z.string(),
  status: donationStatusSchema,
  /** Naira. */
  amount: z.number(),
  campaign: z.object({
    campaign_id: z.string(),
    title: z.string(),
    pledged: z.number(),
    amount: z.number(),
    percent: z.number(),
    status: z.number().int(),
  }),
  donor: z.object({ first_name: z.string(), anonymous: z.boolean() }),
  /**
   * The reward chosen with the donation, once paid: to_send (a unit is the donor's), or sold_out
   * (another donor's payment took the last unit first; the donation counts all the same). Null:
   * none chosen.
   */
  reward: z
    .object({
      reward: z.string(),
      rewardType: z.enum(['Material', 'Non-material']),
      status: z.enum(['chosen', 'to_send', 'sent', 'sold_out']),
    })
    .nullable()
    .optional(),
});
export type VerifyResult = z.infer<typeof verifyResultSchema>;

/** GET /donations/{campaignId}: one public donation (spec §3 "Donation record"). */
export const publicDonationSchema = z.object({
  _id: z.number().int(),
  /** 'Anonymous' for an anonymous donor. */
  first_name: z.string(),
  last_name: z.string(),
  anonymous: z.boolean(),
  amount: z.number(),
  comment: z.string().nullable(),
  created: isoDate,
  /** The campaign owner's one reply under the comment (issue 14). */
  reply: z.object({ body: z.string(), created: isoDate }).nullable().optional(),
});
export type PublicDonation = z.infer<typeof publicDonationSchema>;
export const campaignDonationsSchema = pagedListOf(publicDonationSchema);

/** GET /donations: one of the signed-in user's donations (a donation record across campaigns). */
export const myDonationSchema = z.object({
  _id: z.number().int(),
  reference: z.string(),
  amount: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  anonymous: z.boolean(),
  comment: z.string().nullable(),
  status: z.enum(['paid', 'refund_pending', 'refunded']),
  created: isoDate,
  paid_at: isoDate.nullable(),
  /** Absent (null) only if the campaign row is gone; campaign_id is null once the campaign is deleted (its page is gone). */
  campaign: z.object({ campaign_id: z.string().nullable(), title: z.string() }).nullable(),
  refund: z.object({ status: refundStatusSchema, reason: z.string(), processed_at: isoDate.nullable() }).nullable(),
});
export type MyDonation = z.infer<typeof myDonationSchema>;

/** The spec's paged list, for types (the schemas use pagedListOf). */
export interface PagedList<T> {
  transactions: T[];
  total_pages: number;
  total_records: number;
  current_page: number;
}

export const myDonationsSchema = pagedListOf(myDonationSchema).extend({ total_amount: z.number(), total_count: z.number().int() });
export type MyDonations = z.infer<typeof myDonationsSchema>;

/** GET /user/reward/{id}: the rewards a user's donations earned (spec §2 Rewards tab). */
export const rewardEntrySchema = z.object({
  donation_id: z.number().int(),
  /** What the user gave, naira. */
  donation: z.number(),
  rewardType: z.enum(['Material', 'Non-material']),
  /** The reward text of the tier the donation reached. */
  reward: z.string(),
  /** The tier's amount, naira. */
  reward_donation: z.number(),
  campaign: donationCampaignSchema,
  created: isoDate,
  /** to_send: the campaigner has still to send it; sent: sent (at sent_at); sold_out: it ran out before the payment arrived. */
  status: z.enum(['to_send', 'sent', 'sold_out']),
  sent_at: isoDate.nullable(),
});
export type RewardEntry = z.infer<typeof rewardEntrySchema>;

export const userRewardsSchema = z.object({
  rewards: z.array(rewardEntrySchema),
  total_rewards: z.number().int(),
  /** 1 is the donor who gave the most; null before the first confirmed donation. */
  rank: z.number().int().nullable(),
  total_donors: z.number().int(),
});
export type UserRewards = z.infer<typeof userRewardsSchema>;

export const rewardDeliveryStatusSchema = z.enum(['to_send', 'sent']);
/** One backer of a reward, as its campaign's owner (or an admin) sees it. */
export const backerSchema = z.object({
  donation_id: z.number().int(),
  reference: z.string(),
  /** The donor's name; 'Anonymous' when they gave anonymously. */
  name: z.string(),
  email: z.string(),
  /** Naira. */
  amount: z.number(),
  paid: isoDate,
  /** A Material reward's delivery details; null for a Non-material one. */
  delivery: z.object({ name: z.string(), phone: z.string(), address: z.string() }).nullable(),
  status: rewardDeliveryStatusSchema,
  sent_at: isoDate.nullable(),
});
export type Backer = z.infer<typeof backerSchema>;
/** GET /backers/{campaignId}: each reward with its backers (paid donations that hold a unit). */
export const campaignBackersSchema = z.object({
  campaign: donationCampaignSchema,
  rewards: z.array(
    z.object({
      _id: z.number().int(),
      reward: z.string(),
      rewardType: z.enum(['Material', 'Non-material']),
      /** Naira. */
      donation: z.number(),
      quantity: z.number().int().nullable(),
      backers: z.array(backerSchema),
      to_send: z.number().int(),
      sent: z.number().int(),
    }),
  ),
  /** Paid donations whose reward ran out before they confirmed (no unit; nothing to send). */
  missed: z.number().int(),
});
export type CampaignBackers = z.infer<typeof campaignBackersSchema>;
/** PUT /backer/{donationId}: mark a backer's reward sent, or back to to send. */
export const backerStatusSchema = z.object({ status: rewardDeliveryStatusSchema });
export type BackerStatusInput = z.infer<typeof backerStatusSchema>;

export const bankSchema = z.object({ name: z.string(), code: z.string() });
export type Bank = z.infer<typeof bankSchema>;
/** GET /banks. */
export const banksSchema = z.object({ banks: z.array(bankSchema) });

/** POST /bank/resolve: the account as the bank names it (the number is the caller's own). */
export const resolvedAccountSchema = z.object({
  account_number: z.string(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_name: z.string(),
});
export type ResolvedAccount = z.infer<typeof resolvedAccountSchema>;

/** The owner's saved payout account (the number is never shown again in full). */
export const bankAccountInfoSchema = z.object({
  bank_code: z.string(),
  bank_name: z.string(),
  account_name: z.string(),
  account_last4: z.string(),
});
export type BankAccountInfo = z.infer<typeof bankAccountInfoSchema>;
/** GET and PUT /bank/account. */
export const bankAccountReplySchema = z.object({ account: bankAccountInfoSchema.nullable() });

export const payoutInfoSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: payoutStatusSchema,
  raised: z.number(),
  commission: z.number(),
  amount: z.number(),
  bank_name: z.string(),
  account_name: z.string(),
  account_last4: z.string(),
  last_error: z.string().nullable(),
  created: isoDate,
  paid_at: isoDate.nullable(),
  /** Set when a paid transfer was sent back by the bank: the status is then failed and the money held again. */
  reversed_at: isoDate.nullable(),
});
export type PayoutInfo = z.infer<typeof payoutInfoSchema>;
/** POST /claim/{campaignId}. */
export const claimReplySchema = z.object({ payout: payoutInfoSchema });

/** GET /claim/{campaignId}: what the owner may claim, and the payout once claimed. */
export const claimSummarySchema = z.object({
  campaign: z.object({ campaign_id: z.string(), title: z.string(), status: z.number().int(), suspended: z.boolean(), goal: z.number() }),
  raised: z.number(),
  commission: z.number(),
  payout_amount: z.number(),
  commission_percent: z.number(),
  goal_reached: z.boolean(),
  identity_status: z.enum(['none', 'submitted', 'approved', 'rejected']),
  bank_account: bankAccountInfoSchema.nullable(),
  payout: payoutInfoSchema.nullable(),
  /** How the campaign is funded (issue 25): keep what you raise claims in stages. */
  funding_mode: z.enum(['all_or_nothing', 'keep_what_you_raise']),
  /** Raised and not yet claimed (naira): what a claim now would take, before the commission. */
  claimable: z.number(),
  /** Every claim of this campaign, oldest first: its stages (one for all or nothing), failed ones too. */
  payouts: z.array(payoutInfoSchema),
  can_claim: z.boolean(),
  /** Why claiming is not possible yet, in the owner's words; empty when it is. */
  blockers: z.array(z.string()),
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

/** GET /admin/donations: every donation, across campaigns. */
export const adminDonationSchema = z.object({
  reference: z.string(),
  /** The campaign as every donation record names it (spec §3). */
  campaign: donationCampaignSchema,
  /** The same campaign, flat, as the admin console first read it. */
  campaign_id: z.string(),
  campaign_title: z.string(),
  amount: z.number(),
  status: donationStatusSchema,
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  mobile: z.string().nullable(),
  anonymous: z.boolean(),
  comment: z.string().nullable(),
  created: isoDate,
  paid_at: isoDate.nullable(),
});
export type AdminDonation = z.infer<typeof adminDonationSchema>;
export const adminDonationsSchema = pagedListOf(adminDonationSchema);

/** GET /admin/refunds. */
export const adminRefundSchema = z.object({
  id: z.number().int(),
  donation_reference: z.string(),
  /** The refunded donation's campaign (spec §3). */
  campaign: donationCampaignSchema,
  campaign_title: z.string(),
  amount: z.number(),
  status: refundStatusSchema,
  reason: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created: isoDate,
  processed_at: isoDate.nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;
export const adminRefundsSchema = pagedListOf(adminRefundSchema);

/** POST /admin/refunds/{id}/retry. */
export const refundRetrySchema = z.object({ retried: z.literal(true) });

/** GET /admin/payouts. */
export const adminPayoutSchema = z.object({
  id: z.number().int(),
  campaign_id: z.string(),
  campaign_title: z.string(),
  raised: z.number(),
  commission: z.number(),
  amount: z.number(),
  status: payoutStatusSchema,
  bank_name: z.string(),
  account_name: z.string(),
  account_last4: z.string(),
  created: isoDate,
  paid_at: isoDate.nullable(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const adminPayoutsSchema = pagedListOf(adminPayoutSchema);

/** GET /admin/ledger: the integrity checks of docs/design.md §4 (kobo). */
export const ledgerReportSchema = z.object({
  ok: z.boolean(),
  problems: z.array(z.string()),
  totals: z.object({
    ledger_sum_kobo: z.number().int(),
    provider_kobo: z.number().int(),
    refunds_payable_kobo: z.number().int(),
    payouts_payable_kobo: z.number().int(),
    commission_kobo: z.number().int(),
    campaigns_checked: z.number().int(),
  }),
});
export type LedgerReport = z.infer<typeof ledgerReportSchema>;

/** POST /dev/sandbox/pay. */
export const sandboxPayResultSchema = z.object({ status: z.enum(['success', 'failed', 'otp_required']), message: z.string() });
export type SandboxPayResult = z.infer<typeof sandboxPayResultSchema>;

/** POST /payment/webhook: what was done with the provider's event. */
export const webhookReplySchema = z.object({ received: z.literal(true), result: z.string() });

/** Why a refund was made, as the admin console names it. */
export const REFUND_REASON_LABEL: Record<string, string> = {
  campaign_deleted: 'campaign deleted',
  closed_before_goal: 'campaign closed before its goal',
  late_payment: 'paid after donations closed',
  amount_mismatch: 'amount paid did not match',
};

/** GET /admin/comments: a donor's comment as the moderators see it, with its reports. */
export const adminCommentSchema = z.object({
  donation_id: z.number().int(),
  campaign: donationCampaignSchema,
  /** The donor's real name, anonymous or not (admins see it). */
  donor: z.object({ name: z.string(), email: z.string(), anonymous: z.boolean() }),
  comment: z.string(),
  created: isoDate,
  hidden_at: isoDate.nullable(),
  hidden_reason: z.string().nullable(),
  open_reports: z.number().int(),
  reports: z.array(z.object({ message: z.string().nullable(), created: isoDate, reporter: z.string().nullable(), status: z.string() })),
  reply: z.object({ body: z.string(), created: isoDate }).nullable(),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;
export const adminCommentsSchema = pagedListOf(adminCommentSchema);
export const commentRepliedSchema = z.object({ donation_id: z.number().int(), reply: z.object({ body: z.string(), created: isoDate }) });
export const commentReportedSchema = z.object({ reported: z.literal(true) });
export const commentModeratedSchema = z.object({ donation_id: z.number().int(), hidden: z.boolean(), open_reports: z.number().int() });
