import type { Language } from '@ireti/shared/i18n';
import { sql } from 'drizzle-orm';
import { deliveryErrors, RewardMsg } from '@ireti/shared/donations/schemas';
import type { DonateData } from '@ireti/shared/donations/schemas';
import type { Backer, CampaignBackers, UserRewards, VerifyResult } from '@ireti/shared/donations/types';
import { formatNaira, koboToNaira } from '@ireti/shared/money';
import { CampaignStatus } from '@ireti/shared/constants';
import type { AppContext } from '../../../context.ts';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { audit } from '../../../lib/audit.ts';
import { conflict, forbidden, invalid, notFound } from '../../../lib/errors.ts';
import { findCampaignByAnyId } from '../../campaigns/index.ts';
import { privateViewReason, recordPrivateView } from '../../accounts/index.ts';
import { SecondFactorMsg } from '@ireti/shared/accounts/second-factor';
import { isoAt } from '../../../lib/dates.ts';
import type { DonationRewardStatus } from '../payments.schema.ts';
import { sendRewardSent } from '../notices.ts';

/**
 * Rewards that are delivered (issue 15): the reward a donor chooses with a donation, the unit the
 * confirmation gives it, the owner's list of backers and the donor's Rewards tab.
 *
 * A reward may offer a limited quantity. Choosing one checks that a unit is left, but holds
 * nothing: the unit goes to whichever payment confirms first. The confirmation of a donation runs
 * `allocateReward` in its transaction under a lock per reward, so two confirmations never count
 * the same last unit; the one that comes second keeps its donation (counted and ledgered as any
 * other) without a reward, and is told so.
 */

export type ChosenReward = {
  rewardId: number;
  reward: string;
  rewardType: 'Material' | 'Non-material';
  rewardKobo: number;
  delivery: { name: string; phone: string; address: string } | null;
};

/**
 * The reward a starting donation chose, checked against the campaign's rewards: offered by this
 * campaign, reached by the amount, not run out, with the delivery details its type asks for.
 * Null when none was chosen. Throws the envelope's error otherwise; nothing is written.
 */
export async function checkRewardChoice(db: Db, input: DonateData): Promise<ChosenReward | null> {
  if (input.reward === null) {
    if (input.delivery) throw invalid({ delivery_address: RewardMsg.notDelivered }, RewardMsg.notDelivered);
    return null;
  }
  const [r] = (
    await db.execute<{
      reward: string;
      reward_type: 'Material' | 'Non-material';
      donation_kobo: string;
      quantity: number | null;
      taken: number;
    }>(sql`
      select r.reward, r.reward_type, r.donation_kobo, r.quantity, coalesce(t.taken, 0) as taken
      from campaign_rewards r
      join campaign_facts c on c.id = r.campaign_id and c.public_id = ${input.campaign}
      left join reward_units_taken t on t.reward_id = r.id
      where r.id = ${input.reward}`)
  ).rows;
  if (!r) throw invalid({ reward: RewardMsg.notOffered }, RewardMsg.notOffered);
  const rewardKobo = Number(r.donation_kobo);
  if (input.amountKobo < rewardKobo) {
    const m = RewardMsg.tooSmall(formatNaira(koboToNaira(rewardKobo)));
    throw invalid({ reward: m }, m);
  }
  if (r.quantity !== null && r.taken >= r.quantity) throw conflict(RewardMsg.soldOut);
  const errors = deliveryErrors(r.reward_type, input.delivery);
  if (errors) throw invalid(errors);
  return { rewardId: input.reward, reward: r.reward, rewardType: r.reward_type, rewardKobo, delivery: input.delivery };
}

/**
 * The part of the statement that starts a donation which records its reward, after the CTE `d`
 * inserted the donation: one statement, so there is never a donation without the reward its
 * donor chose, nor the other way round.
 */
export function chosenRewardCte(chosen: ChosenReward | null) {
  if (!chosen) return sql``;
  const d = chosen.delivery;
  return sql`, dr as (
    insert into donation_rewards (donation_id, reward_id, reward, reward_type, reward_kobo, delivery_name, delivery_phone, delivery_address)
    select d.id, ${chosen.rewardId}, ${chosen.reward}, ${chosen.rewardType}, ${chosen.rewardKobo}, ${d?.name ?? null}, ${d?.phone ?? null},
      ${d?.address ?? null} from d
    returning donation_id
  )`;
}

export type RewardOutcome = NonNullable<VerifyResult['reward']>;

/** Advisory-lock class of reward units: `pg_advisory_xact_lock(REWARD_LOCK, reward_id)`. */
const REWARD_LOCK = 0x49524557; // 'IREW'

/**
 * In the transaction that counted a donation: gives the reward it chose a unit, or marks it sold
 * out when the last unit has gone. The lock per reward makes the count and the update one step
 * for every instance: the second of two racing confirmations waits, then counts the first.
 */
export async function allocateReward(tx: Tx, donationId: number): Promise<RewardOutcome | null> {
  const [chosen] = (
    await tx.execute<{ reward_id: string; reward: string; reward_type: 'Material' | 'Non-material' }>(
      sql`select reward_id, reward, reward_type from donation_rewards where donation_id = ${donationId} and status = 'chosen'`,
    )
  ).rows;
  if (!chosen) return null;
  const rewardId = Number(chosen.reward_id);
  await tx.execute(sql`select pg_advisory_xact_lock(${REWARD_LOCK}, (${rewardId}::bigint % 2147483647)::int)`);
  const [row] = (
    await tx.execute<{ status: DonationRewardStatus }>(sql`
      update donation_rewards dr set updated_at = now(), status = case
        when r.id is null then 'sold_out'
        when r.quantity is null then 'to_send'
        when (select count(*) from donation_rewards o join donations d on d.id = o.donation_id and d.status = 'paid'
              where o.reward_id = dr.reward_id and o.status in ('to_send', 'sent')) < r.quantity then 'to_send'
        else 'sold_out' end
      from (select ${rewardId}::bigint as reward_id) k
      left join campaign_rewards r on r.id = k.reward_id
      where dr.donation_id = ${donationId} and dr.status = 'chosen'
      returning dr.status`)
  ).rows;
  return { reward: chosen.reward, rewardType: chosen.reward_type, status: row!.status };
}

/** The reward a donation chose and where it stands, for the verify reply. */
export async function rewardOf(db: Db | Tx, donationId: number): Promise<RewardOutcome | null> {
  const [r] = (
    await db.execute<{ reward: string; reward_type: 'Material' | 'Non-material'; status: DonationRewardStatus }>(
      sql`select reward, reward_type, status from donation_rewards where donation_id = ${donationId}`,
    )
  ).rows;
  return r ? { reward: r.reward, rewardType: r.reward_type, status: r.status } : null;
}

/**
 * GET /user/reward/{id}: the rewards the user's paid donations hold (or missed, when they ran
 * out first), newest first; the user's rank among donors by total given.
 */
export async function userRewards(ctx: AppContext, userId: number): Promise<UserRewards> {
  const [rows, [rank]] = await Promise.all([
    ctx.db
      .execute<{
        id: number;
        amount_kobo: number;
        at: string;
        public_id: string;
        title: string;
        reward_type: 'Material' | 'Non-material';
        reward: string;
        reward_kobo: number;
        status: 'to_send' | 'sent' | 'sold_out';
        sent_at: string | null;
      }>(
        sql`
        select d.id, d.amount_kobo, coalesce(d.paid_at, d.created_at) as at, c.public_id, c.title, dr.reward_type, dr.reward,
          dr.reward_kobo, dr.status, dr.sent_at
        from donations d
        join donation_rewards dr on dr.donation_id = d.id and dr.status <> 'chosen'
        join campaign_facts c on c.id = d.campaign_id
        where d.user_id = ${userId} and d.status = 'paid' order by d.paid_at desc nulls last, d.id desc limit 200`,
      )
      .then((r) => r.rows),
    ctx.db
      .execute<{ donors: number; rank: number | null }>(
        sql`
        with totals as (select user_id, sum(amount_kobo) as t from donations where status = 'paid' and user_id is not null group by user_id)
        select (select count(*)::int from totals) as donors,
          case when exists (select 1 from totals where user_id = ${userId})
            then (select 1 + count(*)::int from totals where t > (select t from totals where user_id = ${userId})) end as rank`,
      )
      .then((r) => r.rows),
  ]);
  return {
    rewards: rows.map((r) => ({
      donation_id: Number(r.id),
      donation: koboToNaira(Number(r.amount_kobo)),
      rewardType: r.reward_type,
      reward: r.reward,
      reward_donation: koboToNaira(Number(r.reward_kobo)),
      campaign: { campaign_id: r.public_id, title: r.title },
      created: isoAt(r.at),
      status: r.status,
      sent_at: r.sent_at === null ? null : isoAt(r.sent_at),
    })),
    total_rewards: rows.filter((r) => r.status !== 'sold_out').length,
    rank: rank!.rank ?? null,
    total_donors: rank!.donors,
  };
}

/** The campaign `id` names, if `user` may see its backers: its owner or an administrator. */
async function ownedCampaign(db: Db, id: string, user: AuthUser, givenReason?: string) {
  const c = await findCampaignByAnyId(db, id);
  if (!c || c.status === CampaignStatus.DELETED) throw notFound('Campaign not found');
  if (c.ownerId !== user.id && user.role !== 'admin') throw forbidden("Only the campaign's owner can see who backed its rewards");
  // An administrator sees backers' delivery details from a proven session, with the reason (docs/decisions/086).
  if (c.ownerId !== user.id && user.secondFactorAt === null) throw forbidden(SecondFactorMsg.needFactor);
  const reason = privateViewReason(user, givenReason, `delivering the rewards of campaign ${c.publicId}`);
  return { id: c.id, publicId: c.publicId, title: c.title, reason };
}

/** Each backer with an account whose delivery details were shown gets the view in their access log. */
async function recordDeliveryViews(db: Db, rows: BackerRow[], user: AuthUser, c: { publicId: string; reason: string }) {
  const owners = new Set(
    rows.filter((r) => r.user_id !== null && r.reward_type === 'Material' && r.status !== 'sold_out').map((r) => Number(r.user_id)),
  );
  for (const ownerId of owners)
    await recordPrivateView(db, { ownerId, viewer: user, what: 'delivery_details', subject: `campaign ${c.publicId}`, reason: c.reason });
}

type BackerRow = {
  donation_id: string;
  user_id: string | null;
  reference: string;
  first_name: string | null;
  last_name: string | null;
  anonymous: boolean;
  email: string;
  amount_kobo: string;
  paid_at: string;
  reward_id: string;
  reward: string;
  reward_type: 'Material' | 'Non-material';
  reward_kobo: string;
  quantity: number | null;
  delivery_name: string | null;
  delivery_phone: string | null;
  delivery_address: string | null;
  status: 'to_send' | 'sent' | 'sold_out';
  sent_at: string | null;
};

const backerRows = (db: Db, campaignId: number) =>
  db
    .execute<BackerRow>(
      sql`
      select d.id as donation_id, d.user_id, d.reference, d.first_name, d.last_name, d.anonymous, d.email, d.amount_kobo, d.paid_at,
        dr.reward_id, dr.reward, dr.reward_type, dr.reward_kobo, r.quantity, dr.delivery_name, dr.delivery_phone, dr.delivery_address,
        dr.status, dr.sent_at
      from donation_rewards dr
      join donations d on d.id = dr.donation_id and d.status = 'paid'
      left join campaign_rewards r on r.id = dr.reward_id
      where d.campaign_id = ${campaignId} and dr.status <> 'chosen'
      order by dr.reward_kobo, dr.reward_id, d.paid_at, d.id`,
    )
    .then((r) => r.rows);

const backerOf = (r: BackerRow): Backer => ({
  donation_id: Number(r.donation_id),
  reference: r.reference,
  name: r.anonymous ? 'Anonymous' : `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || 'A donor',
  email: r.email,
  amount: koboToNaira(Number(r.amount_kobo)),
  paid: isoAt(r.paid_at),
  delivery:
    r.reward_type === 'Material' ? { name: r.delivery_name ?? '', phone: r.delivery_phone ?? '', address: r.delivery_address ?? '' } : null,
  status: r.status === 'sent' ? 'sent' : 'to_send',
  sent_at: r.sent_at === null ? null : isoAt(r.sent_at),
});

/** GET /backers/{campaignId}: each reward with the paid donations that hold one of its units. */
export async function campaignBackers(ctx: AppContext, id: string, user: AuthUser, reason?: string): Promise<CampaignBackers> {
  const c = await ownedCampaign(ctx.db, id, user, reason);
  const [rows, offered] = await Promise.all([
    backerRows(ctx.db, c.id),
    ctx.db
      .execute<{ id: string; reward: string; reward_type: 'Material' | 'Non-material'; donation_kobo: string; quantity: number | null }>(
        sql`select id, reward, reward_type, donation_kobo, quantity from campaign_rewards where campaign_id = ${c.id} order by donation_kobo, id`,
      )
      .then((r) => r.rows),
  ]);
  await recordDeliveryViews(ctx.db, rows, user, c);
  type Group = CampaignBackers['rewards'][number];
  const groups = new Map<number, Group>();
  for (const r of offered)
    groups.set(Number(r.id), {
      _id: Number(r.id),
      reward: r.reward,
      rewardType: r.reward_type,
      donation: koboToNaira(Number(r.donation_kobo)),
      quantity: r.quantity,
      backers: [],
      to_send: 0,
      sent: 0,
    });
  let missed = 0;
  for (const r of rows) {
    if (r.status === 'sold_out') {
      missed++;
      continue;
    }
    const key = Number(r.reward_id);
    let g = groups.get(key);
    // A reward deleted after it was given keeps its backers, under its terms as chosen.
    if (!g)
      groups.set(
        key,
        (g = {
          _id: key,
          reward: r.reward,
          rewardType: r.reward_type,
          donation: koboToNaira(Number(r.reward_kobo)),
          quantity: null,
          backers: [],
          to_send: 0,
          sent: 0,
        }),
      );
    const b = backerOf(r);
    g.backers.push(b);
    if (b.status === 'sent') g.sent++;
    else g.to_send++;
  }
  return { campaign: { campaign_id: c.publicId, title: c.title }, rewards: [...groups.values()], missed };
}

/**
 * A time in the CSV: Lagos time (WAT, UTC+1), as the owner and the courier read it, written
 * "2026-11-21 14:32" so every spreadsheet sorts it (issue 26; the header says WAT).
 */
const LAGOS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
export function lagosTime(iso: string | null): string {
  if (!iso) return '';
  const p = Object.fromEntries(LAGOS.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/**
 * A phone in the CSV as Nigerians write it, "0801 234 5678" (decision 046, issue 26): the spaces
 * keep it text in Excel, LibreOffice and Google Sheets (no lost leading 0, no 2.34801E+12), it
 * starts with no formula character, and a courier dials it as it is. A number in another form
 * (none is stored today: the delivery phone is +234…) is written as stored, defused by csvField.
 */
export function csvPhone(phone: string): string {
  const m = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(phone.replace(/\s+/g, ''));
  return m ? `0${m[1]} ${m[2]} ${m[3]}` : phone;
}

/** A CSV field: quoted, inner quotes doubled; a leading = + - @ is defused for spreadsheets. */
const csvField = (v: string | number | null) => {
  let s = v === null ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
};

/** GET /backers/{campaignId}/csv: the same list, one line per backer, for a spreadsheet or a courier. */
export async function backersCsv(ctx: AppContext, id: string, user: AuthUser, reason?: string): Promise<{ filename: string; csv: string }> {
  const c = await ownedCampaign(ctx.db, id, user, reason);
  const rows = (await backerRows(ctx.db, c.id)).filter((r) => r.status !== 'sold_out');
  await recordDeliveryViews(ctx.db, rows, user, c);
  const head = [
    'Reward',
    'Reward type',
    'Donor',
    'Email',
    'Amount (NGN)',
    'Paid (Lagos time, WAT)',
    'Reference',
    'Deliver to',
    'Phone',
    'Address',
    'Status',
    'Sent (Lagos time, WAT)',
  ];
  const lines = [head.map(csvField).join(',')];
  for (const r of rows) {
    const b = backerOf(r);
    lines.push(
      [
        r.reward,
        r.reward_type,
        b.name,
        b.email,
        b.amount,
        lagosTime(b.paid),
        b.reference,
        b.delivery?.name ?? '',
        csvPhone(b.delivery?.phone ?? ''),
        b.delivery?.address ?? '',
        b.status === 'sent' ? 'Sent' : 'To send',
        lagosTime(b.sent_at),
      ]
        .map(csvField)
        .join(','),
    );
  }
  // A byte-order mark, so spreadsheet programs read the naira sign and names as UTF-8.
  return { filename: `backers-${c.publicId}.csv`, csv: `\uFEFF${lines.join('\r\n')}\r\n` };
}

/**
 * PUT /backer/{donationId}: the owner (or an admin) marks a backer's reward sent, or back to
 * send. Marking it sent tells the donor by e-mail, once per reward (`mailed_at`), however often
 * it goes back to send and is marked sent again.
 */
export async function setBackerStatus(
  ctx: AppContext,
  user: AuthUser,
  donationId: number,
  status: 'to_send' | 'sent',
  ip: string | null,
): Promise<Backer> {
  return ctx.db.transaction(async (tx) => {
    const [r] = (
      await tx.execute<
        BackerRow & {
          campaign_id: string;
          owner_id: string;
          public_id: string;
          title: string;
          language: Language | null;
          mailed_at: string | null;
        }
      >(sql`
        select d.id as donation_id, d.user_id, d.reference, d.first_name, d.last_name, d.anonymous, d.email, d.amount_kobo, d.paid_at, d.language,
          dr.reward_id, dr.reward, dr.reward_type, dr.reward_kobo, null::int as quantity, dr.delivery_name, dr.delivery_phone,
          dr.delivery_address, dr.status, dr.sent_at, dr.mailed_at, c.id as campaign_id, c.owner_id, c.public_id, c.title
        from donation_rewards dr
        join donations d on d.id = dr.donation_id and d.status = 'paid'
        join campaign_facts c on c.id = d.campaign_id
        where dr.donation_id = ${donationId} and dr.status in ('to_send', 'sent')
        for update of dr`)
    ).rows;
    if (!r) throw notFound('No reward to send for this donation');
    if (Number(r.owner_id) !== user.id && user.role !== 'admin') throw forbidden("Only the campaign's owner can mark its rewards sent");
    if (Number(r.owner_id) !== user.id && user.secondFactorAt === null) throw forbidden(SecondFactorMsg.needFactor);
    if (r.status === status) return backerOf(r);
    // The donor is told once per reward: marked sent, back to send and sent again mails nothing more.
    const mail = status === 'sent' && r.mailed_at === null;
    const [now] = (
      await tx.execute<{ status: 'to_send' | 'sent'; sent_at: string | null }>(sql`
        update donation_rewards set status = ${status}, sent_at = ${status === 'sent' ? sql`now()` : sql`null`}, updated_at = now(),
          mailed_at = ${mail ? sql`now()` : sql`mailed_at`}
        where donation_id = ${donationId} returning status, sent_at`)
    ).rows;
    await audit(tx, {
      actorId: user.id,
      action: status === 'sent' ? 'reward.sent' : 'reward.unsent',
      subjectType: 'campaign',
      subjectId: Number(r.campaign_id),
      data: { donation_id: donationId, reward: r.reward },
      ip: ip ?? undefined,
    });
    if (mail) {
      await sendRewardSent(tx, ctx, {
        email: r.email,
        firstName: r.anonymous ? null : r.first_name,
        reference: r.reference,
        reward: r.reward,
        rewardType: r.reward_type,
        delivery: r.reward_type === 'Material' ? { name: r.delivery_name, address: r.delivery_address } : null,
        campaignTitle: r.title,
        campaignPublicId: r.public_id,
        language: r.language,
      });
    }
    return backerOf({ ...r, status: now!.status, sent_at: now!.sent_at });
  });
}
