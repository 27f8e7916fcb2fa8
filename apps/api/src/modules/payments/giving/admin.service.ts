import { sql } from 'drizzle-orm';
import { koboToNaira } from '@ireti/shared/money';
import type { AdminDonation, AdminPayout, AdminRefund, PagedList } from '@ireti/shared/donations/types';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { findCampaignByAnyId } from '../campaigns/index.ts';
import { totalPages } from '../../http/paging.ts';
import { isoAt, isoOf } from './dates.ts';

/**
 * The admin console's money lists (anonymous donors revealed: admins only, docs/design.md §6). Each
 * donation and refund names its campaign as spec §3's donation record does: `campaign`.
 */
const page = <T>(rows: T[], total: number, p: number, perPage: number): PagedList<T> => ({
  transactions: rows,
  total_pages: totalPages(total, perPage),
  total_records: total,
  current_page: p,
});

/** `campaignId`: only this campaign's donations (its public id or its numeric _id). */
export async function adminDonations(ctx: AppContext, p: number, perPage: number, campaignId?: string): Promise<PagedList<AdminDonation>> {
  let filter = sql`true`;
  if (campaignId) {
    const c = await findCampaignByAnyId(ctx.db, campaignId);
    if (!c) throw notFound('Campaign not found');
    filter = sql`d.campaign_id = ${c.id}`;
  }
  const [rows, [count]] = await Promise.all([
    ctx.db
      .execute<{
        reference: string;
        public_id: string;
        title: string;
        amount_kobo: number;
        status: AdminDonation['status'];
        first_name: string | null;
        last_name: string | null;
        email: string;
        mobile: string | null;
        anonymous: boolean;
        comment: string | null;
        created_at: string;
        paid_at: string | null;
      }>(
        sql`
        select d.reference, c.public_id, c.title, d.amount_kobo, d.status, d.first_name, d.last_name, d.email, d.mobile, d.anonymous, d.comment, d.created_at, d.paid_at
        from donations d join campaign_facts c on c.id = d.campaign_id where ${filter}
        order by d.created_at desc, d.id desc limit ${perPage} offset ${(p - 1) * perPage}`,
      )
      .then((r) => r.rows),
    ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from donations d where ${filter}`).then((r) => r.rows),
  ]);
  return page(
    rows.map((d) => ({
      reference: d.reference,
      campaign: { campaign_id: d.public_id, title: d.title },
      campaign_id: d.public_id,
      campaign_title: d.title,
      amount: koboToNaira(d.amount_kobo),
      status: d.status,
      first_name: d.first_name,
      last_name: d.last_name,
      email: d.email,
      mobile: d.mobile,
      anonymous: d.anonymous,
      comment: d.comment,
      created: isoAt(d.created_at),
      paid_at: isoOf(d.paid_at),
    })),
    count!.n,
    p,
    perPage,
  );
}

export async function adminRefunds(ctx: AppContext, p: number, perPage: number): Promise<PagedList<AdminRefund>> {
  const [rows, [count]] = await Promise.all([
    ctx.db
      .execute<{
        id: number;
        reference: string;
        public_id: string;
        title: string;
        amount_kobo: number;
        status: AdminRefund['status'];
        reason: string;
        attempts: number;
        last_error: string | null;
        created_at: string;
        processed_at: string | null;
      }>(
        sql`
        select r.id, d.reference, c.public_id, c.title, r.amount_kobo, r.status, r.reason, r.attempts, r.last_error, r.created_at, r.processed_at
        from refunds r join donations d on d.id = r.donation_id join campaign_facts c on c.id = d.campaign_id
        order by r.created_at desc, r.id desc limit ${perPage} offset ${(p - 1) * perPage}`,
      )
      .then((r) => r.rows),
    ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from refunds`).then((r) => r.rows),
  ]);
  return page(
    rows.map((r) => ({
      id: Number(r.id),
      donation_reference: r.reference,
      campaign: { campaign_id: r.public_id, title: r.title },
      campaign_title: r.title,
      amount: koboToNaira(r.amount_kobo),
      status: r.status,
      reason: r.reason,
      attempts: r.attempts,
      last_error: r.last_error,
      created: isoAt(r.created_at),
      processed_at: isoOf(r.processed_at),
    })),
    count!.n,
    p,
    perPage,
  );
}

export async function adminPayouts(ctx: AppContext, p: number, perPage: number): Promise<PagedList<AdminPayout>> {
  const [rows, [count]] = await Promise.all([
    ctx.db
      .execute<{
        id: number;
        public_id: string;
        title: string;
        raised_kobo: number;
        commission_kobo: number;
        amount_kobo: number;
        status: AdminPayout['status'];
        bank_name: string;
        account_name: string;
        account_number: string;
        created_at: string;
        paid_at: string | null;
      }>(
        sql`
        select p.id, c.public_id, c.title, p.raised_kobo, p.commission_kobo, p.amount_kobo, p.status, p.bank_name, p.account_name, p.account_number, p.created_at, p.paid_at
        from payouts p join campaign_facts c on c.id = p.campaign_id
        order by p.created_at desc, p.id desc limit ${perPage} offset ${(p - 1) * perPage}`,
      )
      .then((r) => r.rows),
    ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from payouts`).then((r) => r.rows),
  ]);
  return page(
    rows.map((x) => ({
      id: Number(x.id),
      campaign_id: x.public_id,
      campaign_title: x.title,
      raised: koboToNaira(x.raised_kobo),
      commission: koboToNaira(x.commission_kobo),
      amount: koboToNaira(x.amount_kobo),
      status: x.status,
      bank_name: x.bank_name,
      account_name: x.account_name,
      account_last4: x.account_number.slice(-4),
      created: isoAt(x.created_at),
      paid_at: isoOf(x.paid_at),
    })),
    count!.n,
    p,
    perPage,
  );
}
