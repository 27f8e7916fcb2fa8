import { BeneficiaryMsg } from '@ireti/shared/donations/beneficiary';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { beneficiaryForClaim } from './beneficiary.service.ts';
import { overduePayouts } from './spending.service.ts';

/**
 * What issue 25 adds to a claim, kept apart from the claim itself (payouts.service.ts): its
 * destination — the campaign's beneficiary when it names one, which must be confirmed by the
 * volunteer — and its precondition that no earlier payout is overdue for its spending report.
 */
export async function claimDestination(db: AppContext['db'] | Tx, campaignId: number) {
  const [beneficiary, overdue] = await Promise.all([beneficiaryForClaim(db as Tx, campaignId), overduePayouts(db, campaignId)]);
  const blockers: string[] = [];
  if (beneficiary && !beneficiary.confirmed) blockers.push(BeneficiaryMsg.notConfirmedYet);
  if (overdue.length) blockers.push(BeneficiaryMsg.overdue);
  return { beneficiary, overdue, blockers };
}

export type ClaimDestination = Awaited<ReturnType<typeof claimDestination>>;
