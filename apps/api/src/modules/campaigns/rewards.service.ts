import { and, count, eq } from 'drizzle-orm';
import { koboToNaira, nairaToKobo } from '@ireti/shared';
import { CampaignMsg, REWARDS_MAX, type RewardValues } from '@ireti/shared/campaigns/schemas';
import type { RewardItem } from '@ireti/shared/campaigns/types';
import type { AppContext } from '../../context.ts';
import { rewards } from './campaigns.schema.ts';
import type { Tx } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { lockCampaign } from './state.ts';
import { CampaignErr, assertEditable } from './access.ts';
import { findCampaignByAnyId } from './ids.ts';
import type { Actor } from './owner.service.ts';

/**
 * Rewards (spec §3, §7): only on a Reward based campaign, changed by its owner while the campaign
 * awaits verification or is live; at most REWARDS_MAX per campaign.
 */
const columns = {
  id: rewards.id,
  donationKobo: rewards.donationKobo,
  rewardType: rewards.rewardType,
  reward: rewards.reward,
  campaignId: rewards.campaignId,
  quantity: rewards.quantity,
};

/** A reward as the owner's changes answer it, with the units paid donations hold (payments'). */
export interface RewardRow {
  id: number;
  donationKobo: number;
  rewardType: 'Material' | 'Non-material';
  reward: string;
  quantity: number | null;
  /** Units paid donations hold (the payments module's reward_units_taken). */
  taken: number;
}

export const presentReward = (r: RewardRow): RewardItem => ({
  _id: r.id,
  donation: koboToNaira(r.donationKobo),
  rewardType: r.rewardType,
  reward: r.reward,
  quantity: r.quantity,
  left: r.quantity === null ? null : Math.max(0, r.quantity - r.taken),
});

/**
 * How many units of a reward paid donations hold: payments' to say (decision 109), handed to a
 * reward's change by flows/reward-edit.flow.ts and read in its transaction after the campaign's lock.
 */
export type UnitsTaken = (tx: Tx, rewardId: number) => Promise<number>;

export async function createReward(ctx: AppContext, actor: Actor, campaignPublicId: string, input: RewardValues): Promise<RewardItem> {
  const found = await findCampaignByAnyId(ctx.db, campaignPublicId);
  if (!found) throw notFound(CampaignErr.notFound);
  return ctx.db.transaction(async (tx) => {
    const c = await lockCampaign(tx, found.id);
    assertEditable(c, actor.user);
    if (c.type !== 'Reward based') throw conflict(CampaignMsg.rewardsOnlyForRewardBased);
    const [{ n }] = (await tx.select({ n: count() }).from(rewards).where(eq(rewards.campaignId, c.id))) as [{ n: number }];
    if (n >= REWARDS_MAX) throw conflict(CampaignMsg.tooManyRewards(REWARDS_MAX));
    const [row] = await tx
      .insert(rewards)
      .values({
        campaignId: c.id,
        donationKobo: nairaToKobo(input.donation),
        rewardType: input.reward_type,
        reward: input.reward,
        quantity: input.quantity,
      })
      .returning(columns);
    await audit(tx, {
      actorId: actor.user.id,
      action: 'reward.created',
      subjectType: 'campaign',
      subjectId: c.id,
      data: { reward_id: row!.id },
      ip: actor.ip,
    });
    // a reward just added: no donation holds any of it
    return presentReward({ ...row!, taken: 0 });
  });
}

/** Loads the reward and locks its campaign, then checks the owner may change it. */
async function ownedReward(tx: Tx, actor: Actor, rewardId: number) {
  const [r] = await tx.select(columns).from(rewards).where(eq(rewards.id, rewardId)).limit(1);
  if (!r) throw notFound('Reward not found');
  const c = await lockCampaign(tx, r.campaignId);
  assertEditable(c, actor.user);
  return { r, c };
}

export async function updateReward(
  ctx: AppContext,
  actor: Actor,
  rewardId: number,
  input: RewardValues,
  unitsTaken: UnitsTaken,
): Promise<RewardItem> {
  return ctx.db.transaction(async (tx) => {
    const { c } = await ownedReward(tx, actor, rewardId);
    const taken = await unitsTaken(tx, rewardId);
    if (input.quantity !== null && input.quantity < taken)
      throw invalid({ quantity: CampaignMsg.quantityBelowTaken(taken) }, CampaignMsg.quantityBelowTaken(taken));
    const [row] = await tx
      .update(rewards)
      .set({ donationKobo: nairaToKobo(input.donation), rewardType: input.reward_type, reward: input.reward, quantity: input.quantity })
      .where(and(eq(rewards.id, rewardId), eq(rewards.campaignId, c.id)))
      .returning(columns);
    await audit(tx, {
      actorId: actor.user.id,
      action: 'reward.updated',
      subjectType: 'campaign',
      subjectId: c.id,
      data: { reward_id: rewardId },
      ip: actor.ip,
    });
    return presentReward({ ...row!, taken });
  });
}

export async function deleteReward(ctx: AppContext, actor: Actor, rewardId: number) {
  await ctx.db.transaction(async (tx) => {
    const { c } = await ownedReward(tx, actor, rewardId);
    await tx.delete(rewards).where(eq(rewards.id, rewardId));
    await audit(tx, {
      actorId: actor.user.id,
      action: 'reward.deleted',
      subjectType: 'campaign',
      subjectId: c.id,
      data: { reward_id: rewardId },
      ip: actor.ip,
    });
  });
  return { deleted: true, _id: rewardId };
}
