import { sql } from 'drizzle-orm';
import { koboToNaira } from '@ireti/shared/money';
import type { PagedList, PublicDonation } from '@ireti/shared/donations/types';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { totalPages } from '../../http/paging.ts';
import { isoAt } from '../../lib/dates.ts';
import { findCampaignByAnyId } from '../campaigns/index.ts';

/**
 * GET /donations/{campaignId} (the public id or the numeric _id): a campaign's wall, its confirmed
 * donations newest first, anonymous donors hidden, each with its words of support and the owner's
 * reply. The gifts are payments' read model `paid_donations`; a comment an administrator hid
 * (comment_moderation) shows nowhere: the donation stays in the list, without it (decision 104).
 */
export async function campaignWall(
  ctx: AppContext,
  campaignId: string,
  page: number,
  perPage: number,
  commentsOnly: boolean,
): Promise<PagedList<PublicDonation>> {
  const c = await findCampaignByAnyId(ctx.db, campaignId);
  if (!c) throw notFound('Campaign not found');
  const where = sql`d.campaign_id = ${c.id} ${commentsOnly ? sql`and coalesce(d.comment, '') <> '' and m.donation_id is null` : sql``}`;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .execute<{
        id: number;
        first_name: string | null;
        last_name: string | null;
        anonymous: boolean;
        amount_kobo: number;
        comment: string | null;
        at: string;
        reply_body: string | null;
        reply_at: string | null;
        channel: string | null;
      }>(
        sql`
        select d.id, d.first_name, d.last_name, d.anonymous, d.amount_kobo, d.channel, case when m.donation_id is null then d.comment end as comment,
          coalesce(d.paid_at, d.created_at) as at, rp.body as reply_body, rp.created_at as reply_at
        from paid_donations d
        left join comment_moderation m on m.donation_id = d.id
        left join comment_replies rp on rp.donation_id = d.id and m.donation_id is null
        where ${where} order by d.paid_at desc nulls last, d.id desc limit ${perPage} offset ${(page - 1) * perPage}`,
      )
      .then((r) => r.rows),
    ctx.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from paid_donations d left join comment_moderation m on m.donation_id = d.id where ${where}`,
      )
      .then((r) => r.rows),
  ]);
  return {
    transactions: rows.map((d) => ({
      _id: Number(d.id),
      first_name: d.anonymous ? 'Anonymous' : (d.first_name ?? ''),
      last_name: d.anonymous ? '' : (d.last_name ?? ''),
      anonymous: d.anonymous,
      amount: koboToNaira(d.amount_kobo),
      comment: d.comment,
      created: isoAt(d.at),
      reply: d.reply_body === null ? null : { body: d.reply_body, created: isoAt(d.reply_at!) },
      // A transfer into the campaign's permanent account (payments/transfers): "Transfer from A. Bello".
      transfer: d.channel === 'dedicated_nuban',
    })),
    total_pages: totalPages(count!.n, perPage),
    total_records: count!.n,
    current_page: page,
  };
}
