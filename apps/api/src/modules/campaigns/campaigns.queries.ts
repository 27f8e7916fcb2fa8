import { sql, type SQL } from 'drizzle-orm';
import type { ListTime } from '@ireti/shared';
import type { Db, Tx } from '../../db/client.ts';
import type { CardRow } from './campaigns.present.ts';

/**
 * The campaign lists (docs/decisions/031-campaign-lists.md). Public lists never hold a deleted
 * (4), awaiting (0) or suspended campaign. Each ordering has an index in 2001_campaign_lists.sql
 * whose predicate these WHERE clauses imply, so a page is read in order from it.
 */
export const cardColumns = sql.raw(`c.id, c.public_id, c.title, c.summary, c.image_key, c.category, c.type, c.goal_kobo,
  c.pledged_kobo, c.status, c.suspended_at, c.created_at, c.owner_id, u.is_organization, u.organization_name,
  u.first_name, u.last_name, u.image_key as owner_image_key`);

/** Trigram word similarity a title must reach to match a search word with a typo. */
export const TYPO_THRESHOLD = 0.5;
/** 'top' counts what was raised in this window. */
export const TOP_WINDOW_DAYS = 30;

export interface ExploreFilters {
  time?: ListTime;
  search?: string;
  verify?: boolean;
  category?: string;
  isReward?: boolean;
  page: number;
  perPage: number;
}

const PUBLIC = sql.raw('c.status in (1, 2, 3) and c.suspended_at is null');
const LIVE = sql.raw('c.status = 1 and c.suspended_at is null');

function whereOf(f: ExploreFilters): SQL {
  const parts: SQL[] = [f.time ? LIVE : PUBLIC];
  if (f.time === 'closing') parts.push(sql.raw('c.pledged_kobo < c.goal_kobo'));
  if (f.category) parts.push(sql`c.category = ${f.category}`);
  if (f.isReward !== undefined) parts.push(f.isReward ? sql`c.type = 'Reward based'` : sql`c.type = 'Non-reward based'`);
  if (f.verify) parts.push(sql`exists (select 1 from users v where v.id = c.owner_id and v.identity_status = 'approved')`);
  if (f.search) parts.push(sql`(c.search @@ websearch_to_tsquery('english', ${f.search}) or ${f.search} <% c.title)`);
  return sql.join(parts, sql` and `);
}

function orderOf(f: ExploreFilters): SQL {
  switch (f.time) {
    case 'top':
      return sql.raw('coalesce(r.raised, 0) desc, c.pledged_kobo desc, c.id desc');
    case 'new':
      return sql.raw('c.verified_at desc nulls last, c.id desc');
    case 'closing':
      return sql.raw('(c.pledged_kobo::float8 / c.goal_kobo) desc, c.id desc');
  }
  if (f.search) return sql.raw('rank desc, c.id desc');
  return sql.raw('(case c.status when 1 then 0 when 3 then 1 else 2 end), c.created_at desc, c.id desc');
}

const recentRaised = sql`select campaign_id, sum(amount_kobo) as raised from donations
  where status = 'paid' and paid_at >= now() - make_interval(days => ${TOP_WINDOW_DAYS}) group by campaign_id`;

/** One page of GET /campaigns/all and the number of campaigns matching the filters. */
export async function explore(db: Db, f: ExploreFilters): Promise<{ rows: CardRow[]; total: number }> {
  const where = whereOf(f);
  const rank = f.search
    ? sql`, ts_rank_cd(c.search, websearch_to_tsquery('english', ${f.search})) + word_similarity(${f.search}, c.title) as rank`
    : sql``;
  const top = f.time === 'top' ? sql`left join (${recentRaised}) r on r.campaign_id = c.id` : sql``;
  const offset = (f.page - 1) * f.perPage;
  const run = async (q: Db | Tx) => {
    const page = await q.execute<CardRow>(sql`
      select ${cardColumns} ${rank}
      from campaigns c join users u on u.id = c.owner_id ${top}
      where ${where}
      order by ${orderOf(f)}
      limit ${f.perPage} offset ${offset}`);
    const count = await q.execute<{ n: number }>(sql`
      select count(*)::int as n from campaigns c where ${where}`);
    return { rows: page.rows, total: count.rows[0]?.n ?? 0 };
  };
  if (!f.search) return run(db);
  // The typo threshold is a setting of the trigram operator: set for this transaction only.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
    return run(tx);
  });
}

/** GET /campaigns/closed: success stories, most recently closed first. */
export async function closedCampaigns(db: Db, page: number, perPage: number) {
  const rows = await db.execute<CardRow & { message: string | null; closed_at: Date | null }>(sql`
    select ${cardColumns}, c.message, c.closed_at
    from campaigns c join users u on u.id = c.owner_id
    where c.status = 2 and c.suspended_at is null
    order by c.closed_at desc nulls last, c.id desc
    limit ${perPage} offset ${page * perPage}`);
  const count = await db.execute<{ n: number }>(sql`select count(*)::int as n from campaigns c where c.status = 2 and c.suspended_at is null`);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

/** GET /campaigns: every campaign of the owner except deleted ones, newest first. */
export async function ownerCampaigns(db: Db, ownerId: number, limit = 500) {
  const rows = await db.execute<CardRow>(sql`
    select ${cardColumns}
    from campaigns c join users u on u.id = c.owner_id
    where c.owner_id = ${ownerId} and c.status <> 4
    order by c.created_at desc, c.id desc
    limit ${limit}`);
  const totals = await db.execute<{ donations: number; comments: number }>(sql`
    select count(*)::int as donations, count(*) filter (where coalesce(trim(d.comment), '') <> '')::int as comments
    from donations d join campaigns c on c.id = d.campaign_id
    where c.owner_id = ${ownerId} and c.status <> 4 and d.status = 'paid'`);
  return { rows: rows.rows, donations: totals.rows[0]?.donations ?? 0, comments: totals.rows[0]?.comments ?? 0 };
}

/** The home counters: public campaigns, closed campaigns (success stories), paid donations. */
export async function stats(db: Db) {
  const r = await db.execute<{ total_campaigns: number; total_closed: number; total_donations: number }>(sql`
    select
      (select count(*)::int from campaigns c where ${PUBLIC}) as total_campaigns,
      (select count(*)::int from campaigns c where c.status = 2 and c.suspended_at is null) as total_closed,
      (select count(*)::int from donations where status = 'paid') as total_donations`);
  return r.rows[0]!;
}

/** Paid donations of one campaign (the detail's donations_count). */
export async function paidDonationsCount(db: Db | Tx, campaignId: number) {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from donations where campaign_id = ${campaignId} and status = 'paid'`);
  return r.rows[0]?.n ?? 0;
}
