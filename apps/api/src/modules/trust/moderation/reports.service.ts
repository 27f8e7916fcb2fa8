import { and, eq, isNull, sql } from 'drizzle-orm';
import { CampaignStatus } from '@ireti/shared/constants';
import type { AdminPage, AdminReportItem, AdminSuspendedItem } from '@ireti/shared/trust/types';
import { koboToNaira } from '@ireti/shared/money';
import type { Tx } from '../../../db/client.ts';
import type { AppContext } from '../../../context.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { conflict, forbidden, notFound } from '../../../lib/errors.ts';
import { audit } from '../../../lib/audit.ts';
import { liftSuspension, lockCampaign, markSuspended } from '../../campaigns/index.ts';
import { campaignReports, campaignSuspensions } from '../trust.schema.ts';
import { findCampaign, visibleTo } from '../cards.ts';
import { adminPage, countRows } from '../lists.ts';
import { campaignUrl, letter } from '../trust.mail.ts';
import { iso, nameOf, ownerToMail, personRef } from '../people.ts';

/**
 * Reports and suspension (docs/decisions/051-reports-and-suspension.md). Anyone reports a
 * campaign; an admin dismisses the report or suspends the campaign. A suspended campaign takes
 * no donations and pays nothing out; its money stays held. Lifting the suspension restores it;
 * removing the campaign (status 4) refunds every donor through the payments module.
 */
export const ReportMsg = {
  thanks: 'Thank you. Our team will review your report.',
  own: 'You cannot report your own campaign',
  duplicate: 'You have already reported this campaign. Our team is reviewing it.',
  handled: 'This report has already been handled',
  notSuspended: 'This campaign is not suspended',
  cannotSuspend: 'A deleted campaign cannot be suspended',
  noCampaign: 'Campaign not found',
  noReport: 'Report not found',
} as const;

async function campaignOwner(tx: Tx, ownerId: number) {
  const o = await ownerToMail(tx, ownerId);
  return { email: o.email, name: nameOf(o) };
}

export async function reportCampaign(
  ctx: AppContext,
  reporter: AuthUser | null,
  input: { campaign_id: string; message: string },
  ip: string,
) {
  const c = await findCampaign(ctx.db, input.campaign_id);
  if (!c || !(await visibleTo(ctx.db, c, reporter))) throw notFound(ReportMsg.noCampaign);
  if (reporter && reporter.id === c.owner_id) throw forbidden(ReportMsg.own);
  await ctx.db.transaction(async (tx) => {
    // One open report per reporter and campaign: by account when signed in, by address otherwise.
    const dup = reporter
      ? await tx.execute(
          sql`select 1 from campaign_reports where campaign_id = ${c.id} and reporter_id = ${reporter.id} and status = 'open' for update`,
        )
      : await tx.execute(
          sql`select 1 from campaign_reports where campaign_id = ${c.id} and reporter_id is null and ip = ${ip} and status = 'open' and created_at > now() - interval '1 day'`,
        );
    if (dup.rows.length) throw conflict(ReportMsg.duplicate);
    const inserted = await tx
      .insert(campaignReports)
      .values({ campaignId: c.id, reporterId: reporter?.id ?? null, message: input.message, ip })
      .onConflictDoNothing()
      .returning();
    if (!inserted.length) throw conflict(ReportMsg.duplicate);
    await audit(tx, {
      actorId: reporter?.id ?? null,
      action: 'campaign.reported',
      subjectType: 'campaign',
      subjectId: c.id,
      data: { report_id: inserted[0]!.id },
      ip,
    });
    if (reporter) {
      await ctx.notify.mail(tx, { email: reporter.email }, (t) => ({
        subject: t('trust.report.subject'),
        text: letter(t, nameOf(reporter), t('trust.report.body', { title: c.title })),
      }));
    }
  });
  return { reported: true };
}

const reportFilter = {
  open: sql`r.status = 'open'`,
  dismissed: sql`r.status = 'dismissed'`,
  actioned: sql`r.status = 'actioned'`,
  all: sql`true`,
} as const;
export type ReportFilter = keyof typeof reportFilter;

export async function listReports(
  ctx: AppContext,
  status: ReportFilter,
  page: number,
  perPage: number,
): Promise<AdminPage<AdminReportItem>> {
  const where = reportFilter[status];
  const n = await countRows(ctx.db, sql`campaign_reports r where ${where}`);
  const rows = (
    await ctx.db.execute<{
      id: number;
      message: string;
      status: AdminReportItem['status'];
      created_at: Date;
      resolution_note: string | null;
      resolved_at: Date | null;
      reporter_id: number | null;
      reporter_first: string | null;
      reporter_last: string | null;
      reporter_org: string | null;
      reporter_is_org: boolean | null;
      reporter_email: string | null;
      c_id: number;
      c_public: string;
      c_title: string;
      c_status: number;
      c_suspended: Date | null;
      owner_first: string;
      owner_last: string;
      owner_org: string | null;
      owner_is_org: boolean;
      c_reports: number;
    }>(sql`
      select r.id, r.message, r.status, r.created_at, r.resolution_note, r.resolved_at,
        u.id as reporter_id, u.first_name as reporter_first, u.last_name as reporter_last, u.organization_name as reporter_org, u.is_organization as reporter_is_org, uc.email as reporter_email,
        c.id as c_id, c.public_id as c_public, c.title as c_title, c.status as c_status, c.suspended_at as c_suspended,
        o.first_name as owner_first, o.last_name as owner_last, o.organization_name as owner_org, o.is_organization as owner_is_org,
        (select count(*)::int from campaign_reports x where x.campaign_id = c.id) as c_reports
      from campaign_reports r join campaign_facts c on c.id = r.campaign_id join person_cards o on o.id = c.owner_id
        left join person_cards u on u.id = r.reporter_id left join person_contacts uc on uc.id = r.reporter_id
      where ${where}
      order by r.created_at ${status === 'open' ? sql`asc` : sql`desc`}, r.id
      limit ${perPage} offset ${(page - 1) * perPage}`)
  ).rows;
  const transactions = rows.map((r): AdminReportItem => ({
    id: Number(r.id),
    message: r.message,
    status: r.status,
    created: iso(r.created_at)!,
    reporter: personRef({
      id: r.reporter_id,
      is_org: r.reporter_is_org,
      org_name: r.reporter_org,
      first_name: r.reporter_first,
      last_name: r.reporter_last,
      email: r.reporter_email,
    }),
    resolution_note: r.resolution_note,
    resolved_at: iso(r.resolved_at),
    campaign: {
      _id: Number(r.c_id),
      campaign_id: r.c_public,
      title: r.c_title,
      status: r.c_status,
      suspended: r.c_suspended !== null,
      owner: nameOf({ is_org: r.owner_is_org, org_name: r.owner_org, first_name: r.owner_first, last_name: r.owner_last }),
      reports: Number(r.c_reports),
    },
  }));
  return adminPage(transactions, n, page, perPage);
}

/** Suspends a campaign (idempotent: an already suspended campaign stays as it is). */
async function suspend(ctx: AppContext, tx: Tx, admin: AuthUser, campaignId: number, reason: string, ip: string) {
  const row = await lockCampaign(tx, campaignId);
  if (row.status === CampaignStatus.DELETED) throw conflict(ReportMsg.cannotSuspend);
  if (row.suspendedAt) return false;
  await markSuspended(tx, campaignId);
  await tx.insert(campaignSuspensions).values({ campaignId, reason, suspendedBy: admin.id });
  await audit(tx, {
    actorId: admin.id,
    action: 'campaign.suspended',
    subjectType: 'campaign',
    subjectId: campaignId,
    data: { reason },
    ip,
  });
  const owner = await campaignOwner(tx, row.ownerId);
  await ctx.notify.mail(tx, { email: owner.email }, (t) => ({
    subject: t('trust.suspended.subject'),
    text: letter(
      t,
      owner.name,
      t('trust.suspended.body', { title: row.title }),
      t('common.reason', { reason }),
      t('trust.suspended.meanwhile', { email: ctx.config.SUPPORT_EMAIL }),
    ),
  }));
  return true;
}

/** The admin acts on an open report: dismiss it, or suspend its campaign (closing every open report on it). */
export async function actOnReport(
  ctx: AppContext,
  admin: AuthUser,
  reportId: number,
  input: { action: 'dismiss' | 'suspend'; note: string },
  ip: string,
) {
  return ctx.db.transaction(async (tx) => {
    const [report] = await tx.select().from(campaignReports).where(eq(campaignReports.id, reportId)).for('update');
    if (!report) throw notFound(ReportMsg.noReport);
    if (report.status !== 'open') throw conflict(ReportMsg.handled);
    const now = new Date();
    if (input.action === 'dismiss') {
      await tx
        .update(campaignReports)
        .set({ status: 'dismissed', resolutionNote: input.note, resolvedBy: admin.id, resolvedAt: now })
        .where(eq(campaignReports.id, reportId));
      await audit(tx, {
        actorId: admin.id,
        action: 'report.dismissed',
        subjectType: 'report',
        subjectId: reportId,
        data: { note: input.note, campaign_id: report.campaignId },
        ip,
      });
      return { id: reportId, status: 'dismissed' as const, suspended: false };
    }
    await suspend(ctx, tx, admin, report.campaignId, input.note, ip);
    const closed = await tx
      .update(campaignReports)
      .set({ status: 'actioned', resolutionNote: input.note, resolvedBy: admin.id, resolvedAt: now })
      .where(and(eq(campaignReports.campaignId, report.campaignId), eq(campaignReports.status, 'open')))
      .returning({ id: campaignReports.id });
    await audit(tx, {
      actorId: admin.id,
      action: 'report.actioned',
      subjectType: 'report',
      subjectId: reportId,
      data: { note: input.note, campaign_id: report.campaignId, closed: closed.map((r) => r.id) },
      ip,
    });
    return { id: reportId, status: 'actioned' as const, suspended: true };
  });
}

/** Lifts a suspension: donations and payouts resume as before. */
export async function reinstateCampaign(ctx: AppContext, admin: AuthUser, campaignId: number, reason: string, ip: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await lockCampaign(tx, campaignId);
    if (!row.suspendedAt) throw conflict(ReportMsg.notSuspended);
    if (row.status === CampaignStatus.DELETED) throw conflict('This campaign has been deleted');
    await liftSuspension(tx, campaignId);
    await tx
      .update(campaignSuspensions)
      .set({ liftedAt: new Date(), liftedBy: admin.id, liftNote: reason })
      .where(and(eq(campaignSuspensions.campaignId, campaignId), isNull(campaignSuspensions.liftedAt)));
    await audit(tx, {
      actorId: admin.id,
      action: 'campaign.reinstated',
      subjectType: 'campaign',
      subjectId: campaignId,
      data: { reason },
      ip,
    });
    const owner = await campaignOwner(tx, row.ownerId);
    const url = campaignUrl(ctx, row.publicId);
    await ctx.notify.mail(tx, { email: owner.email }, (t) => ({
      subject: t('trust.reinstated.subject'),
      text: letter(t, owner.name, t('trust.reinstated.body', { title: row.title }), t('trust.reinstated.note', { note: reason }), url),
      links: [url],
    }));
    return { campaign_id: row.publicId, suspended: false };
  });
}

/**
 * Removes a campaign for breaking the rules: status 4 (deleted) through the campaign-state flow, whose
 * payments step refunds every donor in full. Only from 0 or 1 (docs/design.md §5).
 */
export async function removeCampaign(ctx: AppContext, admin: AuthUser, campaignId: number, reason: string, ip: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await ctx.flows.changeCampaignState(tx, campaignId, CampaignStatus.DELETED, {
      id: admin.id,
      reason: `removed by an administrator: ${reason}`,
      ip,
    });
    await tx
      .update(campaignReports)
      .set({ status: 'actioned', resolutionNote: `Campaign removed: ${reason}`, resolvedBy: admin.id, resolvedAt: new Date() })
      .where(and(eq(campaignReports.campaignId, campaignId), eq(campaignReports.status, 'open')));
    const owner = await campaignOwner(tx, row.ownerId);
    await ctx.notify.mail(tx, { email: owner.email }, (t) => ({
      subject: t('trust.removed.subject'),
      text: letter(
        t,
        owner.name,
        t('trust.removed.body', { title: row.title }),
        t('common.reason', { reason }),
        t('trust.removed.refunds', { email: ctx.config.SUPPORT_EMAIL }),
      ),
    }));
    return { campaign_id: row.publicId, status: CampaignStatus.DELETED };
  });
}

export async function listSuspended(ctx: AppContext, page: number, perPage: number): Promise<AdminPage<AdminSuspendedItem>> {
  const n = await countRows(ctx.db, sql`campaign_facts c where c.suspended_at is not null and c.status <> 4`);
  const rows = (
    await ctx.db.execute<{
      id: number;
      public_id: string;
      title: string;
      status: number;
      suspended_at: Date;
      reason: string | null;
      first_name: string;
      last_name: string;
      organization_name: string | null;
      is_organization: boolean;
      pledged_kobo: number;
    }>(sql`
      select c.id, c.public_id, c.title, c.status, c.suspended_at, c.pledged_kobo, s.reason, o.first_name, o.last_name, o.organization_name, o.is_organization
      from campaign_facts c join person_cards o on o.id = c.owner_id left join campaign_suspensions s on s.campaign_id = c.id and s.lifted_at is null
      where c.suspended_at is not null and c.status <> 4
      order by c.suspended_at desc, c.id limit ${perPage} offset ${(page - 1) * perPage}`)
  ).rows;
  const transactions = rows.map((r): AdminSuspendedItem => ({
    _id: Number(r.id),
    campaign_id: r.public_id,
    title: r.title,
    status: r.status,
    suspended_at: iso(r.suspended_at)!,
    reason: r.reason,
    owner: nameOf({ is_org: r.is_organization, org_name: r.organization_name, first_name: r.first_name, last_name: r.last_name }),
    pledged: koboToNaira(Number(r.pledged_kobo)),
  }));
  return adminPage(transactions, n, page, perPage);
}

export async function suspendCampaignDirectly(ctx: AppContext, admin: AuthUser, campaignId: number, reason: string, ip: string) {
  return ctx.db.transaction(async (tx) => {
    const changed = await suspend(ctx, tx, admin, campaignId, reason, ip);
    if (!changed) throw conflict('This campaign is already suspended');
    return { suspended: true };
  });
}
