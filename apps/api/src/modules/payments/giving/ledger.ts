import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import type { LedgerKind } from '../payments.schema.ts';

/**
 * The double-entry ledger (docs/decisions/041-ledger.md). Amounts are signed kobo: a debit is
 * positive, a credit negative; every transaction sums to zero (the database refuses one that
 * does not, at commit), so the whole ledger does too. Entries are never changed or deleted.
 *
 * | account               | what its balance means                              |
 * |-----------------------|-----------------------------------------------------|
 * | provider (asset)      | money of ours at the payment provider               |
 * | campaign:<id> (liab.) | money held for a campaign: −balance = held          |
 * | payable:refunds       | owed back to donors, refund not yet processed       |
 * | payable:payouts       | owed to owners, transfer not yet paid               |
 * | revenue:commission    | the 5% commission taken at claims                   |
 */
export const Account = { PROVIDER: 1, REFUNDS_PAYABLE: 2, PAYOUTS_PAYABLE: 3, COMMISSION: 4 } as const;

/** The ledger account of a campaign, created on first use (race-safe). */
export async function campaignAccount(tx: Tx, campaignId: number): Promise<number> {
  const res = await tx.execute<{ id: number }>(sql`
    with ins as (
      insert into ledger_accounts (code, kind, campaign_id) values (${`campaign:${campaignId}`}, 'liability', ${campaignId})
      on conflict do nothing returning id
    )
    select id from ins union all select id from ledger_accounts where code = ${`campaign:${campaignId}`} limit 1`);
  if (res.rows[0]) return Number(res.rows[0].id);
  // Another transaction created it while this statement waited: its snapshot could not see the
  // row, a new statement does.
  const again = await tx.execute<{ id: number }>(sql`select id from ledger_accounts where code = ${`campaign:${campaignId}`}`);
  return Number(again.rows[0]!.id);
}

export interface LedgerRefs {
  campaignId?: number | null;
  donationId?: number | null;
  refundId?: number | null;
  payoutId?: number | null;
}

/**
 * The statement that writes one balanced transaction and its entries, as two CTEs (`ledger_t`,
 * `ledger_e`) to put in front of another statement, so a money change and its ledger lines go in
 * one round trip (`onlyIfRowIn`: written only when that earlier CTE returned a row). The unique indexes on (kind, donation/refund/payout) make a replay fail, rolling
 * back whatever tried it.
 */
export function ledgerCte(
  kind: LedgerKind,
  refs: LedgerRefs,
  entries: [accountId: number, amountKobo: number][],
  o: { onlyIfRowIn?: string } = {},
) {
  let sum = 0;
  for (const [, amount] of entries) {
    if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`ledger: bad amount ${amount} in ${kind}`);
    sum += amount;
  }
  if (sum !== 0 || entries.length < 2) throw new Error(`ledger: ${kind} does not balance`);
  const values = sql.join(
    entries.map(([account, amount]) => sql`(${account}::bigint, ${amount}::bigint)`),
    sql`, `,
  );
  return sql`
    ledger_t as (
      insert into ledger_transactions (kind, campaign_id, donation_id, refund_id, payout_id)
      select ${kind}, ${refs.campaignId ?? null}::bigint, ${refs.donationId ?? null}::bigint, ${refs.refundId ?? null}::bigint, ${refs.payoutId ?? null}::bigint
      ${o.onlyIfRowIn ? sql`where exists (select 1 from ${sql.identifier(o.onlyIfRowIn)})` : sql``}
      returning id
    ),
    ledger_e as (
      insert into ledger_entries (transaction_id, account_id, amount_kobo)
      select ledger_t.id, e.account_id, e.amount_kobo from ledger_t cross join (values ${values}) as e(account_id, amount_kobo)
      returning id
    )`;
}

/** Writes one balanced transaction and its entries in one statement. */
export async function post(tx: Tx, kind: LedgerKind, refs: LedgerRefs, entries: [accountId: number, amountKobo: number][]) {
  await tx.execute(sql`with ${ledgerCte(kind, refs, entries)} select count(*) from ledger_e`);
}

export interface IntegrityReport {
  ok: boolean;
  problems: string[];
  totals: {
    ledger_sum_kobo: number;
    provider_kobo: number;
    refunds_payable_kobo: number;
    payouts_payable_kobo: number;
    commission_kobo: number;
    campaigns_checked: number;
  };
}

/**
 * The invariants of docs/design.md §4, checked against the data: the ledger sums to zero and every
 * transaction balances; for each campaign pledged = Σ paid − Σ refunded (from the donations and
 * from the ledger) and held = pledged − payouts − commission; the payables equal the refunds and
 * payouts still owed. Cheap enough for tests, the admin console and a production check.
 */
export async function ledgerIntegrity(db: Db | Tx): Promise<IntegrityReport> {
  const problems: string[] = [];
  const num = (v: unknown) => Number(v ?? 0);

  const [sums] = (
    await db.execute<Record<string, string>>(sql`
      select coalesce(sum(amount_kobo), 0) as total,
        coalesce(sum(amount_kobo) filter (where account_id = ${Account.PROVIDER}), 0) as provider,
        coalesce(sum(amount_kobo) filter (where account_id = ${Account.REFUNDS_PAYABLE}), 0) as refunds,
        coalesce(sum(amount_kobo) filter (where account_id = ${Account.PAYOUTS_PAYABLE}), 0) as payouts,
        coalesce(sum(amount_kobo) filter (where account_id = ${Account.COMMISSION}), 0) as commission
      from ledger_entries`)
  ).rows;
  const totals = {
    ledger_sum_kobo: num(sums!.total),
    provider_kobo: num(sums!.provider),
    refunds_payable_kobo: -num(sums!.refunds),
    payouts_payable_kobo: -num(sums!.payouts),
    commission_kobo: -num(sums!.commission),
    campaigns_checked: 0,
  };
  if (totals.ledger_sum_kobo !== 0) problems.push(`the ledger sums to ${totals.ledger_sum_kobo}, not 0`);

  const unbalanced = (
    await db.execute<{ id: number }>(sql`
      select t.id from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
      group by t.id having coalesce(sum(e.amount_kobo), 0) <> 0 or count(e.id) < 2 limit 10`)
  ).rows;
  for (const u of unbalanced) problems.push(`ledger transaction ${u.id} does not balance`);

  const campaigns = (
    await db.execute<Record<string, string>>(sql`
      with ledger as (
        select a.campaign_id,
          -coalesce(sum(e.amount_kobo), 0) as held,
          -coalesce(sum(e.amount_kobo) filter (where t.kind in ('donation', 'refund_due')), 0) as pledged
        from ledger_accounts a
        join ledger_entries e on e.account_id = a.id
        join ledger_transactions t on t.id = e.transaction_id
        where a.campaign_id is not null group by a.campaign_id
      ),
      paid as (
        select campaign_id, sum(amount_kobo) as paid from donations where status = 'paid' group by campaign_id
      ),
      claimed as (
        select campaign_id, sum(amount_kobo) as payouts, sum(commission_kobo) as commission
        from payouts where status <> 'failed' group by campaign_id
      )
      select c.id, coalesce(m.pledged_kobo, 0)::bigint as pledged_kobo, coalesce(p.paid, 0) as paid, coalesce(l.pledged, 0) as ledger_pledged,
        coalesce(l.held, 0) as held, coalesce(k.payouts, 0) as payouts, coalesce(k.commission, 0) as commission
      from campaign_facts c
      left join campaign_money m on m.campaign_id = c.id
      left join ledger l on l.campaign_id = c.id
      left join paid p on p.campaign_id = c.id
      left join claimed k on k.campaign_id = c.id
      where coalesce(m.pledged_kobo, 0) <> 0 or l.campaign_id is not null or p.campaign_id is not null`)
  ).rows;
  totals.campaigns_checked = campaigns.length;
  for (const c of campaigns) {
    const pledged = num(c.pledged_kobo);
    if (pledged !== num(c.paid)) problems.push(`campaign ${c.id}: pledged ${pledged} ≠ Σ paid donations ${c.paid}`);
    if (pledged !== num(c.ledger_pledged))
      problems.push(`campaign ${c.id}: pledged ${pledged} ≠ ledger Σ paid − Σ refunded ${c.ledger_pledged}`);
    const held = pledged - num(c.payouts) - num(c.commission);
    if (held !== num(c.held)) problems.push(`campaign ${c.id}: held ${c.held} ≠ pledged − payouts − commission ${held}`);
  }

  const [owed] = (
    await db.execute<Record<string, string>>(sql`
      select
        (select coalesce(sum(amount_kobo), 0) from refunds where status <> 'processed') as refunds,
        (select coalesce(sum(amount_kobo), 0) from payouts where status in ('pending', 'processing')) as payouts,
        (select coalesce(sum(commission_kobo), 0) from payouts where status <> 'failed') as commission`)
  ).rows;
  if (num(owed!.refunds) !== totals.refunds_payable_kobo)
    problems.push(`refunds payable ${totals.refunds_payable_kobo} ≠ refunds not yet processed ${owed!.refunds}`);
  if (num(owed!.payouts) !== totals.payouts_payable_kobo)
    problems.push(`payouts payable ${totals.payouts_payable_kobo} ≠ payouts not yet paid ${owed!.payouts}`);
  if (num(owed!.commission) !== totals.commission_kobo)
    problems.push(`commission ${totals.commission_kobo} ≠ Σ commission of live claims ${owed!.commission}`);

  return { ok: problems.length === 0, problems, totals };
}
