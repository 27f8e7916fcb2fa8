import { z } from 'zod';
import { isoDate } from '../contract.ts';

/**
 * GET /campaigns/{id}/money: where a campaign's money went (issue 14), every figure summed from
 * the ledger in kobo on the server and sent in naira (money.ts in the payments module).
 */

/** Why donors were refunded, in the words the money panel shows. */
export const refundReasonWords = {
  closed_before_goal: 'Campaign closed short of its goal',
  campaign_deleted: 'Campaign deleted by its creator',
  late_payment: 'Payment arrived after donations closed',
  amount_mismatch: 'Amount paid did not match the donation',
  transfer_refused: 'Transfer sent back: above what the goal still needed, or while under review',
} as const;
export type MoneyRefundReason = keyof typeof refundReasonWords;

/** A payout as the public sees it: `reversed` is a paid transfer the bank sent back. */
export const moneyPayoutStatusSchema = z.enum(['pending', 'paid', 'failed', 'reversed']);
export type MoneyPayoutStatus = z.infer<typeof moneyPayoutStatusSchema>;

export const campaignMoneySchema = z.object({
  campaign_id: z.string(),
  /** Every confirmed donation, before refunds (naira). */
  raised: z.number(),
  donations: z.number().int(),
  refunded: z.object({
    count: z.number().int(),
    total: z.number(),
    /** Refunds decided but not yet processed by the provider. */
    on_the_way: z.number().int(),
    reasons: z.array(
      z.object({
        reason: z.string(),
        /** The reason in words (refundReasonWords). */
        words: z.string(),
        count: z.number().int(),
        total: z.number(),
      }),
    ),
  }),
  /** The platform's 5% of the goal, taken by claims that stand (a failed or reversed one gives it back). */
  commission: z.number(),
  /** Sent to the campaigner's bank and not sent back. */
  paid_out: z.number(),
  /** Claimed, on its way to the bank. */
  in_transit: z.number(),
  /** Still held for the campaign. */
  held: z.number(),
  payouts: z.array(
    z.object({
      /** When it was claimed. */
      date: isoDate,
      paid_at: isoDate.nullable(),
      amount: z.number(),
      bank_name: z.string(),
      /** The last four digits of the account number: never more. */
      account_last4: z.string().regex(/^\d{4}$/),
      status: moneyPayoutStatusSchema,
      /** Accounted for by spending reports the volunteer confirmed (issue 25), naira. */
      accounted: z.number(),
      /** Who confirmed those reports ("Tunde A."). */
      confirmed_by: z.array(z.string()),
      /** Paid more than 30 days ago and not accounted for: the page says so and the next claim waits. */
      overdue: z.boolean(),
    }),
  ),
  /** The institution the payouts go to (issue 25), and who confirmed it; null when the campaign names none. */
  beneficiary: z
    .object({ name: z.string(), bank_name: z.string(), account_last4: z.string().regex(/^\d{4}$/), confirmed_by: z.string().nullable() })
    .nullable(),
});
export type CampaignMoney = z.infer<typeof campaignMoneySchema>;
