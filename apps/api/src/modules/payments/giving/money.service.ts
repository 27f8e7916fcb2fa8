import { sql } from 'drizzle-orm';
import { koboToNaira } from '@ireti/shared/money';
import { refundReasonWords, type CampaignMoney, type MoneyPayoutStatus } from '@ireti/shared/donations/money';
import { CampaignStatus } from '@ireti/shared/constants';
import type { AppContext } from '../../../context.ts';
import { notFound } from '../../../lib/errors.ts';
import { Account } from './ledger.ts';
import { publicBeneficiary } from '../payouts/beneficiary.service.ts';
import { OVERDUE_DAYS } from '../payouts/spending.service.ts';

/** A person as the panel names who confirmed: "Tunde A." (pp: person_cards). */
const shortName = sql`case when pp.is_organization then coalesce(pp.organization_name, pp.first_name)
  else trim(pp.first_name || ' ' || coalesce(left(pp.last_name, 1) || '.', '')) end`;

/**
 * Where a campaign's money went (issue 14), for everyone: summed from the ledger's entries in
 * kobo (decision 041), so the figures reconcile with it by construction, in one statement (one
 * snapshot). Only a payout's bank name and the last four digits of its account come from the
 * payout row; its status is read from its ledger transactions too. Drafts and campaigns awaiting
 * verification have no panel (not found), as they take no money.
 */

interface Totals {
  raised: string;
  donations: number;
  refunded: string;
  refunds: number;
  commission: string;
  paid_out: string;
  in_transit: string;
  held: string;
}
interface ReasonRow {
  reason: string;
  count: number;
  kobo: string;
  on_the_way: number;
}
interface PayoutLine {
  claimed_at: string;
  paid_at: string | null;
  amount_kobo: string;
  bank_name: string;
  last4: string;
  kinds: string[];
  accounted_kobo: string | null;
  confirmed_by: string[] | null;
  overdue: boolean;
}

const MONEY_SQL = (campaignId: number) => sql`
  with lines as (
    select t.id, t.kind, t.refund_id, t.payout_id, t.created_at, e.account_id, e.amount_kobo,
      coalesce(a.campaign_id = ${campaignId}, false) as on_campaign
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id
    where t.campaign_id = ${campaignId}
  ),
  totals as (
    select
      coalesce(-sum(amount_kobo) filter (where on_campaign and kind = 'donation'), 0) as raised,
      (count(distinct id) filter (where on_campaign and kind = 'donation'))::int as donations,
      coalesce(sum(amount_kobo) filter (where on_campaign and kind = 'refund_due'), 0) as refunded,
      (count(distinct id) filter (where on_campaign and kind = 'refund_due'))::int as refunds,
      coalesce(-sum(amount_kobo) filter (where account_id = ${Account.COMMISSION}), 0) as commission,
      coalesce(-sum(amount_kobo) filter (where account_id = ${Account.PROVIDER} and kind in ('payout_sent', 'payout_reversed')), 0) as paid_out,
      coalesce(-sum(amount_kobo) filter (where account_id = ${Account.PAYOUTS_PAYABLE}), 0) as in_transit,
      coalesce(-sum(amount_kobo) filter (where on_campaign), 0) as held
    from lines
  ),
  reasons as (
    select r.reason, count(*)::int as count, sum(l.amount_kobo) as kobo,
      (count(*) filter (where not exists (
        select 1 from ledger_transactions s where s.kind = 'refund_sent' and s.refund_id = l.refund_id)))::int as on_the_way
    from lines l join refunds r on r.id = l.refund_id
    where l.on_campaign and l.kind = 'refund_due'
    group by r.reason
  ),
  payout_lines as (
    select p.id, min(l.created_at) filter (where l.kind = 'claim') as claimed_at,
      min(l.created_at) filter (where l.kind = 'payout_sent') as paid_at,
      coalesce(-sum(l.amount_kobo) filter (where l.kind = 'claim' and l.account_id = ${Account.PAYOUTS_PAYABLE}), 0) as amount_kobo,
      p.bank_name, right(p.account_number, 4) as last4, array_agg(distinct l.kind) as kinds,
      (select sum(r.total_kobo) from spending_reports r where r.payout_id = p.id and r.status = 'confirmed') as accounted_kobo,
      (select array_agg(distinct ${shortName}) from spending_reports r join person_cards pp on pp.id = r.decided_by
        where r.payout_id = p.id and r.status = 'confirmed') as confirmed_by,
      (p.status = 'paid' and p.paid_at < now() - make_interval(days => ${OVERDUE_DAYS})
        and not exists (select 1 from spending_reports r where r.payout_id = p.id and r.status = 'confirmed')) as overdue
    from lines l join payouts p on p.id = l.payout_id
    group by p.id
  )
  select
    (select row_to_json(totals) from totals) as totals,
    coalesce((select json_agg(reasons order by reasons.kobo desc, reasons.reason) from reasons), '[]') as reasons,
    coalesce((select json_agg(payout_lines order by payout_lines.claimed_at desc, payout_lines.id desc) from payout_lines), '[]') as payouts`;

/** What a payout's ledger transactions say happened to it. */
export function payoutStatusOf(kinds: readonly string[]): MoneyPayoutStatus {
  if (kinds.includes('payout_reversed')) return 'reversed';
  if (kinds.includes('claim_reversed')) return 'failed';
  if (kinds.includes('payout_sent')) return 'paid';
  return 'pending';
}

const naira = (kobo: string | number) => koboToNaira(Number(kobo));
const iso = (at: string) => new Date(at).toISOString();
const wordsOf = (reason: string) => refundReasonWords[reason as keyof typeof refundReasonWords] ?? 'Refunded';

export async function campaignMoney(ctx: Pick<AppContext, 'db'>, publicId: string): Promise<CampaignMoney & { _id: number }> {
  const [c] = (
    await ctx.db.execute<{ id: number; public_id: string; status: number; submitted_at: string | null }>(
      sql`select id, public_id, status, submitted_at from campaign_facts where public_id = ${publicId.toLowerCase()}`,
    )
  ).rows;
  if (!c || c.status === CampaignStatus.AWAITING_VERIFICATION || c.submitted_at === null) throw notFound('Campaign not found');
  const id = Number(c.id);
  const [[row], beneficiary] = await Promise.all([
    ctx.db.execute<{ totals: Totals; reasons: ReasonRow[]; payouts: PayoutLine[] }>(MONEY_SQL(id)).then((r) => r.rows),
    publicBeneficiary(ctx.db as AppContext['db'], id),
  ]);
  const t = row!.totals;
  return {
    _id: id,
    campaign_id: c.public_id,
    raised: naira(t.raised),
    donations: t.donations,
    refunded: {
      count: t.refunds,
      total: naira(t.refunded),
      on_the_way: row!.reasons.reduce((n, r) => n + r.on_the_way, 0),
      reasons: row!.reasons.map((r) => ({ reason: r.reason, words: wordsOf(r.reason), count: r.count, total: naira(r.kobo) })),
    },
    commission: naira(t.commission),
    paid_out: naira(t.paid_out),
    in_transit: naira(t.in_transit),
    held: naira(t.held),
    payouts: row!.payouts.map((p) => ({
      date: iso(p.claimed_at),
      paid_at: p.paid_at ? iso(p.paid_at) : null,
      amount: naira(p.amount_kobo),
      bank_name: p.bank_name,
      account_last4: p.last4,
      status: payoutStatusOf(p.kinds),
      accounted: naira(p.accounted_kobo ?? 0),
      confirmed_by: p.confirmed_by ?? [],
      overdue: p.overdue && payoutStatusOf(p.kinds) === 'paid',
    })),
    beneficiary: beneficiary
      ? {
          name: beneficiary.name,
          account_last4: beneficiary.account_last4,
          bank_name: beneficiary.bank_name,
          confirmed_by: beneficiary.confirmed_by?.name ?? null,
        }
      : null,
  };
}
