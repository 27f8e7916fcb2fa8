import { sql, type SQL } from 'drizzle-orm';
import { CampaignStatus } from '@ireti/shared/constants';
import { koboToNaira, nairaToKobo, percentOf } from '@ireti/shared/money';
import { SupporterMsg } from '@ireti/shared/supporters/schemas';
import type { CampaignSupporters, SupporterPage, SupporterPageDetail } from '@ireti/shared/supporters/types';
import type { AppContext } from '../../../context.ts';
import type { AuthUser } from '../../../lib/auth-user.ts';
import { audit } from '../../../lib/audit.ts';
import { conflict, forbidden, invalid, notFound } from '../../../lib/errors.ts';
import { SecondFactorMsg } from '@ireti/shared/accounts/second-factor';
import { publicId } from '../../../lib/ids.ts';
import { totalPages } from '../../../http/paging.ts';
import { isoAt } from '../../../lib/dates.ts';

/**
 * Supporter pages (issue 27, docs/decisions/094-supporter-pages.md): a signed-in supporter's own
 * page for a live campaign. Gifts through it are the campaign's donations, with the page written
 * on the donation when the gift starts (giving/donations.service.ts); a page's total is the sum of
 * its paid donations, so a refund takes a gift off the page as it takes it off the campaign, and
 * the confirmation does nothing for pages.
 */

type Viewer = Pick<AuthUser, 'id' | 'role'> | null;

type PageRow = {
  id: number;
  public_id: string;
  campaign_id: number;
  campaign_public_id: string;
  owner_id: number;
  user_id: number;
  words: string;
  target_kobo: number;
  hidden_at: string | null;
  created_at: string;
  first_name: string | null;
  last_name: string | null;
  organization_name: string | null;
  is_organization: boolean;
  image_key: string | null;
  raised_kobo: number;
  gifts: number;
};

/** A page with its supporter and its total: the paid gifts given through it (refunded ones no longer are). */
const pageSelect = (where: SQL, order: SQL = sql``, limit: SQL = sql``) => sql`
  select p.id, p.public_id, p.campaign_id, c.public_id as campaign_public_id, c.owner_id, p.user_id, p.words, p.target_kobo,
    p.hidden_at, p.created_at, u.first_name, u.last_name, u.organization_name, u.is_organization, u.image_key,
    t.raised_kobo, t.gifts
  from supporter_pages p
  join campaign_facts c on c.id = p.campaign_id
  join person_cards u on u.id = p.user_id
  cross join lateral (
    select coalesce(sum(d.amount_kobo), 0)::bigint as raised_kobo, count(*)::int as gifts
    from donations d where d.supporter_page_id = p.id and d.status = 'paid'
  ) t
  where ${where} ${order} ${limit}`;

function present(ctx: AppContext, r: PageRow): SupporterPage {
  const raised = Number(r.raised_kobo);
  const target = Number(r.target_kobo);
  return {
    page_id: r.public_id,
    campaign_id: r.campaign_public_id,
    supporter: {
      first_name: r.is_organization ? (r.organization_name ?? '') : (r.first_name ?? ''),
      last_name: r.is_organization ? '' : (r.last_name ?? ''),
      image_url: ctx.media.publicUrl(r.image_key),
    },
    words: r.words,
    target: koboToNaira(target),
    raised: koboToNaira(raised),
    percent: percentOf(raised, target),
    donations_count: Number(r.gifts),
    hidden: r.hidden_at !== null,
    created: isoAt(r.created_at),
  };
}

/** Who sees a hidden page: its supporter, the campaign's owner and administrators. */
const seesHidden = (r: Pick<PageRow, 'user_id' | 'owner_id'>, v: Viewer) =>
  !!v && (v.role === 'admin' || Number(v.id) === Number(r.user_id) || Number(v.id) === Number(r.owner_id));

async function loadPage(ctx: AppContext, pageId: string): Promise<PageRow | null> {
  const [r] = (await ctx.db.execute<PageRow>(pageSelect(sql`p.public_id = ${pageId}`))).rows;
  return r ?? null;
}

/** POST /fundraise: the signed-in supporter opens their page for a live campaign (one per campaign). */
export async function openPage(
  ctx: AppContext,
  user: Pick<AuthUser, 'id' | 'role'>,
  input: { campaign: string; words: string; target: number },
): Promise<SupporterPageDetail> {
  const targetKobo = nairaToKobo(input.target);
  const id = publicId(12);
  const [made] = (
    await ctx.db.execute<{ id: number }>(sql`
      insert into supporter_pages (public_id, campaign_id, user_id, words, target_kobo)
      select ${id}, c.id, ${user.id}, ${input.words}, ${targetKobo} from campaign_facts c
      where c.public_id = ${input.campaign} and c.status = ${CampaignStatus.ACTIVE} and c.suspended_at is null
        and ${targetKobo} <= c.goal_kobo
      on conflict (campaign_id, user_id) do nothing
      returning id`)
  ).rows;
  if (!made) {
    const [c] = (
      await ctx.db.execute<{ id: number; status: number; suspended_at: string | null; goal_kobo: number }>(
        sql`select id, status, suspended_at, goal_kobo from campaign_facts where public_id = ${input.campaign}`,
      )
    ).rows;
    if (!c || c.status === CampaignStatus.DELETED) throw notFound('Campaign not found');
    if (c.status !== CampaignStatus.ACTIVE || c.suspended_at) throw conflict(SupporterMsg.notLive);
    if (targetKobo > Number(c.goal_kobo)) throw invalid({ target: SupporterMsg.aboveGoal }, SupporterMsg.aboveGoal);
    throw conflict(SupporterMsg.already);
  }
  return (await pageDetail(ctx, id, user))!;
}

/** GET /fundraise/{pageId}: the page and its campaign; a hidden page only to those who see it. */
export async function pageDetail(ctx: AppContext, pageId: string, viewer: Viewer): Promise<SupporterPageDetail> {
  const r = await loadPage(ctx, pageId);
  if (!r || (r.hidden_at && !seesHidden(r, viewer))) throw notFound(SupporterMsg.notFound);
  const [c] = (
    await ctx.db.execute<{
      public_id: string;
      title: string;
      summary: string;
      image_key: string | null;
      pledged_kobo: number;
      goal_kobo: number;
      status: number;
      suspended_at: string | null;
    }>(
      sql`select f.public_id, f.title, f.summary, f.image_key, coalesce(m.pledged_kobo, 0)::bigint as pledged_kobo, f.goal_kobo, f.status, f.suspended_at
        from campaign_facts f left join campaign_money m on m.campaign_id = f.id where f.id = ${r.campaign_id}`,
    )
  ).rows;
  const pledged = Number(c!.pledged_kobo);
  const goal = Number(c!.goal_kobo);
  const suspended = c!.suspended_at !== null;
  return {
    ...present(ctx, r),
    campaign: {
      campaign_id: c!.public_id,
      title: c!.title,
      summary: c!.summary,
      imageUrl: ctx.media.publicUrl(c!.image_key),
      pledged: koboToNaira(pledged),
      amount: koboToNaira(goal),
      percent: percentOf(pledged, goal),
      status: c!.status,
      suspended,
    },
    takes_gifts: c!.status === CampaignStatus.ACTIVE && !suspended && r.hidden_at === null,
    viewer: {
      is_supporter: !!viewer && Number(viewer.id) === Number(r.user_id),
      is_owner: !!viewer && Number(viewer.id) === Number(r.owner_id),
    },
  };
}

/** PUT /fundraise/{pageId}: the supporter changes their words and target (at most the campaign's goal). */
export async function editPage(
  ctx: AppContext,
  user: Pick<AuthUser, 'id' | 'role'>,
  pageId: string,
  input: { words: string; target: number },
): Promise<SupporterPageDetail> {
  const r = await loadPage(ctx, pageId);
  if (!r || (r.hidden_at && !seesHidden(r, user))) throw notFound(SupporterMsg.notFound);
  if (Number(r.user_id) !== Number(user.id)) throw forbidden(SupporterMsg.notYours);
  const targetKobo = nairaToKobo(input.target);
  const [done] = (
    await ctx.db.execute<{ id: number }>(sql`
      update supporter_pages p set words = ${input.words}, target_kobo = ${targetKobo}, updated_at = now()
      from campaign_facts c
      where p.id = ${r.id} and p.user_id = ${user.id} and c.id = p.campaign_id and ${targetKobo} <= c.goal_kobo
      returning p.id`)
  ).rows;
  if (!done) throw invalid({ target: SupporterMsg.aboveGoal }, SupporterMsg.aboveGoal);
  return pageDetail(ctx, pageId, user);
}

/**
 * PUT /fundraise/{pageId}/hidden: the campaign's owner (or an administrator) hides a page, or
 * shows it again; audited. A hidden page takes no new gifts; what was given through it stays the
 * campaign's, and on the page.
 */
export async function setPageHidden(
  ctx: AppContext,
  user: Pick<AuthUser, 'id' | 'role' | 'secondFactorAt'>,
  pageId: string,
  hidden: boolean,
  ip?: string,
): Promise<SupporterPageDetail> {
  const r = await loadPage(ctx, pageId);
  if (!r || (r.hidden_at && !seesHidden(r, user))) throw notFound(SupporterMsg.notFound);
  if (Number(r.owner_id) !== Number(user.id) && user.role !== 'admin') throw forbidden(SupporterMsg.notOwner);
  // An administrator hiding someone else's page decides something: from a session proven by a second factor (decision 086).
  if (Number(r.owner_id) !== Number(user.id) && user.secondFactorAt === null) throw forbidden(SecondFactorMsg.needFactor);
  await ctx.db.transaction(async (tx) => {
    const changed = (
      await tx.execute<{ id: number }>(sql`
        update supporter_pages set hidden_at = ${hidden ? sql`now()` : sql`null`}, hidden_by = ${hidden ? user.id : null}, updated_at = now()
        where id = ${r.id} and (hidden_at is null) = ${hidden}
        returning id`)
    ).rows;
    // Asked again for what it already is: nothing changes, nothing is recorded.
    if (!changed.length) return;
    const supporter = r.is_organization ? (r.organization_name ?? '') : `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim();
    await audit(tx, {
      actorId: user.id,
      action: hidden ? 'supporter_page.hidden' : 'supporter_page.shown',
      subjectType: 'campaign',
      subjectId: r.campaign_id,
      data: { page_id: r.public_id, supporter },
      ip,
    });
  });
  return pageDetail(ctx, pageId, user);
}

/**
 * GET /supporters/{campaignId}: the campaign's supporter pages by amount raised (then the oldest
 * first); hidden ones only to the campaign's owner and administrators (and a supporter's own).
 */
export async function campaignSupporters(
  ctx: AppContext,
  campaignId: string,
  viewer: Viewer,
  page: number,
  perPage: number,
): Promise<CampaignSupporters> {
  const [c] = (
    await ctx.db.execute<{ id: number; owner_id: number; status: number }>(
      sql`select id, owner_id, status from campaign_facts where public_id = ${campaignId}`,
    )
  ).rows;
  if (!c || c.status === CampaignStatus.DELETED) throw notFound('Campaign not found');
  const all = !!viewer && (viewer.role === 'admin' || Number(viewer.id) === Number(c.owner_id));
  const shown = all
    ? sql`p.campaign_id = ${c.id}`
    : sql`p.campaign_id = ${c.id} and (p.hidden_at is null ${viewer ? sql`or p.user_id = ${viewer.id}` : sql``})`;
  const [rows, [count], mine] = await Promise.all([
    ctx.db
      .execute<PageRow>(
        pageSelect(shown, sql`order by t.raised_kobo desc, p.created_at, p.id`, sql`limit ${perPage} offset ${(page - 1) * perPage}`),
      )
      .then((r) => r.rows),
    ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from supporter_pages p where ${shown}`).then((r) => r.rows),
    viewer
      ? ctx.db
          .execute<{ public_id: string }>(sql`select public_id from supporter_pages where campaign_id = ${c.id} and user_id = ${viewer.id}`)
          .then((r) => r.rows[0]?.public_id ?? null)
      : null,
  ]);
  return {
    transactions: rows.map((r) => present(ctx, r)),
    total_pages: totalPages(count!.n, perPage),
    total_records: count!.n,
    current_page: page,
    mine,
  };
}

/**
 * The page a gift is given through, checked when the gift starts (giving/donations.service.ts):
 * it exists, is for the campaign given to, and is not hidden. The campaign's own state (live, not
 * suspended) is checked by the statement that starts the gift, as for every gift.
 */
export async function pageForGift(ctx: AppContext, pageId: string, campaignPublicId: string): Promise<number> {
  const [p] = (
    await ctx.db.execute<{ id: number; campaign_public_id: string; hidden_at: string | null }>(sql`
      select p.id, c.public_id as campaign_public_id, p.hidden_at
      from supporter_pages p join campaign_facts c on c.id = p.campaign_id where p.public_id = ${pageId}`)
  ).rows;
  if (!p) throw notFound(SupporterMsg.notFound);
  if (p.campaign_public_id !== campaignPublicId) throw invalid({ supporter: SupporterMsg.otherCampaign }, SupporterMsg.otherCampaign);
  if (p.hidden_at) throw conflict(SupporterMsg.hiddenGift);
  return Number(p.id);
}
