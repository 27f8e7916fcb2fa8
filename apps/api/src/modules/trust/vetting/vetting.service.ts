import { and, eq, isNull, sql } from 'drizzle-orm';
import { CampaignStatus } from '@ireti/shared/constants';
import type { CampaignVolunteers, VolunteerCampaigns } from '@ireti/shared/trust/types';
import type { AppContext } from '../../../context.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { conflict, forbidden, notFound } from '../../../lib/errors.ts';
import { audit } from '../../../lib/audit.ts';
import { personCards, personRoles } from '../../accounts/index.ts';
import { lockCampaign } from '../../campaigns/index.ts';
import { isAssignedVolunteer, publishVetters } from './assignments.service.ts';
import { campaignAssignments } from '../trust.schema.ts';
import { findCampaign, selectCards, toCard, visibleTo } from '../cards.ts';
import { campaignUrl, letter } from '../trust.mail.ts';
import { iso, ownerToMail, volunteerColumns, volunteerSummary, type VolunteerRow } from '../people.ts';

/**
 * Vetting campaigns (docs/design.md §5, §6): an approved volunteer assigned to a campaign awaiting
 * verification — or an admin — makes it live, once; an assigned volunteer may recommend it for
 * verified status. Every rule is checked here, on the server.
 */
export const VetMsg = {
  notFound: 'Campaign not found',
  notVolunteer: 'Only an approved volunteer assigned to this campaign can verify it',
  notAssigned: 'This campaign is not assigned to you',
  ownCampaign: 'You cannot vet your own campaign',
  alreadyLive: 'This campaign is already verified',
  notAwaiting: 'Only a campaign awaiting verification can be verified',
  suspended: 'This campaign is suspended while a report is reviewed',
  notRecommendable: 'Only a campaign awaiting verification or live can be recommended',
  alreadyRecommended: 'You have already recommended this campaign',
  onlyVolunteersRecommend: 'Only an approved volunteer assigned to this campaign can recommend it',
  notSubmitted: 'This campaign is still a draft: its owner has not submitted it yet',
  noImage: 'A campaign without a feature image cannot go live: ask its owner to add one',
} as const;

/** Whether the campaign was submitted and has its feature image (the campaigns module's read model). */
async function readyToVerify(db: AppContext['db'], campaignId: number) {
  const [r] = (
    await db.execute<{ submitted: boolean; has_image: boolean }>(
      sql`select submitted_at is not null as submitted, image_key is not null as has_image from campaign_facts where id = ${campaignId}`,
    )
  ).rows;
  return { submitted: !!r?.submitted, hasImage: !!r?.has_image };
}

/** A campaign's owner as the vetting e-mails greet them: an organisation by its name, a person by first name. */
async function ownerOf(ctx: AppContext, ownerId: number) {
  const o = await ownerToMail(ctx.db, ownerId);
  return { email: o.email, name: o.isOrganization ? (o.organizationName ?? '') : o.firstName };
}

export async function verifyCampaign(ctx: AppContext, actor: AuthUser, campaignKey: string, ip: string) {
  const c = await findCampaign(ctx.db, campaignKey);
  if (!c || c.status === CampaignStatus.DELETED) throw notFound(VetMsg.notFound);
  const isAdmin = actor.role === 'admin';
  const assigned = await isAssignedVolunteer(ctx.db, c.id, actor.id);
  if (!isAdmin) {
    if (actor.volunteerStatus !== 'approved') throw forbidden(VetMsg.notVolunteer);
    if (c.owner_id === actor.id) throw forbidden(VetMsg.ownCampaign);
    if (!assigned) throw forbidden(VetMsg.notAssigned);
  }
  const owner = await ownerOf(ctx, c.owner_id);
  await ctx.db.transaction(async (tx) => {
    const row = await lockCampaign(tx, c.id);
    if (row.status === CampaignStatus.ACTIVE) throw conflict(VetMsg.alreadyLive);
    if (row.status !== CampaignStatus.AWAITING_VERIFICATION) throw conflict(VetMsg.notAwaiting);
    if (row.suspendedAt) throw conflict(VetMsg.suspended);
    // A draft is nobody's to verify, and no campaign goes live without its feature image.
    if (!row.submittedAt) throw conflict(VetMsg.notSubmitted);
    if (!row.imageKey) throw conflict(VetMsg.noImage);
    await ctx.flows.changeCampaignState(tx, c.id, CampaignStatus.ACTIVE, {
      id: actor.id,
      reason: assigned && !isAdmin ? 'verified by an assigned volunteer' : 'verified by an administrator',
      ip,
    });
    if (assigned) {
      await tx
        .update(campaignAssignments)
        .set({ verifiedAt: new Date() })
        .where(and(eq(campaignAssignments.campaignId, c.id), eq(campaignAssignments.volunteerId, actor.id)));
    }
    const url = campaignUrl(ctx, c.public_id);
    await ctx.notify.mail(tx, { email: owner.email }, (t) => ({
      subject: t('trust.live.subject'),
      text: letter(
        t,
        owner.name,
        t(isAdmin && !assigned ? 'trust.live.byTeam' : 'trust.live.byVolunteer', { title: row.title }),
        t('trust.live.share', { url }),
      ),
      links: [url],
    }));
  });
  return { campaign_id: c.public_id, status: CampaignStatus.ACTIVE };
}

export async function recommendCampaign(ctx: AppContext, actor: AuthUser, campaignKey: string, ip: string) {
  const c = await findCampaign(ctx.db, campaignKey);
  if (!c || c.status === CampaignStatus.DELETED) throw notFound(VetMsg.notFound);
  if (actor.volunteerStatus !== 'approved') throw forbidden(VetMsg.onlyVolunteersRecommend);
  if (c.owner_id === actor.id) throw forbidden(VetMsg.ownCampaign);
  if (!(await isAssignedVolunteer(ctx.db, c.id, actor.id))) throw forbidden(VetMsg.notAssigned);
  const owner = await ownerOf(ctx, c.owner_id);
  await ctx.db.transaction(async (tx) => {
    const row = await lockCampaign(tx, c.id);
    if (row.status !== CampaignStatus.AWAITING_VERIFICATION && row.status !== CampaignStatus.ACTIVE)
      throw conflict(VetMsg.notRecommendable);
    if (row.suspendedAt) throw conflict(VetMsg.suspended);
    const done = await tx
      .update(campaignAssignments)
      .set({ recommendedAt: new Date() })
      .where(
        and(
          eq(campaignAssignments.campaignId, c.id),
          eq(campaignAssignments.volunteerId, actor.id),
          isNull(campaignAssignments.recommendedAt),
        ),
      )
      .returning();
    if (!done.length) throw conflict(VetMsg.alreadyRecommended);
    await publishVetters(tx, [c.id]);
    await audit(tx, { actorId: actor.id, action: 'campaign.recommended', subjectType: 'campaign', subjectId: c.id, ip });
    const url = campaignUrl(ctx, c.public_id);
    await ctx.notify.mail(tx, { email: owner.email }, (t) => ({
      subject: t('trust.recommended.subject'),
      text: letter(t, owner.name, t('trust.recommended.body', { title: row.title }), url),
      links: [url],
    }));
  });
  return { campaign_id: c.public_id, recommended: true };
}

/**
 * GET /campaign/volunteers/{id}: the volunteers who verified or recommended it (never those merely
 * assigned), with their state and how many campaigns they verified. Public once the campaign is
 * verified; nobody's while it is suspended (a vouch must not vouch for a campaign under review);
 * while it awaits verification, only its owner, volunteers and admins see it (decision 050).
 */
export async function campaignVolunteers(ctx: AppContext, campaignKey: string, viewer: AuthUser | null): Promise<CampaignVolunteers> {
  const c = await findCampaign(ctx.db, campaignKey);
  if (!c || !(await visibleTo(ctx.db, c, viewer))) throw notFound(VetMsg.notFound);
  if (c.suspended_at && c.status !== CampaignStatus.AWAITING_VERIFICATION)
    return { volunteers: [], verified_at: null, verified_by: null, recommended: false };
  const rows = (
    await ctx.db.execute<
      VolunteerRow & { verified_at: Date | null; recommended_at: Date | null; state: string | null; verified: number; approved: boolean }
    >(sql`
      select ${volunteerColumns}, a.verified_at, a.recommended_at, s.name as state,
        (select count(*)::int from campaign_assignments x where x.volunteer_id = u.id and x.verified_at is not null) as verified,
        r.volunteer_status = 'approved' as approved
      from campaign_assignments a join person_cards u on u.id = a.volunteer_id join person_roles r on r.id = a.volunteer_id
      left join state_names s on s.id = r.volunteer_state_id
      where a.campaign_id = ${c.id} and (a.verified_at is not null or a.recommended_at is not null)
      order by a.verified_at nulls last, a.recommended_at, u.id`)
  ).rows;
  const [camp] = (await ctx.db.execute<{ verified_at: Date | null }>(sql`select verified_at from campaign_facts where id = ${c.id}`)).rows;
  const verifiedAt = camp?.verified_at ?? null;
  const byVolunteer = rows.some((r) => r.verified_at);
  return {
    volunteers: rows.map((r) => ({
      ...volunteerSummary(r, ctx.media),
      state: r.state,
      verified_count: Number(r.verified),
      has_profile: !!r.approved,
      verified: !!r.verified_at,
      recommended: !!r.recommended_at,
    })),
    verified_at: iso(verifiedAt),
    verified_by: verifiedAt ? (byVolunteer ? 'volunteer' : 'admin') : null,
    recommended: rows.some((r) => r.recommended_at),
  };
}

/** GET /volunteer/campaigns/{id}: the campaigns a volunteer verified, with count and rank. */
export async function volunteerCampaigns(ctx: AppContext, userId: number): Promise<VolunteerCampaigns> {
  const [u] = await ctx.db
    .select({
      id: personCards.id,
      firstName: personCards.firstName,
      lastName: personCards.lastName,
      imageKey: personCards.imageKey,
      grade: personRoles.volunteerGrade,
      status: personRoles.volunteerStatus,
      isOrganization: personCards.isOrganization,
    })
    .from(personCards)
    .innerJoin(personRoles, eq(personRoles.id, personCards.id))
    .where(eq(personCards.id, userId));
  // An id of no account, or of an organisation, answers as an account that never volunteered does:
  // the page is public, so it must not tell which ids are accounts (issue 23).
  const isVolunteer = !!u && !u.isOrganization && u.status === 'approved';
  const stats = (
    await ctx.db.execute<{ mine: number; ahead: number; total: number }>(sql`
      with counts as (
        select v.id, (select count(*) from campaign_assignments a where a.volunteer_id = v.id and a.verified_at is not null) as n
        from person_roles v where v.volunteer_status = 'approved'
      )
      select
        (select count(*)::int from campaign_assignments a where a.volunteer_id = ${userId} and a.verified_at is not null) as mine,
        (select count(*)::int from counts where n > (select count(*) from campaign_assignments a where a.volunteer_id = ${userId} and a.verified_at is not null)) as ahead,
        (select count(*)::int from counts) as total`)
  ).rows[0]!;
  const cards = await selectCards(
    ctx.db,
    sql`c.status <> 4 and c.id in (select campaign_id from campaign_assignments where volunteer_id = ${userId} and verified_at is not null)`,
    sql`c.verified_at desc nulls last, c.id desc`,
    200,
  );
  const verifiedAt = new Map(
    (
      await ctx.db.execute<{ campaign_id: number; verified_at: Date }>(
        sql`select campaign_id, verified_at from campaign_assignments where volunteer_id = ${userId} and verified_at is not null`,
      )
    ).rows.map((r) => [Number(r.campaign_id), r.verified_at]),
  );
  return {
    is_volunteer: isVolunteer,
    volunteer:
      isVolunteer && u
        ? { _id: u.id, first_name: u.firstName, last_name: u.lastName, image_url: ctx.media.publicUrl(u.imageKey), grade: u.grade }
        : null,
    verified_count: Number(stats.mine),
    rank: isVolunteer ? Number(stats.ahead) + 1 : null,
    total_volunteers: Number(stats.total),
    campaigns: cards.map((r) => ({ ...toCard(r, ctx.media), verified_at: iso(verifiedAt.get(Number(r.id)))! })),
  };
}

/** What the caller may do on one campaign (the Verify campaign button): assigned, verified, recommended. */
export async function myAssignment(ctx: AppContext, user: AuthUser, campaignKey: string) {
  const c = await findCampaign(ctx.db, campaignKey);
  if (!c || !(await visibleTo(ctx.db, c, user))) throw notFound(VetMsg.notFound);
  const [a] = await ctx.db
    .select()
    .from(campaignAssignments)
    .where(and(eq(campaignAssignments.campaignId, c.id), eq(campaignAssignments.volunteerId, user.id)));
  const volunteer = user.volunteerStatus === 'approved' && c.owner_id !== user.id;
  const ready = await readyToVerify(ctx.db, c.id);
  const open = !c.suspended_at;
  return {
    campaign_id: c.public_id,
    status: c.status,
    assigned: !!a,
    verified: !!a?.verifiedAt,
    recommended: !!a?.recommendedAt,
    can_verify:
      open &&
      ready.submitted &&
      ready.hasImage &&
      c.status === CampaignStatus.AWAITING_VERIFICATION &&
      ((volunteer && !!a) || user.role === 'admin'),
    can_recommend:
      open &&
      volunteer &&
      !!a &&
      !a.recommendedAt &&
      (c.status === CampaignStatus.AWAITING_VERIFICATION || c.status === CampaignStatus.ACTIVE),
  };
}

/** The campaigns waiting for the caller to check them (assigned, awaiting verification). */
export async function myPendingAssignments(ctx: AppContext, user: AuthUser) {
  if (user.volunteerStatus !== 'approved') return { campaigns: [] };
  const rows = await selectCards(
    ctx.db,
    sql`c.status = 0 and c.suspended_at is null and c.owner_id <> ${user.id} and c.id in (select campaign_id from campaign_assignments where volunteer_id = ${user.id})`,
    sql`c.created_at asc, c.id`,
    100,
  );
  return { campaigns: rows.map((r) => toCard(r, ctx.media)) };
}
