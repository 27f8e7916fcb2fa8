import type { RewardValues } from '@ireti/shared/campaigns/schemas';
import type { AppContext } from '../context.ts';
import { updateReward, type Actor } from '../modules/campaigns/index.ts';
import { unitsTaken } from '../modules/payments/index.ts';

/**
 * The owner changes a reward (PUT /reward/{id}; docs/decisions/109-no-sql-cycle.md): campaigns'
 * checks and update in one transaction, told by payments how many units paid donations hold — the
 * quantity may not go below them. Campaigns reads them through `unitsTaken`, after its lock on the
 * campaign, and names no payments view for it.
 */
export const editReward = (ctx: AppContext, actor: Actor, rewardId: number, input: RewardValues) =>
  updateReward(ctx, actor, rewardId, input, unitsTaken);
