import { sql } from 'drizzle-orm';
import { CampaignStatus } from '@ireti/shared';
import type { CampaignDetail, RewardItem } from '@ireti/shared/campaigns/types';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import {
  assertVisible,
  findCampaignByAnyId,
  findView,
  presentReward,
  viewOf,
  viewerOf,
  type CampaignRow,
  type CampaignView,
  type RewardRow,
} from '../campaigns/index.ts';
import { presentDetail } from './present.ts';
import { campaignPageRow, moneyPartsOf, type MoneyParts } from './queries.ts';

/**
 * The campaign page (GET /campaign/{id}, and every campaign write's reply) is a campaign shown with
 * its money: campaigns says what the viewer may see of the campaign (CampaignView), payments'
 * read models what it raised; explore puts them together (decision 109). Campaigns' own routes
 * reach this through `ctx.flows.showCampaign` and `ctx.flows.getCampaign`.
 */
const pageOf = (ctx: Pick<AppContext, 'media'>, v: CampaignView, money: MoneyParts): CampaignDetail =>
  presentDetail(ctx.media, v.campaign, v.owner, { ...money, viewer: v.viewer, contact: v.contact });

/** A campaign in hand (after a change) as its viewer sees it, with its money. */
export async function showCampaign(ctx: AppContext, c: CampaignRow, user: AuthUser | null, db: Db | Tx = ctx.db): Promise<CampaignDetail> {
  const view = await viewOf(ctx, c, user, db);
  return pageOf(ctx, view, await moneyPartsOf(db, c.id));
}

/** GET /campaign/{id} for a signed-in viewer: the campaign as they may see it (404 else), with its money. */
export async function getCampaign(ctx: AppContext, id: string, user: AuthUser | null, db: Db = ctx.db): Promise<CampaignDetail> {
  const view = await findView(ctx, id, user, db);
  return pageOf(ctx, view, await moneyPartsOf(db, view.campaign.id));
}

/**
 * GET /campaign/{id} for a visitor (no session): the same page getCampaign gives an anonymous
 * viewer, from the page's read model in one indexed fetch (decision 106); null when there is no
 * such campaign or a visitor may not see it (awaiting verification). The server-rendered pages
 * call this too.
 */
export async function campaignPage(ctx: Pick<AppContext, 'media'>, id: string, db: Db): Promise<CampaignDetail | null> {
  const r = await campaignPageRow(db, id);
  if (!r || r.page.status === CampaignStatus.AWAITING_VERIFICATION) return null;
  const { ownerIsOrganization, ownerOrganizationName, ownerFirstName, ownerLastName, ownerImageKey, ...c } = r.page;
  const owner = {
    id: c.ownerId,
    isOrganization: ownerIsOrganization,
    organizationName: ownerOrganizationName,
    firstName: ownerFirstName,
    lastName: ownerLastName,
    imageKey: ownerImageKey,
  };
  return presentDetail(ctx.media, c, owner, {
    rewards: r.rewards,
    donationsCount: r.donationsCount,
    donorsCount: r.donorsCount,
    pledgedKobo: r.pledgedKobo,
    goalReachedAt: r.goalReachedAt,
    viewer: viewerOf(c, null, false),
    contact: null,
  });
}

/** GET /reward/{id}: a campaign's rewards (campaigns' campaign_rewards) with the units paid donations hold (payments'). */
export async function listRewards(ctx: AppContext, id: string, user: AuthUser | null): Promise<RewardItem[]> {
  const c = await assertVisible(ctx.db, await findCampaignByAnyId(ctx.db, id), user);
  const rows = await ctx.db.execute<RewardRow & Record<string, unknown>>(sql`
    select r.id, r.donation_kobo as "donationKobo", r.reward_type as "rewardType", r.reward, r.quantity,
      coalesce((select t.taken from reward_units_taken t where t.reward_id = r.id), 0)::int as taken
    from campaign_rewards r where r.campaign_id = ${c.id}
    order by r.donation_kobo, r.id`);
  return rows.rows.map((r) => presentReward({ ...r, id: Number(r.id), donationKobo: Number(r.donationKobo), taken: Number(r.taken) }));
}
