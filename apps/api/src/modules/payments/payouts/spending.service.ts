import { SecondFactorMsg } from '@ireti/shared/accounts/second-factor';
import { sql } from 'drizzle-orm';
import { koboToNaira } from '@ireti/shared/money';
import { nairaAmountToKobo } from '@ireti/shared/donations/amount';
import { CampaignStatus } from '@ireti/shared/constants';
import { BeneficiaryMsg, type SpendingReport, type spendingReportBodySchema } from '@ireti/shared/donations/beneficiary';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { audit } from '../../../lib/audit.ts';
import { emit } from '../../../lib/events.ts';
import { conflict, forbidden, invalid, notFound } from '../../../lib/errors.ts';
import { campaignRef, mayVouch, requireVouch, shortName, type CampaignRef } from './beneficiary.service.ts';

/**
 * Spending reports (issue 25, docs/decisions/090-beneficiaries-and-spending-reports.md): after a
 * payout arrives its owner says what it bought (lines of what and how much, receipts as images or
 * PDF); the campaign's assigned volunteer, or an administrator, confirms the report or flags what
 * does not match. A confirmed report goes to the donors as an update (the updates module, on
 * `spending.confirmed`). A paid payout with no confirmed report after 30 days is overdue: the
 * campaign page says so and no new claim is taken until it is accounted for.
 */
export const OVERDUE_DAYS = 30;
export const MAX_RECEIPTS = 10;

/** The campaign's paid payouts with no confirmed report OVERDUE_DAYS after they arrived. */
export async function overduePayouts(db: AppContext['db'] | Tx, campaignId: number) {
  const rows = (
    await db.execute<{ id: string; amount_kobo: string; paid_at: Date | string }>(sql`
      select p.id, p.amount_kobo, p.paid_at from payouts p
      where p.campaign_id = ${campaignId} and p.status = 'paid'
        and p.paid_at < now() - make_interval(days => ${OVERDUE_DAYS})
        and not exists (select 1 from spending_reports r where r.payout_id = p.id and r.status = 'confirmed')
      order by p.paid_at`)
  ).rows;
  return rows.map((r) => ({ id: Number(r.id), amountKobo: Number(r.amount_kobo), paidAt: new Date(r.paid_at) }));
}

type ReportRow = {
  id: string;
  payout_id: string;
  campaign_id: string;
  author_id: string;
  note: string;
  items: { what: string; amount_kobo: number }[];
  total_kobo: string;
  status: SpendingReport['status'];
  created_at: Date | string;
  decided_by: string | null;
  decider: string | null;
  decided_at: Date | string | null;
  decision_note: string | null;
  receipts: string[] | null;
};

const REPORT_COLUMNS = sql`r.id, r.payout_id, r.campaign_id, r.author_id, r.note, r.items, r.total_kobo, r.status, r.created_at,
  r.decided_by, ${shortName} as decider, r.decided_at, r.decision_note,
  (select array_agg(x.id order by x.id) from spending_receipts x where x.report_id = r.id) as receipts`;

const iso = (d: Date | string) => new Date(d).toISOString();

function present(r: ReportRow, privileged: boolean): SpendingReport {
  const receipts = (r.receipts ?? []).map(Number);
  return {
    id: Number(r.id),
    payout_id: Number(r.payout_id),
    note: r.note,
    items: r.items.map((i) => ({ what: i.what, amount: koboToNaira(i.amount_kobo) })),
    total: koboToNaira(Number(r.total_kobo)),
    status: r.status,
    created: iso(r.created_at),
    decided_by: r.decided_by === null ? null : { id: Number(r.decided_by), name: r.decider ?? '' },
    decided_at: r.decided_at === null ? null : iso(r.decided_at),
    decision_note: r.decision_note,
    receipts: privileged ? receipts : [],
    receipt_count: receipts.length,
  };
}

async function reportRow(db: AppContext['db'] | Tx, reportId: number): Promise<ReportRow | null> {
  const [r] = (
    await db.execute<ReportRow>(sql`
      select ${REPORT_COLUMNS} from spending_reports r left join person_cards p on p.id = r.decided_by where r.id = ${reportId}`)
  ).rows;
  return r ?? null;
}

async function campaignOfReport(db: AppContext['db'], reportId: number): Promise<{ r: ReportRow; c: CampaignRef }> {
  const r = await reportRow(db, reportId);
  if (!r) throw notFound(BeneficiaryMsg.reportNotFound);
  const c = await campaignRef(db, String(r.campaign_id));
  if (!c) throw notFound(BeneficiaryMsg.reportNotFound);
  return { r, c };
}

type Body = z.output<typeof spendingReportBodySchema>;

/** The owner accounts for a paid payout: the lines may not add up to more than what is left of it. */
export async function postReport(ctx: AppContext, user: AuthUser, payoutId: number, body: Body, ip?: string): Promise<SpendingReport> {
  const [p] = (
    await ctx.db.execute<{ campaign_id: string; owner_id: string }>(sql`select campaign_id, owner_id from payouts where id = ${payoutId}`)
  ).rows;
  if (!p) throw notFound(BeneficiaryMsg.payoutNotFound);
  const c = await campaignRef(ctx.db, String(p.campaign_id));
  if (!c || c.status === CampaignStatus.DELETED) throw notFound(BeneficiaryMsg.payoutNotFound);
  if (c.owner_id !== user.id) throw forbidden(BeneficiaryMsg.reportNotOwner);
  const items = body.items.map((i) => ({ what: i.what, amount_kobo: nairaAmountToKobo(i.amount)! }));
  const total = items.reduce((n, i) => n + i.amount_kobo, 0);
  const id = await ctx.db.transaction(async (tx) => {
    // the payout row, locked: two reports posted at once cannot both fit in what is left
    const [locked] = (
      await tx.execute<{ status: string; amount_kobo: string }>(
        sql`select status, amount_kobo from payouts where id = ${payoutId} for update`,
      )
    ).rows;
    if (locked!.status !== 'paid') throw conflict(BeneficiaryMsg.payoutNotPaid);
    const [used] = (
      await tx.execute<{ kobo: string }>(sql`
        select coalesce(sum(total_kobo), 0) as kobo from spending_reports where payout_id = ${payoutId} and status <> 'flagged'`)
    ).rows;
    const left = Number(locked!.amount_kobo) - Number(used!.kobo);
    if (total > left) throw invalid({ items: BeneficiaryMsg.reportTooMuch }, BeneficiaryMsg.reportTooMuch);
    const [row] = (
      await tx.execute<{ id: string }>(sql`
        insert into spending_reports (payout_id, campaign_id, author_id, note, items, total_kobo)
        values (${payoutId}, ${c.id}, ${user.id}, ${body.note}, ${JSON.stringify(items)}::jsonb, ${total}) returning id`)
    ).rows;
    await audit(tx, {
      actorId: user.id,
      action: 'spending_report.posted',
      subjectType: 'campaign',
      subjectId: c.id,
      data: { reportId: Number(row!.id), payoutId, totalKobo: total },
      ip,
    });
    return Number(row!.id);
  });
  return present((await reportRow(ctx.db, id))!, true);
}

/** The owner adds a receipt (image or PDF, the identity documents' limits and checks) to an undecided report. */
export async function addReceipt(ctx: AppContext, user: AuthUser, reportId: number, bytes: Buffer, ip?: string): Promise<SpendingReport> {
  const { r, c } = await campaignOfReport(ctx.db, reportId);
  if (c.owner_id !== user.id) throw forbidden(BeneficiaryMsg.reportNotOwner);
  if (r.status !== 'submitted') throw conflict(BeneficiaryMsg.reportNotOpen);
  if ((r.receipts ?? []).length >= MAX_RECEIPTS) throw conflict(BeneficiaryMsg.tooManyReceipts);
  // checked and stored before the transaction: a file that is not an image or PDF is refused here
  const { key } = await ctx.media.saveDocument(bytes, { folder: 'receipts' });
  try {
    await ctx.db.transaction(async (tx) => {
      const [locked] = (
        await tx.execute<{ status: string; n: number }>(sql`
          select status, (select count(*)::int from spending_receipts where report_id = ${reportId}) as n
          from spending_reports where id = ${reportId} for update`)
      ).rows;
      if (locked!.status !== 'submitted') throw conflict(BeneficiaryMsg.reportNotOpen);
      if (locked!.n >= MAX_RECEIPTS) throw conflict(BeneficiaryMsg.tooManyReceipts);
      await tx.execute(sql`insert into spending_receipts (report_id, object_key) values (${reportId}, ${key})`);
      await audit(tx, {
        actorId: user.id,
        action: 'spending_report.receipt_added',
        subjectType: 'campaign',
        subjectId: c.id,
        data: { reportId },
        ip,
      });
    });
  } catch (err) {
    await ctx.media.remove(key).catch(() => undefined);
    throw err;
  }
  return present((await reportRow(ctx.db, reportId))!, true);
}

/** A receipt's stored key, for the owner, the assigned volunteer and administrators. */
export async function receiptKey(ctx: AppContext, user: AuthUser, reportId: number, receiptId: number): Promise<string> {
  const { c } = await campaignOfReport(ctx.db, reportId);
  if (c.owner_id !== user.id && !(await mayVouch(ctx.db, user, c))) throw forbidden(BeneficiaryMsg.notVolunteer);
  // Someone else's receipt is opened from a session proven by a second factor (decision 086).
  if (c.owner_id !== user.id && user.secondFactorAt === null) throw forbidden(SecondFactorMsg.needFactor);
  const [x] = (
    await ctx.db.execute<{ object_key: string }>(
      sql`select object_key from spending_receipts where id = ${receiptId} and report_id = ${reportId}`,
    )
  ).rows;
  if (!x) throw notFound(BeneficiaryMsg.receiptNotFound);
  return x.object_key;
}

/** The assigned volunteer, or an administrator, confirms the report (it needs a receipt) or flags it with a note. */
export async function decideReport(
  ctx: AppContext,
  user: AuthUser,
  reportId: number,
  decision: 'confirm' | 'flag',
  note: string,
  ip?: string,
): Promise<SpendingReport> {
  const { c } = await campaignOfReport(ctx.db, reportId);
  await requireVouch(ctx.db, user, c);
  await ctx.db.transaction(async (tx) => {
    const [r] = (
      await tx.execute<{ status: string; n: number; payout_id: string; total_kobo: string }>(sql`
        select status, payout_id, total_kobo, (select count(*)::int from spending_receipts where report_id = ${reportId}) as n
        from spending_reports where id = ${reportId} for update`)
    ).rows;
    if (r!.status !== 'submitted') throw conflict(BeneficiaryMsg.reportNotOpen);
    if (decision === 'confirm' && r!.n === 0) throw conflict(BeneficiaryMsg.noReceipt);
    const status = decision === 'confirm' ? 'confirmed' : 'flagged';
    await tx.execute(sql`
      update spending_reports set status = ${status}, decided_by = ${user.id}, decided_at = now(), decision_note = ${note || null}
      where id = ${reportId}`);
    await audit(tx, {
      actorId: user.id,
      action: decision === 'confirm' ? 'spending_report.confirmed' : 'spending_report.flagged',
      subjectType: 'campaign',
      subjectId: c.id,
      data: { reportId, payoutId: Number(r!.payout_id), totalKobo: Number(r!.total_kobo), ...(note ? { note } : {}) },
      ip,
    });
    if (decision === 'confirm') await emit(tx, 'spending.confirmed', { campaignId: c.id, reportId, ownerId: c.owner_id });
  });
  return present((await reportRow(ctx.db, reportId))!, true);
}

/** A campaign's reports: everyone sees confirmed ones; the owner, its volunteers and administrators see all, with receipts. */
export async function campaignReports(ctx: AppContext, user: AuthUser | null, key: string) {
  const c = await campaignRef(ctx.db, key);
  if (!c || (c.status === CampaignStatus.DELETED && user?.role !== 'admin')) throw notFound('Campaign not found');
  const isOwner = !!user && user.id === c.owner_id;
  const canDecide = !!user && !isOwner && (await mayVouch(ctx.db, user, c));
  const privileged = isOwner || canDecide;
  const rows = (
    await ctx.db.execute<ReportRow>(sql`
      select ${REPORT_COLUMNS} from spending_reports r left join person_cards p on p.id = r.decided_by
      where r.campaign_id = ${c.id} and (${privileged} or r.status = 'confirmed')
      order by r.id desc`)
  ).rows;
  const payouts = isOwner
    ? (
        await ctx.db.execute<{ id: string; amount_kobo: string; paid_at: Date | string; used: string }>(sql`
          select p.id, p.amount_kobo, p.paid_at,
            coalesce((select sum(r.total_kobo) from spending_reports r where r.payout_id = p.id and r.status <> 'flagged'), 0) as used
          from payouts p where p.campaign_id = ${c.id} and p.status = 'paid' order by p.id desc`)
      ).rows.map((p) => ({
        id: Number(p.id),
        amount: koboToNaira(Number(p.amount_kobo)),
        paid_at: iso(p.paid_at),
        left: koboToNaira(Number(p.amount_kobo) - Number(p.used)),
      }))
    : [];
  return { reports: rows.map((r) => present(r, privileged)), can_decide: canDecide, can_report: isOwner, payouts };
}

/** What the updates module mails the donors when a report is confirmed (read in the confirming transaction). */
export async function confirmedReportForMail(tx: AppContext['db'] | Tx, reportId: number) {
  const [r] = (
    await tx.execute<{
      note: string;
      items: { what: string; amount_kobo: number }[];
      total_kobo: string;
      paid_at: Date | string;
      decider: string;
    }>(sql`
      select r.note, r.items, r.total_kobo, po.paid_at, ${shortName} as decider
      from spending_reports r join payouts po on po.id = r.payout_id left join person_cards p on p.id = r.decided_by
      where r.id = ${reportId} and r.status = 'confirmed'`)
  ).rows;
  return r ? { note: r.note, items: r.items, totalKobo: Number(r.total_kobo), paidAt: new Date(r.paid_at), decider: r.decider } : null;
}

/** The admin console's lists: beneficiaries awaiting confirmation, flagged reports, overdue payouts (at most 100 each). */
export async function accountability(ctx: AppContext) {
  const [awaiting, flagged, overdue] = await Promise.all([
    ctx.db.execute<{ public_id: string; title: string; name: string; account_number: string; set_at: Date | string }>(sql`
      select c.public_id, c.title, b.name, b.account_number, b.set_at
      from campaign_beneficiaries b join campaign_facts c on c.id = b.campaign_id
      where b.confirmed_at is null and c.status <> ${CampaignStatus.DELETED} order by b.set_at limit 100`),
    ctx.db.execute<{
      public_id: string;
      title: string;
      total_kobo: string;
      by: string;
      decision_note: string | null;
      decided_at: Date | string;
    }>(sql`
      select c.public_id, c.title, r.total_kobo, ${shortName} as by, r.decision_note, r.decided_at
      from spending_reports r join campaign_facts c on c.id = r.campaign_id left join person_cards p on p.id = r.decided_by
      where r.status = 'flagged' order by r.decided_at desc limit 100`),
    ctx.db.execute<{ public_id: string; title: string; amount_kobo: string; paid_at: Date | string }>(sql`
      select c.public_id, c.title, po.amount_kobo, po.paid_at
      from payouts po join campaign_facts c on c.id = po.campaign_id
      where po.status = 'paid' and po.paid_at < now() - make_interval(days => ${OVERDUE_DAYS})
        and not exists (select 1 from spending_reports r where r.payout_id = po.id and r.status = 'confirmed')
      order by po.paid_at limit 100`),
  ]);
  return {
    awaiting: awaiting.rows.map((r) => ({
      campaign_id: r.public_id,
      title: r.title,
      name: r.name,
      account_last4: r.account_number.slice(-4),
      since: iso(r.set_at),
    })),
    flagged: flagged.rows.map((r) => ({
      campaign_id: r.public_id,
      title: r.title,
      total: koboToNaira(Number(r.total_kobo)),
      by: r.by ?? '',
      note: r.decision_note,
      at: iso(r.decided_at),
    })),
    overdue: overdue.rows.map((r) => ({
      campaign_id: r.public_id,
      title: r.title,
      amount: koboToNaira(Number(r.amount_kobo)),
      paid_at: iso(r.paid_at),
    })),
  };
}
