import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/**
 * The payments module's part of the data rights (issue 28, docs/decisions/085-data-rights.md): a
 * person's gifts, what their campaigns received (their words of support are community's), their delivery details and payouts for the
 * archive; what stops an erasure (money still to move); erasing a donor without touching a kobo of
 * the ledger; and the retention of paid payouts' bank details.
 */

type Rows = Record<string, unknown>[];
const rows = async (db: Db | Tx, q: ReturnType<typeof sql>) => (await db.execute<Record<string, unknown>>(q)).rows as Rows;

/** The gifts are the account's own (user_id) and, when its address is verified, the guest gifts made with that address. */
const giverOf = (userId: number, verifiedEmail: string | null) =>
  verifiedEmail ? sql`(d.user_id = ${userId} or lower(d.email) = lower(${verifiedEmail}))` : sql`d.user_id = ${userId}`;

export async function paymentsPersonalData(db: Db | Tx, userId: number, verifiedEmail: string | null) {
  const given = await rows(
    db,
    sql`select d.id, d.reference, c.public_id as campaign_id, c.title as campaign_title, d.first_name, d.last_name, d.email, d.mobile,
          d.comment, d.anonymous, d.amount_kobo, d.currency, d.status, d.channel, d.paid_at, d.created_at
        from donations d join campaign_facts c on c.id = d.campaign_id
        where ${giverOf(userId, verifiedEmail)} order by d.id`,
  );
  const received = await rows(
    db,
    sql`select d.id, c.public_id as campaign_id, c.title as campaign_title,
          case when d.anonymous then 'Anonymous' else trim(coalesce(d.first_name, '') || ' ' || coalesce(d.last_name, '')) end as donor,
          d.comment, d.amount_kobo, d.currency, d.status, d.paid_at
        from donations d join campaign_facts c on c.id = d.campaign_id
        where c.owner_id = ${userId} and d.status in ('paid', 'refunded') order by d.id`,
  );
  const delivery = await rows(
    db,
    sql`select r.donation_id, r.reward, r.reward_type, r.reward_kobo, r.delivery_name, r.delivery_phone, r.delivery_address,
          r.status, r.sent_at, r.created_at
        from donation_rewards r join donations d on d.id = r.donation_id
        where ${giverOf(userId, verifiedEmail)} order by r.donation_id`,
  );
  const payoutAccount = await rows(
    db,
    sql`select bank_name, account_number, account_name, created_at, updated_at from payout_accounts where user_id = ${userId}`,
  );
  const payoutRows = await rows(
    db,
    sql`select p.reference, c.public_id as campaign_id, p.raised_kobo, p.commission_kobo, p.amount_kobo, p.bank_name,
          p.account_number, p.account_name, p.status, p.created_at, p.paid_at
        from payouts p join campaign_facts c on c.id = p.campaign_id where p.owner_id = ${userId} order by p.id`,
  );
  // Their supporter pages (decision 094): the words and target they wrote.
  const supporterPages = await rows(
    db,
    sql`select p.public_id as page_id, c.public_id as campaign_id, c.title as campaign_title, p.words, p.target_kobo, p.hidden_at, p.created_at
        from supporter_pages p join campaign_facts c on c.id = p.campaign_id where p.user_id = ${userId} order by p.id`,
  );
  return {
    donations_given: given,
    supporter_pages: supporterPages,
    donations_received: received,
    delivery_details: delivery,
    payout_account: payoutAccount,
    payouts: payoutRows,
  };
}

/** Money that must move before the person's account can be erased: unclaimed funds and payouts under way. */
export interface MoneyBlockers {
  /** The person's campaigns that hold money no one has claimed (public id and title). */
  unclaimed: { campaign_id: string; title: string }[];
  /** Their payouts not yet paid or failed. */
  pendingPayouts: { campaign_id: string; title: string }[];
}

export async function moneyBlockers(db: Db | Tx, userId: number): Promise<MoneyBlockers> {
  // A campaign's ledger account is credited with its gifts: money still held reads as a negative balance.
  const unclaimed = (await rows(
    db,
    sql`select c.public_id as campaign_id, c.title
        from campaign_facts c
        join ledger_accounts a on a.code = 'campaign:' || c.id
        where c.owner_id = ${userId}
          and (select coalesce(sum(e.amount_kobo), 0) from ledger_entries e where e.account_id = a.id) < 0
          and not exists (select 1 from payouts p where p.campaign_id = c.id and p.status <> 'failed')
        order by c.id`,
  )) as MoneyBlockers['unclaimed'];
  const pendingPayouts = (await rows(
    db,
    sql`select c.public_id as campaign_id, c.title from payouts p join campaign_facts c on c.id = p.campaign_id
        where p.owner_id = ${userId} and p.status in ('pending', 'processing') order by p.id`,
  )) as MoneyBlockers['pendingPayouts'];
  return { unclaimed, pendingPayouts };
}

/**
 * Erases a donor from their gifts in the caller's transaction: the gifts read "Anonymous", their
 * name, address and phone and the delivery details go; amounts, statuses, references, the ledger,
 * refunds and payouts are not touched. The saved payout account and their supporter pages go too. Guest gifts made with the
 * verified address are the person's as well.
 */
export async function eraseDonor(tx: Tx, userId: number, verifiedEmail: string | null, formerEmail: string): Promise<number> {
  await tx.execute(sql`
    update donation_rewards r set delivery_name = null, delivery_phone = null, delivery_address = null
    from donations d where d.id = r.donation_id and ${giverOf(userId, verifiedEmail)}`);
  const res = await tx.execute(sql`
    update donations d set first_name = null, last_name = null, mobile = null, email = ${formerEmail}, anonymous = true
    where ${giverOf(userId, verifiedEmail)}`);
  await tx.execute(sql`delete from payout_accounts where user_id = ${userId}`);
  // Their supporter pages go (their words and photo were the page); the gifts given through them
  // stay the campaigns', no longer credited to a page (donations.supporter_page_id: on delete set null).
  await tx.execute(sql`delete from supporter_pages where user_id = ${userId}`);
  return res.rowCount ?? 0;
}

/**
 * Retention: the bank details of payouts paid before `before` (and not sent back since) are
 * reduced to the account number's last four digits. Returns how many payouts were cleared.
 */
export async function forgetSettledPayoutBankDetails(tx: Tx, before: Date): Promise<number> {
  const res = await tx.execute(sql`
    update payouts set account_number = '******' || right(account_number, 4), account_name = '', recipient_code = null
    where status = 'paid' and reversed_at is null and paid_at < ${before} and account_number not like '******%'`);
  return res.rowCount ?? 0;
}
