import { sql } from 'drizzle-orm';
import type { Language } from '@ireti/shared/i18n';
import { CampaignStatus } from '@ireti/shared/constants';
import { koboToNaira } from '@ireti/shared/money';
import { Code } from '@ireti/shared/status';
import {
  billingDayOf,
  type ChangeSubscription,
  type MonthlyOffer,
  type MonthlyStart,
  type Subscriptions,
  type SubscriptionView,
} from '@ireti/shared/donations/monthly';
import type { DonateData } from '@ireti/shared/donations/schemas';
import type { AppContext } from '../../../context.ts';
import type { Db, Tx } from '../../../db/client.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { audit } from '../../../lib/audit.ts';
import { AppError, conflict, invalid, notFound, unauthenticated } from '../../../lib/errors.ts';
import { publicId } from '../../../lib/ids.ts';
import { enqueue } from '../../../jobs/queue.ts';
import { campaignKeyOf, findCampaignByAnyId, mayBeNumericId } from '../../campaigns/index.ts';
import { initiateDonation, newReference } from '../giving/donations.service.ts';
import { isoAt, isoOf } from '../../../lib/dates.ts';
import { ProviderError, type SubscriptionApi } from '../providers/provider.ts';
import { emailOfManageLink } from './links.ts';
import { sendManageLink, sendMonthlyEnded, type EndReason } from './notices.ts';
import type { SubscriptionStatus } from './subscriptions.schema.ts';

/**
 * Monthly giving (issue 27, docs/decisions/092-monthly-giving.md): who may give monthly, starting
 * a monthly gift, the donor's changes from the manage page, and the end of every monthly gift of
 * a campaign that stops taking donations. The charges themselves arrive as provider events
 * (charges.service.ts) and are confirmed as any gift (giving/confirm.service.ts).
 */
const liveList = sql`('pending', 'active', 'paused', 'attention')`;
export const SUBSCRIPTIONS_JOB = 'payments.subscriptions';
export const SUBSCRIPTIONS_EVERY_MS = 5 * 60_000;
/** The same work at once, after a campaign's monthly gifts end. */
export const SUBSCRIPTIONS_END_JOB = 'payments.subscriptions.end';

const PROVIDER_DOWN = 'We could not reach the payment provider. Nothing was changed; please try again in a moment.';

type Eligibility = {
  id: number;
  public_id: string;
  title: string;
  status: number;
  suspended: boolean;
  funding_mode: string;
  verified_org: boolean;
  donors: number;
};

async function eligibility(db: Db, publicIdOrId: string): Promise<Eligibility | null> {
  const key = campaignKeyOf(publicIdOrId);
  const pid = key && mayBeNumericId(key) ? (await findCampaignByAnyId(db, key))?.publicId : key;
  if (!pid) return null;
  const [c] = (
    await db.execute<Eligibility>(sql`
      select f.id, f.public_id, f.title, f.status, f.suspended_at is not null as suspended, f.funding_mode,
        p.id is not null as verified_org,
        (select count(*) from subscriptions s where s.campaign_id = f.id and s.status in ('active', 'attention'))::int as donors
      from campaign_facts f left join verified_organizations p on p.id = f.owner_id
      where f.public_id = ${pid}`)
  ).rows;
  return c ? { ...c, id: Number(c.id) } : null;
}

/** Why a campaign takes no monthly gifts, in the donor's words; null when it does. */
function refusal(ctx: AppContext, c: Eligibility): string | null {
  if (c.status === CampaignStatus.AWAITING_VERIFICATION) return 'This campaign is not yet verified, so it cannot take donations yet';
  if (c.status !== CampaignStatus.ACTIVE) return 'This campaign no longer takes donations';
  if (c.suspended) return 'Donations to this campaign are paused while it is under review';
  if (c.funding_mode !== 'keep_what_you_raise' && !c.verified_org)
    return 'Monthly giving is offered on keep-what-you-raise campaigns and on campaigns of verified organisations';
  if (!ctx.payments.subscriptions) return 'Monthly giving is not available yet';
  return null;
}

/** GET /donate/monthly/{campaignId}. */
export async function monthlyOffer(ctx: AppContext, campaignId: string): Promise<MonthlyOffer> {
  const c = await eligibility(ctx.db, campaignId);
  if (!c || c.status === CampaignStatus.DELETED) throw notFound('Campaign not found');
  const reason = refusal(ctx, c);
  return { available: reason === null, reason, monthly_donors: c.donors, day_of_month: billingDayOf(new Date()) };
}

function subscriptionsOf(ctx: AppContext): SubscriptionApi {
  if (!ctx.payments.subscriptions) throw conflict('Monthly giving is not available yet');
  return ctx.payments.subscriptions;
}

/**
 * POST /donate/monthly: the donate form's body given every month. A plan of its own at the
 * provider, then the first charge exactly as a one-off gift (initiateDonation, with the plan), and
 * the monthly gift, pending until the provider says the subscription exists.
 */
export async function startMonthly(
  ctx: AppContext,
  input: DonateData,
  user: Parameters<typeof initiateDonation>[2],
  language: Language | undefined,
): Promise<MonthlyStart> {
  if (input.reward) throw invalid({ reward: 'A monthly donation comes without a reward' }, 'A monthly donation comes without a reward');
  const c = await eligibility(ctx.db, input.campaign);
  if (!c || c.status === CampaignStatus.DELETED) throw notFound('Campaign not found');
  const refused = refusal(ctx, c);
  if (refused) throw conflict(refused);
  const api = subscriptionsOf(ctx);
  const id = publicId(12);
  const reference = newReference();
  let planCode: string;
  try {
    planCode = (await api.createPlan({ name: `Ireti monthly ${id}: ${c.title}`, amountKobo: input.amountKobo })).planCode;
  } catch (err) {
    if (err instanceof ProviderError)
      throw new AppError(Code.PAYMENT_NOT_VERIFIED, 'We could not reach the payment provider. Please try again in a moment.');
    throw err;
  }
  const started = await initiateDonation(ctx, { ...input, campaign: c.public_id }, user, { reference, language, plan: planCode });
  const day = billingDayOf(new Date());
  await ctx.db.transaction(async (tx) => {
    const [s] = (
      await tx.execute<{ id: number }>(sql`
        insert into subscriptions (public_id, campaign_id, user_id, email, first_name, last_name, anonymous, language, amount_kobo,
          provider, plan_code, first_reference, day_of_month)
        select ${id}, d.campaign_id, d.user_id, d.email, d.first_name, d.last_name, d.anonymous, d.language, d.amount_kobo,
          ${ctx.payments.name}, ${planCode}, d.reference, ${day}
        from donations d where d.reference = ${reference}
        returning id`)
    ).rows;
    await tx.execute(sql`update donations set subscription_id = ${s!.id} where reference = ${reference}`);
  });
  return { ...started, monthly: { id, amount_kobo: input.amountKobo, day_of_month: day } };
}

/** Who is asking to see or change monthly gifts: a session, or the e-mailed link's address. */
export type Asker = { user: Pick<AuthUser, 'id' | 'email'> | null; token?: string | undefined };

async function askerWhere(db: Db | Tx, who: Asker) {
  // The link, when one is given, decides (a signed-in person may follow a link for another address they own).
  if (who.token) {
    const email = await emailOfManageLink(db, who.token);
    if (!email) throw new AppError(Code.FORBIDDEN, 'This link has expired or is not valid. Ask for a new one.');
    return { email, where: sql`s.email = ${email}` };
  }
  if (!who.user) throw unauthenticated('Please sign in, or open the link we e-mailed you');
  const email = who.user.email.toLowerCase();
  return { email, where: sql`(s.user_id = ${who.user.id} or s.email = ${email})` };
}

type Row = {
  id: number;
  public_id: string;
  campaign_public_id: string;
  title: string;
  amount_kobo: number;
  status: SubscriptionStatus;
  end_reason: string | null;
  day_of_month: number;
  next_payment_at: string | null;
  created_at: string;
  charges: number;
  given_kobo: number;
};

const view = (r: Row): SubscriptionView => ({
  id: r.public_id,
  campaign: { campaign_id: r.campaign_public_id, title: r.title },
  amount: koboToNaira(Number(r.amount_kobo)),
  amount_kobo: Number(r.amount_kobo),
  status: r.status,
  end_reason: r.end_reason,
  day_of_month: r.day_of_month,
  next_payment_at: isoOf(r.next_payment_at),
  created: isoAt(r.created_at),
  charges: r.charges,
  given: koboToNaira(Number(r.given_kobo)),
});

const selectRows = (where: ReturnType<typeof sql>) => sql`
  select s.id, s.public_id, f.public_id as campaign_public_id, f.title, s.amount_kobo, s.status, s.end_reason, s.day_of_month,
    s.next_payment_at, s.created_at,
    (select count(*) from donations d where d.subscription_id = s.id and d.status = 'paid')::int as charges,
    (select coalesce(sum(d.amount_kobo), 0) from donations d where d.subscription_id = s.id and d.status = 'paid')::int8 as given_kobo
  from subscriptions s join campaign_facts f on f.id = s.campaign_id
  where ${where}`;

/** GET /subscriptions and GET /subscriptions/manage/{token}: the asker's monthly gifts, newest first (a checkout never finished is not one). */
export async function listSubscriptions(ctx: AppContext, who: Asker): Promise<Subscriptions> {
  const { email, where } = await askerWhere(ctx.db, who);
  const rows = (
    await ctx.db.execute<Row>(
      sql`${selectRows(sql`${where} and not (s.status = 'pending' and not exists (select 1 from donations d where d.subscription_id = s.id and d.status = 'paid'))`)} order by s.created_at desc, s.id desc limit 100`,
    )
  ).rows;
  return { email, subscriptions: rows.map(view) };
}

async function lockOwn(tx: Tx, who: Asker, id: string) {
  const { where } = await askerWhere(tx, who);
  const [s] = (
    await tx.execute<{
      id: number;
      status: SubscriptionStatus;
      subscription_code: string | null;
      email_token: string | null;
      plan_code: string;
      campaign_id: number;
      amount_kobo: number;
    }>(sql`select s.id, s.status, s.subscription_code, s.email_token, s.plan_code, s.campaign_id, s.amount_kobo
      from subscriptions s where s.public_id = ${id} and ${where} for update`)
  ).rows;
  // Someone else's monthly gift, or none: the same answer, so nothing about another person shows.
  if (!s) throw notFound('Monthly donation not found');
  return { ...s, id: Number(s.id), campaign_id: Number(s.campaign_id), amount_kobo: Number(s.amount_kobo) };
}

const notSetUp = () => conflict('Your monthly donation is still being set up. Please try again in a few minutes.');

async function provider<T>(run: () => Promise<T>, o: { alreadyDone?: boolean } = {}): Promise<T | null> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    // Stopping what the provider has already stopped ("not found or already inactive") is done.
    if (o.alreadyDone && err.kind === 'rejected') return null;
    throw new AppError(Code.PAYMENT_NOT_VERIFIED, PROVIDER_DOWN);
  }
}

/**
 * POST /subscriptions/{id}/change. The row stays locked while the provider is asked, so two
 * changes of the same monthly gift run one after the other; the provider is told first, and
 * nothing here changes when it refuses or cannot be reached.
 */
export async function changeSubscription(ctx: AppContext, id: string, change: ChangeSubscription, who: Asker): Promise<SubscriptionView> {
  await ctx.db.transaction(async (tx) => {
    const s = await lockOwn(tx, { user: who.user, token: change.token ?? who.token }, id);
    const api = subscriptionsOf(ctx);
    const set = async (status: SubscriptionStatus, extra = sql``) =>
      tx.execute(sql`update subscriptions set status = ${status}, updated_at = now() ${extra} where id = ${s.id}`);
    const ended = s.status === 'cancelled' || s.status === 'ended';
    switch (change.action) {
      case 'pause':
        if (s.status === 'paused') return;
        if (ended) throw conflict('This monthly donation has ended');
        if (!s.subscription_code || !s.email_token) throw notSetUp();
        await provider(() => api.disable(s.subscription_code!, s.email_token!));
        await set('paused');
        break;
      case 'resume': {
        if (s.status === 'active' || s.status === 'attention') return;
        if (ended) throw conflict('This monthly donation has ended. You can start a new one on the campaign page.');
        if (!s.subscription_code || !s.email_token) throw notSetUp();
        const [open] = (
          await tx.execute<{ ok: boolean }>(sql`
            select (status = ${CampaignStatus.ACTIVE} and suspended_at is null) as ok from campaign_facts where id = ${s.campaign_id}`)
        ).rows;
        if (!open?.ok) throw conflict('This campaign no longer takes donations');
        await provider(() => api.enable(s.subscription_code!, s.email_token!));
        await set('active');
        break;
      }
      case 'cancel':
        if (ended) return;
        // A paused gift is already stopped at the provider; a pending one is stopped when its subscription arrives.
        if (s.subscription_code && s.email_token && s.status !== 'paused')
          await provider(() => api.disable(s.subscription_code!, s.email_token!), { alreadyDone: true });
        await set('cancelled', sql`, end_reason = 'donor', ended_at = now(), provider_stop_due = ${!s.subscription_code}`);
        break;
      case 'amount':
        if (ended) throw conflict('This monthly donation has ended');
        if (change.amountKobo === s.amount_kobo) return;
        await provider(() => api.changePlanAmount(s.plan_code, change.amountKobo!));
        await tx.execute(sql`update subscriptions set amount_kobo = ${change.amountKobo}, updated_at = now() where id = ${s.id}`);
        break;
    }
    await audit(tx, {
      actorId: who.user?.id ?? null,
      action: `subscription.${change.action}`,
      subjectType: 'subscription',
      subjectId: s.id,
      data:
        change.action === 'amount'
          ? { from: s.amount_kobo, to: change.amountKobo, by: who.token || change.token ? 'link' : 'session' }
          : { by: who.token || change.token ? 'link' : 'session' },
    });
  });
  const { where } = await askerWhere(ctx.db, { user: who.user, token: change.token ?? who.token });
  const [row] = (await ctx.db.execute<Row>(sql`${selectRows(sql`s.public_id = ${id} and ${where}`)}`)).rows;
  return view(row!);
}

/** POST /subscriptions/{id}/card: the provider's own page for a new card (its link expires). */
export async function cardLink(ctx: AppContext, id: string, who: Asker): Promise<{ url: string }> {
  const s = await ctx.db.transaction((tx) => lockOwn(tx, who, id));
  const api = subscriptionsOf(ctx);
  if (s.status === 'cancelled' || s.status === 'ended') throw conflict('This monthly donation has ended');
  if (!s.subscription_code) throw notSetUp();
  const url = await provider(() => api.manageLink(s.subscription_code!));
  return { url: url! };
}

/** POST /subscriptions/link: the manage link, e-mailed only to an address with a monthly gift; the answer is the same either way. */
export async function requestManageLink(ctx: AppContext, email: string, language: Language | undefined): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [s] = (
      await tx.execute<{ language: Language | null }>(sql`
        select language from subscriptions where email = ${email} and status in ${liveList} order by id desc limit 1`)
    ).rows;
    if (!s) return;
    // At most three links an hour per address: the link is mailed, so nobody can flood an inbox.
    const [n] = (
      await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from subscription_links where email = ${email} and created_at > now() - interval '1 hour'`,
      )
    ).rows;
    if (n!.n >= 3) return;
    await sendManageLink(tx, ctx, { email, language: s.language ?? language ?? null });
  });
}

/**
 * A campaign stopped taking donations (closed, reached its goal, suspended, deleted): every live
 * monthly gift ends, in the caller's transaction. The subscriptions job then tells each donor why
 * (notice_due) and the provider to stop charging (provider_stop_due); a charge that comes first
 * finds the campaign closed and is refunded by the confirmation (giving/confirm.service.ts).
 */
export async function endCampaignSubscriptions(tx: Tx, campaignId: number, reason: EndReason): Promise<number> {
  const ended = (
    await tx.execute(sql`
      update subscriptions s set status = 'ended', end_reason = ${reason}, ended_at = now(), updated_at = now(),
        -- A paused gift is already stopped there; a pending one without its code is stopped when the code arrives.
        provider_stop_due = (s.subscription_code is not null and s.status <> 'paused'),
        -- A checkout never finished is no monthly gift to tell anyone about.
        notice_due = exists (select 1 from donations d where d.subscription_id = s.id and d.paid_at is not null)
      where s.campaign_id = ${campaignId} and s.status in ${liveList}
      returning s.id`)
  ).rows.length;
  if (ended) await enqueue(tx, SUBSCRIPTIONS_END_JOB, { campaignId });
  return ended;
}

/** A campaign's change of state ends its monthly gifts when it stops taking donations (a step of flows/campaign-state.flow.ts). */
export async function endMonthlyGiftsOnTransition(tx: Tx, e: { campaignId: number; to: number }) {
  if (e.to !== CampaignStatus.CLOSED && e.to !== CampaignStatus.CLOSED_FOR_DONATIONS && e.to !== CampaignStatus.DELETED) return;
  let reason: EndReason = e.to === CampaignStatus.DELETED ? 'deleted' : 'closed';
  if (e.to === CampaignStatus.CLOSED_FOR_DONATIONS) {
    const [f] = (
      await tx.execute<{ reached: boolean }>(
        sql`select coalesce(m.pledged_kobo, 0) >= f.goal_kobo as reached
          from campaign_facts f left join campaign_money m on m.campaign_id = f.id where f.id = ${e.campaignId}`,
      )
    ).rows;
    if (f?.reached) reason = 'goal_reached';
  }
  await endCampaignSubscriptions(tx, e.campaignId, reason);
}

/**
 * The subscriptions job (every few minutes, from any instance, and at once after a campaign's
 * gifts end): ends the monthly gifts of campaigns that stopped taking donations without a
 * transition (a suspension), gives up on checkouts never finished, tells each donor whose gift
 * ended why (once), and tells the provider to stop every gift that ended here. A provider that
 * cannot be reached is asked again next run; a charge it makes in between finds the campaign
 * closed and is refunded.
 */
export async function runSubscriptions(ctx: AppContext): Promise<{ ended: number; told: number; stopped: number }> {
  let ended = 0;
  const stale = (
    await ctx.db.execute<{ campaign_id: number; status: number; suspended: boolean; reached: boolean }>(sql`
      select distinct s.campaign_id, f.status, f.suspended_at is not null as suspended, coalesce(m.pledged_kobo, 0) >= f.goal_kobo as reached
      from subscriptions s join campaign_facts f on f.id = s.campaign_id left join campaign_money m on m.campaign_id = f.id
      where s.status in ${liveList} and (f.status <> ${CampaignStatus.ACTIVE} or f.suspended_at is not null)`)
  ).rows;
  for (const c of stale) {
    const reason: EndReason = c.suspended
      ? 'suspended'
      : c.status === CampaignStatus.DELETED
        ? 'deleted'
        : c.status === CampaignStatus.CLOSED_FOR_DONATIONS && c.reached
          ? 'goal_reached'
          : 'closed';
    ended += await ctx.db.transaction((tx) => endCampaignSubscriptions(tx, Number(c.campaign_id), reason));
  }
  // A checkout left for two days will not be paid (the donation itself expires unpaid).
  await ctx.db.execute(sql`
    update subscriptions s set status = 'cancelled', end_reason = 'checkout_not_finished', ended_at = now(), updated_at = now()
    where s.status = 'pending' and s.created_at < now() - interval '2 days'
      and not exists (select 1 from donations d where d.subscription_id = s.id and d.status = 'paid')`);
  return { ended, told: await tellEnded(ctx), stopped: await stopDue(ctx) };
}

/** Each ended gift's donor is told why, once: the flag is cleared in the transaction that writes the e-mail. */
async function tellEnded(ctx: AppContext): Promise<number> {
  let told = 0;
  for (;;) {
    const sent = await ctx.db.transaction(async (tx) => {
      const [s] = (
        await tx.execute<{
          id: number;
          email: string;
          first_name: string | null;
          language: Language | null;
          amount_kobo: number;
          end_reason: EndReason;
          title: string;
        }>(sql`
          with n as (
            select id from subscriptions where notice_due order by id limit 1 for update skip locked
          )
          update subscriptions s set notice_due = false from n, campaign_facts f
          where s.id = n.id and f.id = s.campaign_id
          returning s.id, s.email, s.first_name, s.language, s.amount_kobo, s.end_reason, f.title`)
      ).rows;
      if (!s) return false;
      await sendMonthlyEnded(tx, ctx, {
        email: s.email,
        firstName: s.first_name,
        language: s.language,
        amountKobo: Number(s.amount_kobo),
        campaignTitle: s.title,
        reason: s.end_reason,
      });
      return true;
    });
    if (!sent) return told;
    told++;
  }
}

async function stopDue(ctx: AppContext): Promise<number> {
  const api = ctx.payments.subscriptions;
  if (!api) return 0;
  const due = (
    await ctx.db.execute<{ id: number; subscription_code: string; email_token: string }>(sql`
      select id, subscription_code, email_token from subscriptions
      where provider_stop_due and subscription_code is not null and email_token is not null order by id limit 100`)
  ).rows;
  let stopped = 0;
  for (const s of due) {
    try {
      await api.disable(s.subscription_code, s.email_token);
    } catch (err) {
      // Already stopped there ("not found or already inactive") is stopped; anything else waits for the next run.
      if (!(err instanceof ProviderError) || err.kind !== 'rejected') {
        if (!(err instanceof ProviderError)) throw err;
        continue;
      }
    }
    await ctx.db.execute(sql`update subscriptions set provider_stop_due = false, updated_at = now() where id = ${s.id}`);
    stopped++;
  }
  return stopped;
}
