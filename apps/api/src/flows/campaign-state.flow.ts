import type { CampaignStatus } from '@ireti/shared/constants';
import type { Tx } from '../db/client.ts';
import { transition } from '../modules/campaigns/index.ts';
import { endMonthlyGiftsOnTransition, followCampaignState, settleCampaignMoney } from '../modules/payments/index.ts';
import { thankYouOnClose } from '../modules/updates/index.ts';
import { rankOnGoingLive } from '../modules/explore/index.ts';

/** A campaign's change of state as the steps after it see it. */
export type CampaignMove = { campaignId: number; from: number; to: number };

/**
 * A campaign changes state, and what that means for the other modules — in the caller's
 * transaction, step by step, in this order (docs/decisions/102-flows.md). Used to verify a campaign
 * (→ live), to close donations (by its owner, at its end date, or by the gift that crosses its goal),
 * to close it with the thank-you, and to delete it (its owner, or an administrator on a report).
 * Any step that throws rolls the whole change back (a deletion refused because a stage was paid out).
 */
export const campaignStateSteps = [
  // 1. payments: the money — deleted, every gift back; closed for donations, the goal marked
  //    reached, or (all or nothing, short of it) every gift back (refunds/refunds.service.ts).
  ['settle the money', settleCampaignMoney],
  // 2. payments: monthly gifts end when donations stop (subscriptions/subscriptions.service.ts).
  ['end monthly gifts', endMonthlyGiftsOnTransition],
  // 3. payments: live → the permanent account number is asked for; closed or deleted → retired
  //    (transfers/accounts.service.ts).
  ['follow with the permanent account', followCampaignState],
  // 4. updates: closed with the thank-you → it becomes the update mailed to the donors (updates.mail.ts).
  ['mail the thank-you', thankYouOnClose],
  // 5. explore: live → the campaign joins the 'top' ranking at once, with what it raised so far
  //    (explore/queries.ts `rankLiveCampaign`; decision 109).
  ['rank a campaign going live', rankOnGoingLive],
] as const satisfies readonly (readonly [string, (tx: Tx, move: CampaignMove) => Promise<unknown>])[];

/**
 * Step 0, campaigns: the state machine (lock, check, record, audit: campaigns' state.ts); then
 * the steps above. Returns the campaign row as the move left it.
 */
export async function changeCampaignState(
  tx: Tx,
  campaignId: number,
  to: CampaignStatus,
  actor: { id: number | null; reason?: string; ip?: string },
  extra: Parameters<typeof transition>[4] = {},
) {
  const { from, ...row } = await transition(tx, campaignId, to, actor, extra);
  const move: CampaignMove = { campaignId, from, to };
  for (const [, step] of campaignStateSteps) await step(tx, move);
  return row;
}
