import { and, asc, count, eq, sql } from 'drizzle-orm';
import { nairaToKobo } from '@ireti/shared';
import { CampaignMsg, REWARDS_MAX, type RewardValues } from '@ireti/shared/campaigns/schemas';
import type { RewardItem } from '@ireti/shared/campaigns/types';
import type { AppContext } from '../../context.ts';
import { rewards } from './campaigns.schema.ts';
import type { Tx } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { lockCampaign } from './state.ts';
import { CampaignErr, assertEditable, assertVisible } from './access.ts';
import { findCampaignByAnyId } from './ids.ts';
import { presentReward } from './present.ts';
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
  // The units paid donations hold: the payments module's published count.
  taken: sql<number>`coalesce((select taken from reward_units_taken t where t.reward_id = ${rewards.id}), 0)`.mapWith(Number),
};

export async function listRewards(ctx: AppContext, id: string, user: AuthUser | null): Promise<RewardItem[]> {
  const c = await assertVisible(ctx.db, await findCampaignByAnyId(ctx.db, id), user);
  const rows = await ctx.db
    .select(columns)
    .from(rewards)
    .where(eq(rewards.campaignId, c.id))
    .orderBy(asc(rewards.donationKobo), asc(rewards.id));
  return rows.map(presentReward);
}

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
    return presentReward(row!);
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

export async function updateReward(ctx: AppContext, actor: Actor, rewardId: number, input: RewardValues): Promise<RewardItem> {
  return ctx.db.transaction(async (tx) => {
    const { r, c } = await ownedReward(tx, actor, rewardId);
    if (input.quantity !== null && input.quantity < r.taken)
      throw invalid({ quantity: CampaignMsg.quantityBelowTaken(r.taken) }, CampaignMsg.quantityBelowTaken(r.taken));
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
    return presentReward(row!);
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
