import { sql } from 'drizzle-orm';
import { koboToNaira } from '@ireti/shared/money';
import type { PagedList } from '@ireti/shared/donations/types';
import type { AdminDedicatedAccount, TransferAccount, TransferAnonymityReply } from '@ireti/shared/donations/transfers';
import { CampaignStatus } from '@ireti/shared/constants';
import type { AppContext } from '../../../context.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { totalPages } from '../../../http/paging.ts';
import { findCampaignByAnyId } from '../../campaigns/index.ts';
import { isoAt, isoOf } from '../../../lib/dates.ts';
import { ANONYMITY_HOURS, createMark } from './anonymity.ts';

/** What the campaign page, the share dialog and the admin console show of permanent accounts. */

/** GET /transfers/account/{campaignId}: the campaign's number, once the bank gave one and while it takes gifts. */
export async function campaignTransferAccount(ctx: AppContext, campaignKey: string): Promise<TransferAccount> {
  const c = await findCampaignByAnyId(ctx.db, campaignKey);
  if (!c) throw notFound('Campaign not found');
  const [row] = (
    await ctx.db.execute<{
      public_id: string;
      campaign_status: number;
      status: string | null;
      account_number: string | null;
      account_name: string | null;
      bank_name: string | null;
    }>(sql`
      select f.public_id, f.status as campaign_status, a.status, a.account_number, a.account_name, a.bank_name
      from campaign_facts f left join dedicated_accounts a on a.campaign_id = f.id where f.id = ${c.id}`)
  ).rows;
  const live = row!.campaign_status === CampaignStatus.ACTIVE;
  const status = !live ? 'none' : row!.status === 'active' ? 'active' : 'pending';
  return {
    campaign_id: row!.public_id,
    status,
    account_number: status === 'active' ? row!.account_number : null,
    account_name: status === 'active' ? row!.account_name : null,
    bank_name: status === 'active' ? row!.bank_name : null,
    anonymity_hours: ANONYMITY_HOURS,
  };
}

/** POST /transfers/anonymous: a code that hides the name of the sender's next transfer to this campaign. */
export async function askAnonymity(ctx: AppContext, campaignKey: string, name: string | undefined): Promise<TransferAnonymityReply> {
  const c = await findCampaignByAnyId(ctx.db, campaignKey);
  if (!c) throw notFound('Campaign not found');
  const [f] = (await ctx.db.execute<{ status: number }>(sql`select status from campaign_facts where id = ${c.id}`)).rows;
  if (f!.status !== CampaignStatus.ACTIVE) throw conflict('Donations to this campaign are closed');
  const mark = await createMark(ctx.db, c.id, name?.trim() || null);
  return { code: mark.code, expires: mark.expiresAt.toISOString() };
}

/** GET /admin/dedicated-accounts: every account, newest first, with what came into it. */
export async function adminDedicatedAccounts(ctx: AppContext, p: number, perPage: number): Promise<PagedList<AdminDedicatedAccount>> {
  const [rows, [count]] = await Promise.all([
    ctx.db
      .execute<{
        public_id: string;
        title: string;
        campaign_status: number;
        status: AdminDedicatedAccount['status'];
        account_number: string | null;
        account_name: string | null;
        bank_name: string | null;
        last_error: string | null;
        transfers: number;
        received_kobo: number;
        returned: number;
        created_at: string;
        assigned_at: string | null;
        deactivated_at: string | null;
        requeried_at: string | null;
      }>(
        sql`
        select f.public_id, f.title, f.status as campaign_status, a.status, a.account_number, a.account_name, a.bank_name, a.last_error,
          coalesce(t.transfers, 0)::int as transfers, coalesce(t.received_kobo, 0)::int8 as received_kobo, coalesce(t.returned, 0)::int as returned,
          a.created_at, a.assigned_at, a.deactivated_at, a.requeried_at
        from dedicated_accounts a join campaign_facts f on f.id = a.campaign_id
        left join lateral (
          select count(*) filter (where d.paid_at is not null) as transfers,
            sum(d.amount_kobo) filter (where d.paid_at is not null) as received_kobo,
            count(*) filter (where exists (select 1 from refunds r where r.donation_id = d.id)) as returned
          from donations d where d.campaign_id = a.campaign_id and d.channel = 'dedicated_nuban'
        ) t on true
        order by a.created_at desc, a.id desc limit ${perPage} offset ${(p - 1) * perPage}`,
      )
      .then((r) => r.rows),
    ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from dedicated_accounts`).then((r) => r.rows),
  ]);
  return {
    transactions: rows.map((r) => ({
      campaign: { campaign_id: r.public_id, title: r.title, status: Number(r.campaign_status) },
      status: r.status,
      account_number: r.account_number,
      account_name: r.account_name,
      bank_name: r.bank_name,
      last_error: r.last_error,
      transfers: Number(r.transfers),
      received: koboToNaira(Number(r.received_kobo)),
      returned: Number(r.returned),
      created: isoAt(r.created_at),
      assigned_at: isoOf(r.assigned_at),
      deactivated_at: isoOf(r.deactivated_at),
      requeried_at: isoOf(r.requeried_at),
    })),
    total_pages: totalPages(count!.n, perPage),
    total_records: count!.n,
    current_page: p,
  };
}
