import type { AppModule } from '../../lib/module.ts';
import { registerPaymentsJobs } from './payments.jobs.ts';
import routes from './payments.routes.ts';
import { forgetAccount } from './payouts/payouts.service.ts';

/**
 * The payments module's public entry: donations, the ledger, refunds, claims and payouts.
 * Tables: donations, ledger_accounts, ledger_transactions, ledger_entries, refunds,
 * payout_accounts, payouts, dedicated_accounts, transfer_anonymity and the sandbox provider's. Published read model: the view
 * paid_donations. Reacts to `account.reclaimed`. Its steps of the flows (flows/): confirming a gift, and what a
 * campaign's change of state does to its money, monthly gifts and permanent account.
 */
export const paymentsModule: AppModule = {
  name: 'payments',
  routes,
  jobs: registerPaymentsJobs,
  subscribe(on) {
    // An account taken back from whoever opened it loses the payout account they saved.
    on('account.reclaimed', (tx, e) => forgetAccount(tx, e.userId));
  },
};
export { paidDonations, type DonationRow } from './payments.schema.ts';
/** Confirming a gift, the steps flows/confirm-gift.flow.ts runs (decisions 042, 102). */
export { announceTotal, checkCharge, confirmPaid, goalReached, type ChargeSource, type Outcome } from './giving/confirm.service.ts';
export type { VerifiedCharge } from './providers/provider.ts';
/** A campaign's change of state, the steps flows/campaign-state.flow.ts runs: its money, its monthly gifts (decision 092), its permanent account (decision 093). */
export { settleCampaignMoney } from './refunds/refunds.service.ts';
export { endMonthlyGiftsOnTransition } from './subscriptions/subscriptions.service.ts';
export { followCampaignState } from './transfers/accounts.service.ts';
/** The moment a campaign reached its goal, payments' own (decision 108): the demo seed dates it. */
export { markGoalReached } from './giving/totals.ts';
/** A confirmed spending report, for the donors' update (issue 25; updates reacts to `spending.confirmed`). */
export { confirmedReportForMail } from './payouts/spending.service.ts';
export { campaignDonorEmails, type DonorAddress } from './giving/donor-emails.ts';
/** What a campaign's money holds its owner's edit to (flows/campaign-edit.flow.ts, decision 109). */
export { moneyHeld, unitsTaken } from './giving/held.ts';
export { createPaymentProvider } from './providers/index.ts';
export type { PaymentProvider } from './providers/provider.ts';
export { moneyMetrics, type MoneyMetrics } from './giving/money-metrics.ts';
/** The ledger's integrity check and the reconciliation job's name, for operators and the failure drills. */
export { ledgerIntegrity, type IntegrityReport } from './giving/ledger.ts';
export { RECONCILE_JOB } from './giving/reconcile.service.ts';
/** Monthly giving's job (the drills run it). */
export { SUBSCRIPTIONS_JOB } from './subscriptions/subscriptions.service.ts';
/** The data rights' part (issue 28): a person's money records, what blocks an erasure, erasing a donor, payout retention. */
export { eraseDonor, forgetSettledPayoutBankDetails, moneyBlockers, paymentsPersonalData, type MoneyBlockers } from './personal-data.ts';
