import { sql } from 'drizzle-orm';
import { koboToNaira } from '@ireti/shared/money';
import type { AdminDonation, PagedList } from '@ireti/shared/donations/types';
import type { AppContext } from '../../../context.ts';
import { notFound } from '../../../lib/errors.ts';
import { findCampaignByAnyId } from '../../campaigns/index.ts';
import { totalPages } from '../../../http/paging.ts';
import { isoAt, isoOf } from '../../../lib/dates.ts';

const page = <T>(rows: T[], total: number, p: number, perPage: number): PagedList<T> => ({
  transactions: rows,
  total_pages: totalPages(total, perPage),
  total_records: total,
  current_page: p,
});

/**
 * The admin console's list of donations (anonymous donors revealed: admins only, docs/design.md §6). Each
 * donation names its campaign as spec §3's donation record does: `campaign`. `campaignId`: only this
 * campaign's donations (its public id or its numeric _id).
 */
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
