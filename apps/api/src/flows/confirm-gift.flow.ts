import { CampaignStatus } from '@ireti/shared/constants';
import type { AppContext } from '../context.ts';
import {
  announceTotal,
  checkCharge,
  confirmPaid,
  goalReached,
  type ChargeSource,
  type DonationRow,
  type Outcome,
  type VerifiedCharge,
} from '../modules/payments/index.ts';
import { changeCampaignState } from './campaign-state.flow.ts';

type Ctx = Pick<AppContext, 'db' | 'notify' | 'config'>;

/**
 * Confirming a gift (docs/decisions/042-confirming-donations.md, 102-flows.md): what the provider
 * says about a charge, applied to our donation — the one path of the browser's verify, the signed
 * webhooks (card, transfer into a permanent account, a monthly charge) and the reconciliation job.
 *
 * 1. payments `checkCharge`: another reference, a mismatch, a failure or still pending settle here,
 *    outside any transaction;
 * 2. payments `confirmPaid`, in one transaction with what follows: the single statement that marks
 *    the donation paid, writes the ledger and adds to the campaign's total (or, donations closed, the
 *    late payment's refund), then the reward, the receipt and the owner's notice;
 * 3. when this gift crossed the goal: the campaign closes for donations through the
 *    campaign-state flow (campaigns' state machine, then payments marks the goal reached, ends the
 *    monthly gifts and retires the permanent account) — the campaign row locked after the totals
 *    row, only for the gift that crosses;
 * 4. payments `goalReached`: the owner hears it;
 * 5. after the commit, payments `announceTotal`: the 'money' notice for every instance's cache.
 */
export async function confirmGift(ctx: Ctx, donation: DonationRow, charge: VerifiedCharge, source: ChargeSource): Promise<Outcome> {
  const checked = await checkCharge(ctx, donation, charge, source);
  if ('kind' in checked) return checked;
  const outcome = await retryDeadlock(() =>
    ctx.db.transaction(async (tx) => {
      const paid = await confirmPaid(tx, ctx, donation, charge, source, checked.confirmWith);
      if (!paid.crossed) return paid;
      await changeCampaignState(tx, donation.campaignId, CampaignStatus.CLOSED_FOR_DONATIONS, { id: null, reason: 'Goal reached' });
      return goalReached(tx, ctx, paid, CampaignStatus.CLOSED_FOR_DONATIONS);
    }),
  );
  announceTotal(ctx, donation, outcome);
  return outcome;
}

/**
 * A confirmation whose gift crosses the goal locks the campaign row (the transition to 'closed for
 * donations') after its totals row; a transition started elsewhere at that moment (the owner
 * closing, an admin deleting) locks the campaign row, then the totals row through its trigger. The
 * two can deadlock: PostgreSQL cancels one, and a cancelled confirmation runs again — its gate
 * makes a second run count nothing twice — and then finds the campaign closed (late payment) or
 * open. Any other error, or a third deadlock, is thrown.
 */
async function retryDeadlock<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
      if (attempt >= 3 || (code !== '40P01' && code !== '40001')) throw err;
    }
  }
}
