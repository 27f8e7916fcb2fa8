import type { Language } from '@ireti/shared/i18n';
import { sql } from 'drizzle-orm';
import { CampaignStatus, DONATION_MIN_NAIRA, KOBO_PER_NAIRA } from '@ireti/shared/constants';
import { checkGiftFits } from '@ireti/shared/donations/amount';
import { koboToNaira, percentOf } from '@ireti/shared/money';
import { Code } from '@ireti/shared/status';
import type { DonateData } from '@ireti/shared/donations/schemas';
import type { DonateResult, MyDonation, MyDonations, PagedList, VerifyResult } from '@ireti/shared/donations/types';
import { campaignKeyOf, findCampaignByAnyId, mayBeNumericId } from '../../campaigns/index.ts';
import type { AppContext } from '../../../context.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { AppError, conflict, invalid, notFound } from '../../../lib/errors.ts';
import { totalPages } from '../../../http/paging.ts';
import { publicId } from '../../../lib/ids.ts';
import type { Outcome } from './confirm.service.ts';
import { donations, type DonationRow } from '../payments.schema.ts';
import { executeNamed } from '../../../db/named.ts';
import { isoAt, isoOf } from '../../../lib/dates.ts';
import { ProviderError } from '../providers/provider.ts';
import { checkRewardChoice, chosenRewardCte, rewardOf } from '../fulfilment/rewards.service.ts';
import { pageForGift } from '../supporters/supporters.service.ts';

/** Starting a donation, verifying it, and the lists that show donations (spec §4, §7). */
export const newReference = () => `IRT-${publicId(16).toUpperCase()}`;

const DONATION_MIN_KOBO = DONATION_MIN_NAIRA * KOBO_PER_NAIRA;

const closedMessage: Record<number, string> = {
  [CampaignStatus.AWAITING_VERIFICATION]: 'This campaign is not yet verified, so it cannot take donations yet',
  [CampaignStatus.CLOSED]: 'This campaign is closed and no longer takes donations',
  [CampaignStatus.CLOSED_FOR_DONATIONS]: 'Donations to this campaign are closed',
  [CampaignStatus.DELETED]: 'This campaign has been deleted',
};

/**
 * The public id of the campaign a donation names by its public id or its numeric _id (decision
 * 008); a public id is looked up by the statement that starts the donation, a number here.
 */
async function donationCampaign(ctx: AppContext, id: string): Promise<string> {
  const key = campaignKeyOf(id);
  const publicId = key && mayBeNumericId(key) ? (await findCampaignByAnyId(ctx.db, key))?.publicId : key;
  if (!publicId) throw notFound('Campaign not found');
  return publicId;
}

/**
 * POST /donate: a pending donation with a fresh reference, then the provider's transaction. A
 * session makes it a signed-in donor's gift (the identity comes from the account); without one
 * it is a guest's. `input.anonymous` (spec §7 `known` 1) hides the name either way.
 */
export async function initiateDonation(
  ctx: AppContext,
  input: DonateData,
  user: Pick<
    AuthUser,
    'id' | 'isOrganization' | 'organizationName' | 'firstName' | 'lastName' | 'email' | 'mobile' | 'organizationMobile'
  > | null,
  o: { reference?: string; language?: Language; plan?: string } = {},
): Promise<DonateResult> {
  // Without the dev tools the sandbox cannot be paid (its checkout is a dev route, decision 062):
  // without Paystack keys, say so rather than start donations nobody can complete.
  if (!ctx.config.devTools && ctx.payments.name === 'sandbox')
    throw new AppError(Code.PAYMENT_NOT_VERIFIED, 'Online payments are not available yet. Please try again later.');
  input = { ...input, campaign: await donationCampaign(ctx, input.campaign) };
  const who = user
    ? {
        userId: user.id,
        firstName: user.isOrganization ? (user.organizationName ?? '') : user.firstName,
        lastName: user.isOrganization ? '' : user.lastName,
        email: user.email.toLowerCase(),
        mobile: user.mobile ?? user.organizationMobile ?? null,
      }
    : {
        userId: null,
        firstName: input.firstname || null,
        lastName: input.lastname || null,
        email: input.email,
        mobile: input.mobile || null,
      };

  // The reward chosen, checked before anything is written (it holds no unit: decision 046).
  const chosen = await checkRewardChoice(ctx.db, input);
  // The supporter page it is given through (decision 094): written on the donation now, so the
  // page's total is a sum of its paid donations and the confirmation does nothing more for it.
  const supporterPageId = input.supporterPage ? await pageForGift(ctx, input.supporterPage, input.campaign) : null;

  // The pending donation and its reward, written only if the campaign takes donations (one statement).
  const reference = o.reference ?? newReference();
  const [c] = (
    await executeNamed<{ donation_id: number; id: number; public_id: string; title: string }>(
      ctx.db,
      // Two texts, so two names: with the reward chosen, and without.
      chosen ? 'payments_initiate_reward' : 'payments_initiate',
      sql`
      with c as (
        select f.id, f.public_id, f.title, f.goal_kobo from campaign_facts f left join campaign_money m on m.campaign_id = f.id
        where f.public_id = ${input.campaign} and f.status = ${CampaignStatus.ACTIVE} and f.suspended_at is null
          -- A gift is at most what the goal still needs (never less than the least gift): the
          -- commission is a share of the goal (docs/decisions/045-commission-floor.md).
          and coalesce(m.pledged_kobo, 0) < f.goal_kobo
          and ${input.amountKobo} <= greatest(f.goal_kobo - coalesce(m.pledged_kobo, 0), ${DONATION_MIN_KOBO})
      ), d as (
        -- goal_kobo: the goal this gift was capped against, which the claim's commission keeps to
        -- should the goal be lowered before it is paid (issue 23, payouts/payouts.service.ts).
        insert into donations (reference, campaign_id, user_id, first_name, last_name, email, mobile, comment, anonymous, amount_kobo, currency, provider, language, goal_kobo, supporter_page_id)
        select ${reference}, c.id, ${who.userId}, ${who.firstName}, ${who.lastName}, ${who.email}, ${who.mobile}, ${input.comment || null},
          ${input.anonymous}, ${input.amountKobo}, 'NGN', ${ctx.payments.name}, ${o.language ?? null}, c.goal_kobo, ${supporterPageId}::bigint from c
        returning id
      )${chosenRewardCte(chosen)}
      select d.id as donation_id, c.id, c.public_id, c.title from d, c`,
    )
  ).rows;
  if (!c) {
    const [why] = (
      await ctx.db.execute<{ status: number; suspended_at: string | null; goal_kobo: string; pledged_kobo: string }>(
        sql`select f.status, f.suspended_at, f.goal_kobo, coalesce(m.pledged_kobo, 0)::bigint as pledged_kobo
          from campaign_facts f left join campaign_money m on m.campaign_id = f.id where f.public_id = ${input.campaign}`,
      )
    ).rows;
    if (!why) throw notFound('Campaign not found');
    if (why.status !== CampaignStatus.ACTIVE) throw conflict(closedMessage[why.status] ?? 'This campaign does not take donations');
    if (why.suspended_at) throw conflict('Donations to this campaign are paused while it is under review');
    const tooMuch = checkGiftFits(input.amountKobo, Number(why.goal_kobo), Number(why.pledged_kobo));
    if (tooMuch) throw invalid({ amount: tooMuch }, tooMuch);
    throw conflict('This campaign does not take donations');
  }
  const d = { id: Number(c.donation_id) };

  let accessCode: string | null = null;
  try {
    const init = await ctx.payments.initialize({
      reference,
      email: who.email,
      amountKobo: input.amountKobo,
      currency: 'NGN',
      // Back to where the donor gave: the supporter's page, or the campaign's.
      callbackUrl: input.supporterPage
        ? `${ctx.config.publicUrl}/fundraise/${input.supporterPage}`
        : `${ctx.config.publicUrl}/campaign/${c.public_id}`,
      metadata: { donation_id: d.id, campaign_id: c.public_id, campaign: c.title },
      // A monthly gift's first charge subscribes the donor to its plan (subscriptions/, decision 092).
      ...(o.plan ? { plan: o.plan } : {}),
    });
    accessCode = init.accessCode;
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    if (!err.retryable) {
      await ctx.db.execute(
        sql`update donations set status = 'failed', gateway_response = ${err.message.slice(0, 300)}, updated_at = now() where id = ${d.id}`,
      );
      throw new AppError(Code.PAYMENT_NOT_VERIFIED, err.message || 'The payment could not be started');
    }
    // The provider may or may not have the transaction: the donation stays pending and the
    // reconciliation job settles it (it expires unpaid).
    throw new AppError(Code.PAYMENT_NOT_VERIFIED, 'We could not reach the payment provider. Please try again in a moment.');
  }
  return {
    ref: reference,
    email: who.email,
    amount: input.amountKobo,
    amount_kobo: input.amountKobo,
    currency: 'NGN',
    p_key: ctx.payments.publicKey,
    access_code: accessCode,
    campaign: { campaign_id: c.public_id, title: c.title },
  };
}

const findByReference = new WeakMap<object, ReturnType<typeof prepareFind>>();
const prepareFind = (db: AppContext['db']) =>
  db
    .select()
    .from(donations)
    .where(sql`${donations.reference} = ${sql.placeholder('reference')}`)
    .limit(1)
    .prepare('payments_find_donation');

export async function findDonation(db: AppContext['db'], reference: string): Promise<DonationRow | null> {
  let q = findByReference.get(db);
  if (!q) findByReference.set(db, (q = prepareFind(db)));
  const [d] = await q.execute({ reference });
  return d ?? null;
}

const PENDING_DESC =
  'We have not received your payment yet. If you were charged, it will be confirmed automatically and we will e-mail your receipt.';

/**
 * PUT /payment/verify: asks the provider about the reference (the checkout's callback) and
 * applies the answer. Only the reference decides: the spec's `match` value is whatever the
 * provider's callback echoed, and the provider's own answer is what is trusted.
 */
export async function verifyPayment(ctx: AppContext, ref: string): Promise<VerifyResult> {
  const donation = await findDonation(ctx.db, ref);
  if (!donation) throw notFound('We could not find this payment');
  let outcome: Outcome;
  if (donation.status === 'paid') outcome = { kind: 'paid', donation };
  else if (donation.status === 'refund_pending' || donation.status === 'refunded') outcome = { kind: 'late', donation };
  else {
    try {
      outcome = await ctx.flows.confirmGift(donation, await ctx.payments.verify(ref), 'verify');
    } catch (err) {
      if (err instanceof ProviderError)
        throw new AppError(Code.PAYMENT_NOT_VERIFIED, PENDING_DESC, { entity: { ref, status: donation.status } });
      throw err;
    }
  }
  const result = await verifyResult(ctx, outcome);
  switch (outcome.kind) {
    case 'paid':
      return result;
    case 'late':
      throw new AppError(
        Code.CONFLICT,
        'Donations to this campaign closed before your payment arrived. It will be refunded to you in full.',
        { entity: result },
      );
    case 'failed':
      throw new AppError(
        Code.PAYMENT_NOT_VERIFIED,
        `Your payment was not successful${outcome.donation.gatewayResponse ? `: ${outcome.donation.gatewayResponse}` : ''}`,
        { entity: { ref, status: 'failed' } },
      );
    case 'mismatch':
      throw new AppError(
        Code.PAYMENT_NOT_VERIFIED,
        'The payment did not match this donation. Any amount charged will be refunded to you.',
        { entity: { ref, status: 'failed' } },
      );
    default:
      throw new AppError(Code.PAYMENT_NOT_VERIFIED, PENDING_DESC, { entity: { ref, status: 'pending' } });
  }
}

async function verifyResult(ctx: AppContext, o: Outcome): Promise<VerifyResult> {
  const d = o.donation;
  const c =
    o.campaign ??
    (
      await ctx.db.execute<{ public_id: string; title: string; pledged_kobo: number; goal_kobo: number; status: number }>(sql`
        select f.public_id, f.title, coalesce(m.pledged_kobo, 0)::bigint as pledged_kobo, f.goal_kobo, f.status
        from campaign_facts f left join campaign_money m on m.campaign_id = f.id where f.id = ${d.campaignId}`)
    ).rows[0]!;
  return {
    ref: d.reference,
    status: d.status,
    amount: koboToNaira(d.amountKobo),
    campaign: {
      campaign_id: c.public_id,
      title: c.title,
      pledged: koboToNaira(c.pledged_kobo),
      amount: koboToNaira(c.goal_kobo),
      percent: percentOf(c.pledged_kobo, c.goal_kobo),
      status: c.status,
    },
    donor: { first_name: d.anonymous ? '' : (d.firstName ?? ''), anonymous: d.anonymous },
    reward: o.reward !== undefined ? o.reward : await rewardOf(ctx.db, d.id),
  };
}

const paged = <T>(rows: T[], total: number, page: number, perPage: number): PagedList<T> => ({
  transactions: rows,
  total_pages: totalPages(total, perPage),
  total_records: total,
  current_page: page,
});

/** GET /donations: the signed-in user's confirmed donations (and their refunds), newest first. */
export async function myDonations(ctx: AppContext, userId: number, page: number, perPage: number): Promise<MyDonations> {
  const where = sql`d.user_id = ${userId} and d.status in ('paid', 'refund_pending', 'refunded')`;
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .execute<{
        id: number;
        reference: string;
        amount_kobo: number;
        first_name: string | null;
        last_name: string | null;
        anonymous: boolean;
        comment: string | null;
        status: MyDonation['status'];
        created_at: string;
        paid_at: string | null;
        public_id: string | null;
        title: string | null;
        refund_status: NonNullable<MyDonation['refund']>['status'] | null;
        refund_reason: string | null;
        processed_at: string | null;
      }>(
        sql`
        select d.id, d.reference, d.amount_kobo, d.first_name, d.last_name, d.anonymous, d.comment, d.status, d.created_at, d.paid_at,
          case when c.status <> 4 then c.public_id end as public_id, c.title,
          r.status as refund_status, r.reason as refund_reason, r.processed_at
        from donations d join campaign_facts c on c.id = d.campaign_id left join refunds r on r.donation_id = d.id
        where ${where} order by d.paid_at desc nulls last, d.id desc limit ${perPage} offset ${(page - 1) * perPage}`,
      )
      .then((r) => r.rows),
    ctx.db
      .execute<{ n: number; paid_count: number; paid_kobo: number }>(
        sql`
        select count(*)::int as n, count(*) filter (where d.status = 'paid')::int as paid_count,
          coalesce(sum(d.amount_kobo) filter (where d.status = 'paid'), 0) as paid_kobo
        from donations d where ${where}`,
      )
      .then((r) => r.rows),
  ]);
  const list = paged(
    rows.map((d): MyDonation => ({
      _id: Number(d.id),
      reference: d.reference,
      amount: koboToNaira(d.amount_kobo),
      first_name: d.first_name ?? '',
      last_name: d.last_name ?? '',
      anonymous: d.anonymous,
      comment: d.comment,
      status: d.status,
      created: isoAt(d.created_at),
      paid_at: isoOf(d.paid_at),
      campaign: d.title ? { campaign_id: d.public_id, title: d.title } : null,
      refund: d.refund_status ? { status: d.refund_status, reason: d.refund_reason ?? '', processed_at: isoOf(d.processed_at) } : null,
    })),
    totals!.n,
    page,
    perPage,
  );
  return { ...list, total_amount: koboToNaira(Number(totals!.paid_kobo)), total_count: totals!.paid_count };
}

/** Confirmed donations on the platform, for the home page's counters (campaigns module). */
export async function donationTotals(db: AppContext['db']) {
  const [r] = (
    await db.execute<{ n: number; kobo: number }>(
      sql`select count(*)::int as n, coalesce(sum(amount_kobo), 0) as kobo from donations where status = 'paid'`,
    )
  ).rows;
  return { count: r!.n, amountKobo: Number(r!.kobo) };
}
