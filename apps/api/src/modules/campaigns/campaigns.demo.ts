import { and, eq, inArray, isNull } from 'drizzle-orm';
import { CampaignStatus, nairaToKobo } from '@ireti/shared';
import { campaignCreateSchema } from '@ireti/shared/campaigns/schemas';
import type { AppContext } from '../../context.ts';
import { campaigns, campaignTransitions, rewards, users } from '../../db/schema.ts';
import { publicId } from '../../lib/ids.ts';
import { transition } from './campaign-state.ts';
import { MEDIA_FOLDER } from './campaigns.images.ts';
import { refreshTopRanking } from './campaigns.queries.ts';
import { cleanDescription } from './campaigns.service.ts';
import { picture } from './demo/art.ts';
import { demoCampaigns, type DemoCampaign } from './demo/stories.ts';

/**
 * Demo campaigns (outside production), after the accounts demo: every status and category, with
 * pictures and rewards, moved through the state machine like real ones. Pledged totals stay at
 * zero: the payments demo makes the donations. Idempotent: a campaign whose owner already has one
 * of the same title (as stored, after the schema's clean-up) is skipped; a missing owner skips the
 * campaign.
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
  const thanks =
    d.status === CampaignStatus.CLOSED
      ? await Promise.all(
          [1, 2].map(
            async (v) =>
              (await ctx.media.saveImage(await picture('thanks', d.art.hue + v * 40, 'Thank you!', v), { folder: MEDIA_FOLDER })).key,
          ),
        )
      : [];
  const created = new Date(Date.now() - d.daysAgo * DAY - 3 * 3_600_000);
  const at = (days: number) => new Date(Math.min(Date.now() - 3_600_000, created.getTime() + days * DAY));

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
    // Through the state machine, as the volunteers and the owner would have done it.
    const steps: [CampaignStatus, number | null, number, string?][] = [];
    if (d.status !== CampaignStatus.AWAITING_VERIFICATION && !(d.status === CampaignStatus.DELETED))
      steps.push([CampaignStatus.ACTIVE, adminId, 2, 'verified']);
    if (d.status === CampaignStatus.CLOSED_FOR_DONATIONS || d.status === CampaignStatus.CLOSED)
      steps.push([CampaignStatus.CLOSED_FOR_DONATIONS, ownerId, 30]);
    if (d.status === CampaignStatus.CLOSED) steps.push([CampaignStatus.CLOSED, ownerId, 40]);
    if (d.status === CampaignStatus.DELETED) steps.push([CampaignStatus.DELETED, ownerId, 3]);
    for (const [to, actor, days, reason] of steps) {
      const extra =
        to === CampaignStatus.CLOSED ? { message: d.thankYou ?? null, messageImage1Key: thanks[0], messageImage2Key: thanks[1] } : {};
      await transition(tx, id, to, { id: actor, reason }, extra);
      // The demo's history happened in the past: date the step like the story.
      const stamp = at(days);
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
      await tx
        .update(campaignTransitions)
        .set({ createdAt: stamp })
        .where(and(eq(campaignTransitions.campaignId, id), eq(campaignTransitions.toStatus, to)));
    }
  });
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
