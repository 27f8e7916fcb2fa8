import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CampaignStatus, nairaToKobo } from '@ireti/shared';
import { campaignCreateSchema } from '@ireti/shared/campaigns/schemas';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { campaigns, campaignTransitions, rewards, users } from '../../db/schema.ts';
import { publicId } from '../../lib/ids.ts';
// The demo seeds through the campaign-state flow, as the routes do (a demo seed may import across the boundary).
import { changeCampaignState } from '../../flows/index.ts';
// The moment the goal was reached is the money side's (decision 108): the demo dates it through payments.
import { markGoalReached } from '../payments/index.ts';
import { MEDIA_FOLDER } from './images.ts';
import { refreshTopRanking } from '../explore/index.ts';
import { cleanDescription, closeCampaign } from './owner.service.ts';
import { picture } from './demo/art.ts';
import { demoCampaigns, type DemoCampaign } from './demo/stories.ts';

/**
 * Demo campaigns (outside production), after the accounts demo: every status and category, with
 * pictures and rewards, moved through the state machine like real ones. Pledged totals stay at
 * zero: the payments demo makes the donations. The campaigns that closed for donations (3) and the
 * success stories (2) are seeded live: the payments demo funds them to their goal with real,
 * confirmed donations (which closes donations) and claims the stories' money, then
 * `finishCampaignsDemo` closes the stories with their thank-you (issue 14: a story shows what it
 * raised). Idempotent: a campaign whose owner already has one of the same title (as stored, after
 * the schema's clean-up) is skipped; a missing owner skips the campaign.
 */
const DAY = 86_400_000;

const descriptionOf = (d: DemoCampaign) => d.story.map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`).join('');

const inputOf = (d: DemoCampaign) =>
  campaignCreateSchema.parse({
    title: d.title,
    goal: d.goal,
    category: d.category,
    affiliatedOrganization: d.affiliatedOrganization ?? null,
    summary: d.summary,
    campaign_details: descriptionOf(d),
    types: d.types,
    rewards: d.rewards,
    state: d.place[0],
    lga: d.place[1],
  });

async function seedOne(ctx: AppContext, d: DemoCampaign, ownerId: number, adminId: number | null) {
  const input = inputOf(d);
  const images = await Promise.all(
    [0, ...Array.from({ length: d.art.gallery ?? 0 }, (_, i) => i + 1)].map(
      async (variant) =>
        (await ctx.media.saveImage(await picture(d.art.motif, d.art.hue + variant * 25, d.art.caption, variant), { folder: MEDIA_FOLDER }))
          .key,
    ),
  );
  const created = new Date(Date.now() - d.daysAgo * DAY - 3 * 3_600_000);

  await ctx.db.transaction(async (tx) => {
    const [c] = await tx
      .insert(campaigns)
      .values({
        publicId: publicId(),
        ownerId,
        title: input.title,
        summary: input.summary,
        descriptionHtml: cleanDescription(ctx, input.campaign_details),
        goalKobo: nairaToKobo(input.goal),
        category: input.category,
        affiliatedOrganization: input.affiliatedOrganization || null,
        type: input.types,
        stateId: input.state,
        lgaId: input.lga,
        status: CampaignStatus.AWAITING_VERIFICATION,
        imageKey: images[0],
        image1Key: images[1] ?? null,
        image2Key: images[2] ?? null,
        createdAt: created,
        updatedAt: created,
      })
      .returning();
    const id = c!.id;
    if (input.rewards?.length) {
      await tx.insert(rewards).values(
        input.rewards.map((r) => ({
          campaignId: id,
          donationKobo: nairaToKobo(r.donation),
          rewardType: r.reward_type,
          reward: r.reward,
        })),
      );
    }
    await tx
      .insert(campaignTransitions)
      .values({ campaignId: id, fromStatus: null, toStatus: 0, actorId: ownerId, reason: 'created', createdAt: created });
    // Through the state machine, as the volunteers and the owner would have done it. Funded ones
    // (3, 2) stay live here: donations close when the payments demo meets their goal.
    const steps: CampaignStatus[] = [];
    if (d.status !== CampaignStatus.AWAITING_VERIFICATION && d.status !== CampaignStatus.DELETED) steps.push(CampaignStatus.ACTIVE);
    if (d.status === CampaignStatus.DELETED) steps.push(CampaignStatus.DELETED);
    for (const to of steps) {
      await changeCampaignState(tx, id, to, to === CampaignStatus.ACTIVE ? { id: adminId, reason: 'verified' } : { id: ownerId });
      await dateStep(tx, id, to, created);
    }
  });
}

/** When each step of a demo campaign's story happened, in days after it was created. */
const STEP_DAY: Record<number, number> = {
  [CampaignStatus.ACTIVE]: 2,
  [CampaignStatus.CLOSED_FOR_DONATIONS]: 30,
  [CampaignStatus.CLOSED]: 40,
  [CampaignStatus.DELETED]: 3,
};

/** The day `days` after `created`, never later than an hour ago. */
export const demoDay = (created: Date, days: number) => new Date(Math.min(Date.now() - 3_600_000, created.getTime() + days * DAY));

/** The demo's history happened in the past: dates the step to `to` (its column and transition) like the story. */
async function dateStep(tx: Tx, id: number, to: CampaignStatus, created: Date) {
  const stamp = demoDay(created, STEP_DAY[to]!);
  const column = {
    [CampaignStatus.ACTIVE]: 'verifiedAt',
    [CampaignStatus.CLOSED_FOR_DONATIONS]: 'donationsClosedAt',
    [CampaignStatus.CLOSED]: 'closedAt',
    [CampaignStatus.DELETED]: 'deletedAt',
  }[to as 1 | 2 | 3 | 4];
  await tx
    .update(campaigns)
    .set({ [column]: stamp, updatedAt: stamp })
    .where(eq(campaigns.id, id));
  // The goal was met by the donation that closed donations.
  if (to === CampaignStatus.CLOSED_FOR_DONATIONS) await markGoalReached(tx, id, stamp);
  await tx
    .update(campaignTransitions)
    .set({ createdAt: stamp })
    .where(and(eq(campaignTransitions.campaignId, id), eq(campaignTransitions.toStatus, to)));
}

export async function seedCampaignsDemo(ctx: AppContext): Promise<void> {
  const emails = [...new Set(demoCampaigns.map((d) => d.owner)), 'admin@demo.ireti.ng'];
  const people = await ctx.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const existing = await ctx.db
    .select({ ownerId: campaigns.ownerId, title: campaigns.title })
    .from(campaigns)
    .where(inArray(campaigns.ownerId, people.map((p) => p.id).concat(-1)));
  const seen = new Set(existing.map((e) => `${e.ownerId}:${e.title}`));
  for (const d of demoCampaigns) {
    const ownerId = idOf.get(d.owner);
    if (!ownerId || seen.has(`${ownerId}:${inputOf(d).title}`)) continue;
    await seedOne(ctx, d, ownerId, idOf.get('admin@demo.ireti.ng') ?? null);
  }
  await refreshTopRanking(ctx.db);
}

export interface DemoLiveCampaign {
  id: number;
  publicId: string;
  goalKobo: number;
  ownerEmail: string;
}

/** A demo campaign the payments demo funds to its goal: `story` ones (2) are then claimed and closed. */
export interface DemoFundedCampaign extends DemoLiveCampaign {
  status: number;
  story: boolean;
  createdAt: Date;
}

/** The demo's campaigns of status 3 and 2 in its stories, by owner and title, whatever their status now. */
async function demoFunded(ctx: AppContext) {
  const funded = demoCampaigns.filter((d) => d.status === CampaignStatus.CLOSED_FOR_DONATIONS || d.status === CampaignStatus.CLOSED);
  const byKey = new Map(funded.map((d) => [`${d.owner}:${inputOf(d).title}`, d]));
  const rows = await ctx.db
    .select({
      id: campaigns.id,
      publicId: campaigns.publicId,
      goalKobo: campaigns.goalKobo,
      title: campaigns.title,
      status: campaigns.status,
      suspendedAt: campaigns.suspendedAt,
      createdAt: campaigns.createdAt,
      ownerId: campaigns.ownerId,
      ownerEmail: users.email,
    })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.ownerId))
    .where(inArray(users.email, [...new Set(funded.map((d) => d.owner))]))
    .orderBy(campaigns.id);
  return rows.flatMap((r) => {
    const d = byKey.get(`${r.ownerEmail}:${r.title}`);
    return d && !r.suspendedAt ? [{ ...r, id: Number(r.id), goalKobo: Number(r.goalKobo), demo: d }] : [];
  });
}

/**
 * The campaigns the payments demo funds to their goal through real donations: the demo's closed
 * for donations (3) and success stories (2), while still live and not suspended.
 */
export async function demoFundedCampaigns(ctx: AppContext): Promise<DemoFundedCampaign[]> {
  return (await demoFunded(ctx))
    .filter((r) => r.status === CampaignStatus.ACTIVE || r.status === CampaignStatus.CLOSED_FOR_DONATIONS)
    .map((r) => ({
      id: r.id,
      publicId: r.publicId,
      goalKobo: r.goalKobo,
      ownerEmail: r.ownerEmail,
      status: r.status,
      story: r.demo.status === CampaignStatus.CLOSED,
      createdAt: r.createdAt,
    }));
}

/**
 * After the payments demo: the funded campaigns' history is dated like their story (donations
 * closed on day 30), and each success story whose goal was met is closed by its owner through the
 * close service, with its thank-you message and two thank-you pictures (day 40). Idempotent: a
 * story already closed is left alone; one whose goal was not met stays as it is.
 */
export async function finishCampaignsDemo(ctx: AppContext): Promise<void> {
  for (const r of await demoFunded(ctx)) {
    if (r.status !== CampaignStatus.CLOSED_FOR_DONATIONS) continue;
    const [money] = (
      await ctx.db.execute<{ goal_reached_at: string | null }>(sql`select goal_reached_at from campaign_money where campaign_id = ${r.id}`)
    ).rows;
    if (!money?.goal_reached_at) continue;
    await ctx.db.transaction((tx) => dateStep(tx, r.id, CampaignStatus.CLOSED_FOR_DONATIONS, r.createdAt));
    if (r.demo.status !== CampaignStatus.CLOSED) continue;
    const [owner] = await ctx.db.select().from(users).where(eq(users.id, r.ownerId));
    if (!owner) continue;
    const [image1, image2] = await Promise.all(
      [1, 2].map(
        async (v) =>
          (await ctx.media.saveImage(await picture('thanks', r.demo.art.hue + v * 40, 'Thank you!', v), { folder: MEDIA_FOLDER })).key,
      ),
    );
    await ctx.db.update(campaigns).set({ messageImage1Key: image1, messageImage2Key: image2 }).where(eq(campaigns.id, r.id));
    await closeCampaign(ctx, { user: { ...owner, sessionId: 0, secondFactorAt: null } }, r.publicId, r.demo.thankYou ?? 'Thank you!');
    await ctx.db.transaction((tx) => dateStep(tx, r.id, CampaignStatus.CLOSED, r.createdAt));
  }
  await refreshTopRanking(ctx.db);
}

/**
 * The live campaigns this demo made live (its stories of status 1, found by owner and title),
 * still live and not suspended — the only ones the payments demo gives to. Campaigns the demo
 * users create or get verified later, while trying the site, are theirs: no restart adds to them.
 */
export async function demoLiveCampaigns(ctx: AppContext): Promise<DemoLiveCampaign[]> {
  const live = demoCampaigns.filter((d) => d.status === CampaignStatus.ACTIVE);
  const wanted = new Set(live.map((d) => `${d.owner}:${inputOf(d).title}`));
  const rows = await ctx.db
    .select({
      id: campaigns.id,
      publicId: campaigns.publicId,
      goalKobo: campaigns.goalKobo,
      title: campaigns.title,
      ownerEmail: users.email,
    })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.ownerId))
    .where(
      and(
        inArray(users.email, [...new Set(live.map((d) => d.owner))]),
        eq(campaigns.status, CampaignStatus.ACTIVE),
        isNull(campaigns.suspendedAt),
      ),
    )
    .orderBy(campaigns.id);
  return rows
    .filter((r) => wanted.has(`${r.ownerEmail}:${r.title}`))
    .map((r) => ({ id: Number(r.id), publicId: r.publicId, goalKobo: Number(r.goalKobo), ownerEmail: r.ownerEmail }));
}
