import { count, eq } from 'drizzle-orm';
import { CampaignStatus, koboToNaira, nairaToKobo } from '@ireti/shared';
import type { CampaignCreateValues, CampaignUpdateValues } from '@ireti/shared/campaigns/schemas';
import { CampaignMsg, FundingMsg, endOfLagosDay } from '@ireti/shared/campaigns/schemas';
import type { CampaignDetail } from '@ireti/shared/campaigns/types';
import type { AppContext } from '../../context.ts';
import { campaigns, campaignTransitions, rewards, type CampaignRow } from './campaigns.schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { emit } from '../../lib/events.ts';
import { publicId } from '../../lib/ids.ts';
import { allowedNext, lockCampaign } from './state.ts';
import { CampaignErr, assertEditable, assertMayCreate, assertOwner, assertVisible, mayContactOwner, viewerOf } from './access.ts';
import { findCampaignByAnyId } from './ids.ts';
import { recordPrivateView } from '../accounts/index.ts';
import { campaignDetail, detailPartsOf, type OwnerContactRow, type OwnerRow } from './detail.ts';
import { isEmptyDescription, ownImageCheck, sanitizeDescription } from './sanitize.ts';
import { checkedPlace } from './place.ts';

/**
 * Creating, editing and the owner's lifecycle actions (docs/design.md §5). Every change runs in one
 * transaction with its audit entry; status changes go through state.ts `transition`.
 */
export interface Actor {
  user: AuthUser;
  ip?: string;
}

/** The sanitised description, or a 101 on campaign_details when nothing is left of it. */
export function cleanDescription(ctx: Pick<AppContext, 'media'>, html: string): string {
  const clean = sanitizeDescription(html, ownImageCheck(ctx.media));
  if (isEmptyDescription(clean)) throw invalid({ campaign_details: CampaignMsg.descriptionEmpty });
  return clean;
}

/**
 * The campaign as its viewer may see it, without what changes with gifts: the money (its total,
 * donors, donations, the reward units taken) is payments', and explore composes the page from this
 * and that (decision 109). Campaigns' routes that answer with the page reach explore through
 * `ctx.flows.showCampaign`.
 */
export interface CampaignView {
  campaign: CampaignRow;
  owner: OwnerRow;
  viewer: CampaignDetail['viewer'];
  /** The owner's contact, when the viewer may have it (access.ts `mayContactOwner`). */
  contact: OwnerContactRow | null;
}

/** A campaign in hand (after a change) as its viewer sees it: one query for its owner and the viewer. */
export async function viewOf(ctx: AppContext, c: CampaignRow, user: AuthUser | null, db: Db | Tx = ctx.db): Promise<CampaignView> {
  const d = await detailPartsOf(db, c.id, user?.id ?? null);
  return {
    campaign: c,
    owner: d.owner,
    viewer: viewerOf(c, user, d.assigned),
    contact: (await contactShown(db, c, user, d.assigned)) ? d.owner : null,
  };
}

/**
 * Whether the owner's contact is shown to this viewer; when it is, the view goes to the owner's
 * access log (docs/decisions/086) with the automatic reason: a volunteer vetting it, an admin reviewing it.
 */
async function contactShown(db: Db | Tx, c: CampaignRow, user: AuthUser | null, assigned: boolean): Promise<boolean> {
  if (!user || !mayContactOwner(c, user, assigned)) return false;
  const reason = user.role === 'admin' ? `reviewing campaign ${c.publicId}` : `vetting campaign ${c.publicId}`;
  await recordPrivateView(db, { ownerId: c.ownerId, viewer: user, what: 'contact', subject: `campaign ${c.publicId}`, reason });
  return true;
}

/** GET /campaign/{id}: the campaign as its viewer may see it, in one query (404 when they may not). */
export async function findView(ctx: AppContext, id: string, user: AuthUser | null, db: Db = ctx.db): Promise<CampaignView> {
  const d = await campaignDetail(db, id, user?.id ?? null);
  const c = await assertVisible(db, d?.campaign ?? null, user, d?.assigned);
  return {
    campaign: c,
    owner: d!.owner,
    viewer: viewerOf(c, user, d!.assigned),
    contact: (await contactShown(ctx.db, c, user, d!.assigned)) ? d!.owner : null,
  };
}

export async function createCampaign(ctx: AppContext, actor: Actor, input: CampaignCreateValues): Promise<CampaignDetail> {
  const { user } = actor;
  assertMayCreate(user);
  const description = cleanDescription(ctx, input.campaign_details);
  // Where the campaign is: chosen in the wizard, else where its owner is.
  const place = await checkedPlace(ctx.db, input, { stateId: user.stateId, lgaId: user.lgaId });
  const row = await ctx.db.transaction(async (tx) => {
    const [c] = await tx
      .insert(campaigns)
      .values({
        publicId: publicId(),
        ownerId: user.id,
        title: input.title,
        summary: input.summary,
        descriptionHtml: description,
        goalKobo: nairaToKobo(input.goal),
        category: input.category,
        affiliatedOrganization: input.affiliatedOrganization || null,
        type: input.types,
        stateId: place.stateId,
        lgaId: place.lgaId,
        // How it is funded and its last day (issue 25, decision 088): all or nothing unless chosen;
        // no end date chosen: 60 days from going live (state.ts).
        fundingMode: input.funding_mode ?? 'all_or_nothing',
        endsAt: input.ends_on ? endOfLagosDay(input.ends_on) : null,
        status: CampaignStatus.AWAITING_VERIFICATION,
        // The wizard's draft: its owner submits it at the last step (submit.ts).
        submittedAt: null,
      })
      .returning();
    const created = c!;
    if (input.rewards?.length) {
      await tx.insert(rewards).values(
        input.rewards.map((r) => ({
          campaignId: created.id,
          donationKobo: nairaToKobo(r.donation),
          rewardType: r.reward_type,
          reward: r.reward,
          quantity: r.quantity,
        })),
      );
    }
    await tx
      .insert(campaignTransitions)
      .values({ campaignId: created.id, fromStatus: null, toStatus: 0, actorId: user.id, reason: 'created' });
    await audit(tx, {
      actorId: user.id,
      action: 'campaign.created',
      subjectType: 'campaign',
      subjectId: created.id,
      data: {
        public_id: created.publicId,
        goal_kobo: created.goalKobo,
        funding_mode: created.fundingMode,
        ends_on: input.ends_on ?? null,
      },
      ip: actor.ip,
    });
    await emit(tx, 'campaign.created', { campaignId: created.id, ownerId: user.id });
    // Coming back tomorrow: the link reopens the wizard where the draft stands.
    const link = `${ctx.config.publicUrl}/create_campaigns?draft=${created.publicId}`;
    await ctx.notify.mail(tx, { email: user.email }, (t) => ({
      subject: t('campaigns.draftSaved.subject'),
      text:
        `${t('common.hello', { name: user.isOrganization ? (user.organizationName ?? '') : user.firstName })}\n\n` +
        `${t('campaigns.draftSaved.body', { title: created.title })}\n\n${link}\n\n${t('common.signOff')}`,
      links: [link],
    }));
    return created;
  });
  return ctx.flows.showCampaign(ctx, row, user);
}

/**
 * What an edit must know of the campaign's money, which is payments' (decision 109): handed in by
 * flows/campaign-edit.flow.ts (payments' `moneyHeld`), read in the edit's transaction after the lock.
 */
export interface MoneyHeld {
  /** What its paid donations hold. */
  pledgedKobo(tx: Tx, campaignId: number): Promise<number>;
  /** The money of its gifts started and not yet paid (issue 23). */
  inFlightKobo(tx: Tx, campaignId: number): Promise<number>;
}

export async function updateCampaign(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: CampaignUpdateValues,
  money: MoneyHeld,
): Promise<CampaignDetail> {
  const { user } = actor;
  const found = await findCampaignByAnyId(ctx.db, id);
  if (!found) throw notFound(CampaignErr.notFound);
  assertOwner(found, user);
  const description = cleanDescription(ctx, input.campaign_details);
  const row = await ctx.db.transaction(async (tx) => {
    const c = await lockCampaign(tx, found.id);
    assertEditable(c, user);
    const goalKobo = nairaToKobo(input.goal);
    // The goal decides when the funds may be claimed: once money came in, it stays as donors saw it.
    const pledgedKobo = await money.pledgedKobo(tx, c.id);
    if (goalKobo !== c.goalKobo && pledgedKobo > 0) throw conflict('The goal cannot change once donations have been received');
    // Nor below the gifts being paid (issue 23): lowered under a gift in flight, the gift would meet
    // it and the commission, 5% of the goal, would be taken on a sliver of the money raised.
    if (goalKobo < c.goalKobo) {
      const given = pledgedKobo + (await money.inFlightKobo(tx, c.id));
      if (goalKobo < given) {
        const m = CampaignMsg.goalBelowGiven(koboToNaira(given));
        throw invalid({ goal: m }, m);
      }
    }
    if (input.types !== 'Reward based' && c.type === 'Reward based') {
      const [{ n }] = (await tx.select({ n: count() }).from(rewards).where(eq(rewards.campaignId, c.id))) as [{ n: number }];
      if (n > 0) throw conflict('Delete the rewards before making this a Non-reward based campaign');
    }
    const funding = fundingChange(c, input, pledgedKobo);
    const place = await checkedPlace(tx, input, { stateId: c.stateId, lgaId: c.lgaId });
    const moved = place.stateId !== c.stateId || place.lgaId !== c.lgaId;
    // Its volunteers are of its state: the place is fixed once they verified it.
    if (moved && c.status !== CampaignStatus.AWAITING_VERIFICATION) throw conflict(CampaignErr.placeFixed);
    const next = {
      title: input.title,
      summary: input.summary,
      descriptionHtml: description,
      goalKobo,
      category: input.category,
      affiliatedOrganization: input.affiliatedOrganization || null,
      type: input.types,
      stateId: place.stateId,
      lgaId: place.lgaId,
      fundingMode: funding.fundingMode,
    };
    const changed: string[] = (Object.keys(next) as (keyof typeof next)[]).filter((k) => next[k] !== c[k]);
    if (funding.endsAt?.getTime() !== c.endsAt?.getTime()) changed.push('endsAt');
    const [updated] = await tx
      .update(campaigns)
      .set({ ...next, endsAt: funding.endsAt, updatedAt: new Date() })
      .where(eq(campaigns.id, c.id))
      .returning();
    // The funding choice is the donors' promise: its change is an entry of its own (decision 088).
    if (next.fundingMode !== c.fundingMode)
      await audit(tx, {
        actorId: user.id,
        action: 'campaign.funding_mode',
        subjectType: 'campaign',
        subjectId: c.id,
        data: { from: c.fundingMode, to: next.fundingMode },
        ip: actor.ip,
      });
    await audit(tx, {
      actorId: user.id,
      action: 'campaign.updated',
      subjectType: 'campaign',
      subjectId: c.id,
      // the goal's before and after, so the audit log can say "raised the goal from ₦X to ₦Y"
      data: { changed, ...(changed.includes('goalKobo') ? { goal_kobo: { from: c.goalKobo, to: goalKobo } } : {}) },
      ip: actor.ip,
    });
    // A submitted campaign that moved to another state goes to that state's volunteers.
    if (moved && c.submittedAt && place.stateId !== c.stateId) await emit(tx, 'campaign.moved', { campaignId: c.id, ownerId: c.ownerId });
    return updated!;
  });
  return ctx.flows.showCampaign(ctx, row, user);
}

/**
 * The funding mode and end date an edit leaves (decision 088): absent, unchanged. Both may change
 * while the campaign awaits verification; the mode never once donations were received (it is the
 * donors' promise), and neither once the campaign is live. Refused with 101 on the field.
 */
function fundingChange(c: CampaignRow, input: CampaignUpdateValues, pledgedKobo: number) {
  const fundingMode = input.funding_mode ?? c.fundingMode;
  const endsAt = input.ends_on ? endOfLagosDay(input.ends_on) : c.endsAt;
  const awaiting = c.status === CampaignStatus.AWAITING_VERIFICATION;
  if (fundingMode !== c.fundingMode) {
    if (pledgedKobo > 0) throw invalid({ funding_mode: FundingMsg.modeAfterDonations }, FundingMsg.modeAfterDonations);
    if (!awaiting) throw invalid({ funding_mode: FundingMsg.modeLive }, FundingMsg.modeLive);
  }
  if (endsAt?.getTime() !== c.endsAt?.getTime() && !awaiting) throw invalid({ ends_on: FundingMsg.endLive }, FundingMsg.endLive);
  return { fundingMode, endsAt };
}

/** The owner's status changes: close donations (→3), delete (→4), close with the thank-you (→2). */
async function ownerTransition(
  ctx: AppContext,
  actor: Actor,
  id: string,
  to: CampaignStatus,
  check: (c: CampaignRow) => void = () => {},
  extra: Partial<typeof campaigns.$inferInsert> = {},
) {
  const found = await findCampaignByAnyId(ctx.db, id);
  if (!found) throw notFound(CampaignErr.notFound);
  assertOwner(found, actor.user);
  const row = await ctx.db.transaction(async (tx) => {
    // transition() locks the row again and checks the state machine: a second close answers 105.
    const current = await lockCampaign(tx, found.id);
    // The state machine speaks first (105), then what this move needs (e.g. the thank-you images).
    if (allowedNext[current.status]?.includes(to)) check(current);
    // The state machine, then what the other modules do about it (flows/campaign-state.flow.ts).
    await ctx.flows.changeCampaignState(tx, current.id, to, { id: actor.user.id, ip: actor.ip }, extra);
    return lockCampaign(tx, current.id);
  });
  return ctx.flows.showCampaign(ctx, row, actor.user);
}

export const closeDonations = (ctx: AppContext, actor: Actor, id: string) =>
  ownerTransition(ctx, actor, id, CampaignStatus.CLOSED_FOR_DONATIONS);

export const deleteCampaign = (ctx: AppContext, actor: Actor, id: string) => ownerTransition(ctx, actor, id, CampaignStatus.DELETED);

export const ThankYouMsg = {
  image1: 'Upload your first thank-you image before closing the campaign',
  image2: 'Upload your second thank-you image before closing the campaign',
} as const;

/** Closing needs the thank-you message and both thank-you images (spec §4, §5). */
export const closeCampaign = (ctx: AppContext, actor: Actor, id: string, message: string) =>
  ownerTransition(
    ctx,
    actor,
    id,
    CampaignStatus.CLOSED,
    (c) => {
      if (c.suspendedAt) throw conflict(CampaignErr.suspended);
      const errors: Record<string, string> = {};
      if (!c.messageImage1Key) errors.messageUrl1 = ThankYouMsg.image1;
      if (!c.messageImage2Key) errors.messageUrl2 = ThankYouMsg.image2;
      if (Object.keys(errors).length) throw invalid(errors);
    },
    { message },
  );
