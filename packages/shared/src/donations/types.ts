/** Shapes the donations and payments API returns. Money in naira (numbers), dates as ISO strings. */

/** POST /donate (spec §3 "Donation initiation result", plus what the checkout needs). */
export interface DonateResult {
  ref: string;
  email: string;
  /** Naira. */
  amount: number;
  /** The same amount in kobo, as the provider's checkout wants it (no float arithmetic in browsers). */
  amount_kobo: number;
  currency: 'NGN';
  /** The provider's public key: Paystack's pk_…, or 'sandbox' in the embedded default. */
  p_key: string;
  /** Paystack's access code for resuming the transaction the server initialised; null otherwise. */
  access_code: string | null;
  campaign: { campaign_id: string; title: string };
}

export type DonationStatus = 'pending' | 'paid' | 'failed' | 'abandoned' | 'expired' | 'refund_pending' | 'refunded';

/** PUT /payment/verify. */
export interface VerifyResult {
  ref: string;
  status: DonationStatus;
  amount: number;
  campaign: { campaign_id: string; title: string; pledged: number; amount: number; percent: number; status: number };
  donor: { first_name: string; anonymous: boolean };
}

/** GET /donations/{campaignId}: one public donation (spec §3 "Donation record"). */
export interface PublicDonation {
  _id: number;
  /** 'Anonymous' for an anonymous donor. */
  first_name: string;
  last_name: string;
  anonymous: boolean;
  amount: number;
  comment: string | null;
  created: string;
}

/** GET /donations: one of the signed-in user's donations. */
export interface MyDonation {
  _id: number;
  reference: string;
  amount: number;
  first_name: string;
  last_name: string;
  anonymous: boolean;
  comment: string | null;
  status: 'paid' | 'refund_pending' | 'refunded';
  created: string;
  paid_at: string | null;
  /** campaign_id is null once the campaign is deleted (its page is gone). */
  campaign: { campaign_id: string | null; title: string } | null;
  refund: { status: RefundStatus; reason: string; processed_at: string | null } | null;
}

export interface PagedList<T> {
  transactions: T[];
  total_pages: number;
  total_records: number;
  current_page: number;
}

export type MyDonations = PagedList<MyDonation> & { total_amount: number; total_count: number };

/** GET /user/reward/{id}: the rewards a user's donations earned (spec §2 Rewards tab). */
export interface RewardEntry {
  donation_id: number;
  /** What the user gave, naira. */
  donation: number;
  rewardType: 'Material' | 'Non-material';
  /** The reward text of the tier the donation reached. */
  reward: string;
  /** The tier's amount, naira. */
  reward_donation: number;
  campaign: { campaign_id: string; title: string };
  created: string;
}

export interface UserRewards {
  rewards: RewardEntry[];
  total_rewards: number;
  /** 1 is the donor who gave the most; null before the first confirmed donation. */
  rank: number | null;
  total_donors: number;
}

export type RefundStatus = 'pending' | 'sent' | 'processed' | 'failed';
export type PayoutStatus = 'pending' | 'processing' | 'paid' | 'failed';

export interface Bank {
  name: string;
  code: string;
}

/** The owner's saved payout account (the number is never shown again in full). */
export interface BankAccountInfo {
  bank_code: string;
  bank_name: string;
  account_name: string;
  account_last4: string;
}

export interface PayoutInfo {
  id: number;
  reference: string;
  status: PayoutStatus;
  raised: number;
  commission: number;
  amount: number;
  bank_name: string;
  account_name: string;
  account_last4: string;
  last_error: string | null;
  created: string;
  paid_at: string | null;
}

/** GET /claim/{campaignId}: what the owner may claim, and the payout once claimed. */
export interface ClaimSummary {
  campaign: { campaign_id: string; title: string; status: number; suspended: boolean; goal: number };
  raised: number;
  commission: number;
  payout_amount: number;
  commission_percent: number;
  goal_reached: boolean;
  identity_status: 'none' | 'submitted' | 'approved' | 'rejected';
  bank_account: BankAccountInfo | null;
  payout: PayoutInfo | null;
  can_claim: boolean;
  /** Why claiming is not possible yet, in the owner's words; empty when it is. */
  blockers: string[];
}

/** GET /admin/donations. */
export interface AdminDonation {
  reference: string;
  campaign_id: string;
  campaign_title: string;
  amount: number;
  status: DonationStatus;
  first_name: string | null;
  last_name: string | null;
  email: string;
  mobile: string | null;
  anonymous: boolean;
  comment: string | null;
  created: string;
  paid_at: string | null;
}

/** GET /admin/refunds. */
export interface AdminRefund {
  id: number;
  donation_reference: string;
  campaign_title: string;
  amount: number;
  status: RefundStatus;
  reason: string;
  attempts: number;
  last_error: string | null;
  created: string;
  processed_at: string | null;
}

/** GET /admin/payouts. */
export interface AdminPayout {
  id: number;
  campaign_id: string;
  campaign_title: string;
  raised: number;
  commission: number;
  amount: number;
  status: PayoutStatus;
  bank_name: string;
  account_name: string;
  account_last4: string;
  created: string;
  paid_at: string | null;
}

export type SandboxPayResult = { status: 'success' | 'failed' | 'otp_required'; message: string };

/** Why a refund was made, as the admin console names it. */
export const REFUND_REASON_LABEL: Record<string, string> = {
  campaign_deleted: 'campaign deleted',
  closed_before_goal: 'campaign closed before its goal',
  late_payment: 'paid after donations closed',
  amount_mismatch: 'amount paid did not match',
};
