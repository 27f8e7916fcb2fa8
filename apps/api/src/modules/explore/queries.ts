import { desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { ListTime } from '@ireti/shared';
import type { Db, Tx } from '../../db/client.ts';
import { executeNamed } from '../../db/named.ts';
import { campaignKeyOf, mayBeNumericId, recommendedIdsSql, recommendedSql, type RewardRow } from '../campaigns/index.ts';
import { campaignPages } from './explore.schema.ts';
import { SearchMemo } from './search-cache.ts';
import type { PublicCache } from '../../http/public-cache.ts';
import type { CardRow } from './present.ts';

/**
 * The campaign lists (docs/decisions/031-campaign-lists.md), explore's since decision 109: a
 * campaign is read through campaigns' read model campaign_facts, its money through payments'
 * (campaign_money, paid_donations, reward_units_taken), both below explore. Public lists never hold a deleted
 * (4), awaiting (0) or suspended campaign. Every ordering reads an index in its order
 * (0004_campaign_lists.sql); totals come from the trigger-kept campaign_list_counts, 'top' from
 * the job-kept campaign_rank, search from the full-text index after typo correction (034).
 */
/**
 * The people who gave to a campaign: each signed-in donor once, each donation without an account
 * as one — counted by the money side, published in its read model campaign_money (0130).
 */
const donorsOf = (campaignId: string) => `coalesce((select m.donors_count from campaign_money m where m.campaign_id = ${campaignId}), 0)`;

/**
 * A campaign's pledged total, from payments' read model campaign_money (its narrow, unindexed
 * totals row, issue 29): one primary-key lookup per card.
 */
const pledgedSql = (campaignId: string) => `(select m.pledged_kobo from campaign_money m where m.campaign_id = ${campaignId})`;

/** When a campaign reached its goal (null: not yet), marked by the money side (campaign_money, decision 108): a key lookup. */
const reachedAtSql = (campaignId: string) => `(select m.goal_reached_at from campaign_money m where m.campaign_id = ${campaignId})`;

export const cardColumns = sql.raw(`c.id, c.public_id, c.title, c.summary, c.description_head, c.image_key, c.category, c.type, c.goal_kobo,
  coalesce(${pledgedSql('c.id')}, 0)::bigint as pledged_kobo, ${reachedAtSql('c.id')} as goal_reached_at, c.status, c.suspended_at, c.created_at, c.owner_id, u.is_organization, u.organization_name,
  u.first_name, u.last_name, u.image_key as owner_image_key, c.state_id, c.lga_id, ${donorsOf('c.id')} as donors_count, c.funding_mode, c.ends_at`);

/** Trigram similarity a known word must reach to stand in for a misspelt search word. */
export const TYPO_SIMILARITY = 0.4;
/** Known words tried in place of one misspelt word. */
export const TYPO_ALTERNATIVES = 3;
/**
 * A search ranks at most this many matches (docs/decisions/034-search.md): when a word is in more
 * campaigns, the first ones the full-text index yields are ranked and the list holds that many.
 */
export const SEARCH_CANDIDATES = 500;
/** Words of a search text that are used (the rest is ignored). */
export const SEARCH_WORDS_MAX = 8;
/** 'top' counts what was raised in this window. */
export const TOP_WINDOW_DAYS = 30;

export interface ExploreFilters {
  time?: ListTime;
  search?: string;
  /** Only campaigns a volunteer recommended for verified status. */
  verify?: boolean;
  category?: string;
  isReward?: boolean;
  /** Only campaigns in this state (state_id). */
  state?: number;
  page: number;
  perPage: number;
}

const PUBLIC = sql.raw('c.status in (1, 2, 3) and c.suspended_at is null');
const LIVE = sql.raw('c.status = 1 and c.suspended_at is null');

/** The search text's words: letters and digits, lower-cased, deduplicated. */
export function searchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && w.length <= 40);
  return [...new Set(words)].slice(0, SEARCH_WORDS_MAX);
}

/**
 * The tsquery of a search: every word must match (AND); a word that appears in no campaign is
 * replaced by known words one typo away (OR), from campaign_words: two neighbouring letters
 * swapped ("lagso" → lagos) or one letter too many ("lagoss"), looked up exactly; one letter
 * missing ("lgos") or wrong, through the trigram index ("nursng" → nursing). Null when nothing
 * searchable is left (only symbols).
 */
export async function searchQuery(db: Db | Tx, text: string): Promise<SQL | null> {
  const groups = await searchGroups(db, text);
  return groups ? tsqueryOf(groups) : null;
}

/** Each word of a search with the known words that may stand in for it (none when it is known). */
export async function searchGroups(db: Db | Tx, text: string): Promise<string[][] | null> {
  const words = searchWords(text);
  if (!words.length) return null;
  // Per word, so each look-up is an index scan: the primary key for the variants, the trigram
  // index for `%`.
  const res = await db.execute<{ w: string; alternatives: string[] | null }>(sql`
    select q.w, (
      select array_agg(a.word order by a.d, a.s desc, a.word) from (
        select k.word, min(k.d) as d, max(k.s) as s from (
          select e.word, 0 as d, 1::real as s from campaign_words e
          where e.word = any (array(
            select left(q.w, i - 1) || substr(q.w, i + 1, 1) || substr(q.w, i, 1) || substr(q.w, i + 2) from generate_series(1, length(q.w) - 1) i
            union all
            select left(q.w, i - 1) || substr(q.w, i + 1) from generate_series(1, length(q.w)) i))
          union all
          select cw.word, 1, similarity(cw.word, q.w) from campaign_words cw
          where cw.word % q.w
            and (similarity(cw.word, q.w) >= ${TYPO_SIMILARITY}
                 or (length(cw.word) = length(q.w) + 1
                     and exists (select 1 from generate_series(1, length(cw.word)) i where left(cw.word, i - 1) || substr(cw.word, i + 1) = q.w)))) k
        where length(q.w) >= 3 and not exists (select 1 from campaign_words x where x.word = q.w)
        group by k.word
        order by 2, 3 desc, k.word
        limit ${TYPO_ALTERNATIVES}) a
    ) as alternatives
    from unnest(array[${sql.join(
      words.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]) with ordinality as q(w, i)
    order by q.i`);
  return res.rows.map((r) => [r.w, ...(r.alternatives ?? [])]);
}

/** Every group must match (AND); within one, any of its words (OR), each stemmed as plain text. */
function tsqueryOf(groups: string[][]): SQL {
  const part = (w: string) => sql`plainto_tsquery('english', ${w})`;
  const group = (alts: string[]) => sql`(${sql.join(alts.map(part), sql` || `)})`;
  return sql`(${sql.join(groups.map(group), sql` && `)})`;
}

/**
 * Explore without a list type shows live campaigns only (closed ones are success stories); a search
 * also reaches campaigns closed for donations and closed, after the live ones (decision 031).
 */
/** `reachedAt`: how the filters reach the goal's mark — by key in the read model, or a joined one's column. */
function filtersOf(f: ExploreFilters, reachedAt = reachedAtSql('c.id')): SQL[] {
  const parts: SQL[] = [f.search && !f.time ? PUBLIC : LIVE];
  if (f.state !== undefined) parts.push(sql`c.state_id = ${f.state}`);
  // Below the goal: a campaign that reaches it closes for donations, marked reached by the money
  // side (the kept counts' `reached`). Neither the total nor the mark is on the campaigns row.
  if (f.time === 'closing') parts.push(sql.raw(`${reachedAt} is null`));
  if (f.category) parts.push(sql`c.category = ${f.category}`);
  if (f.isReward !== undefined) parts.push(f.isReward ? sql`c.type = 'Reward based'` : sql`c.type = 'Non-reward based'`);
  if (f.verify) parts.push(recommendedSql(sql.raw('c.id')));
  return parts;
}

/** `pledged`: how the ordering reaches the total — the joined read model, or a search's kept column. */
function orderOf(f: ExploreFilters, pledged = 'cm.pledged_kobo'): SQL {
  switch (f.time) {
    case 'top':
      return sql.raw('r.raised_30d_kobo desc, r.pledged_kobo desc, r.campaign_id desc');
    case 'new':
      return sql.raw('c.verified_at desc nulls last, c.id desc');
    case 'closing':
      // Nearest the goal: the smallest amount still to raise first (decision 031). No index holds
      // this order (an index on the total would make every gift's update non-HOT): the live
      // campaigns below their goal are joined to their totals and sorted (a top-N sort).
      return sql.raw(`(c.goal_kobo - ${pledged}), c.id desc`);
  }
  // A search: live matches first, then closed for donations, then closed; by relevance within each.
  if (f.search) return sql.raw('(case c.status when 1 then 0 when 3 then 1 else 2 end), rank desc, c.id desc');
  return sql.raw('c.created_at desc, c.id desc');
}

/**
 * The number of campaigns of a list without search or verify filter, from the kept counts; with a
 * state, counted in that state's live index (campaigns_state_live_idx: a state holds a few
 * thousand of 100,000).
 */
async function keptCount(db: Db | Tx, f: ExploreFilters): Promise<number> {
  if (f.state !== undefined) {
    // 'closing' joins the money side's read model for the mark (a lookup per live campaign would cost more).
    const closing = f.time === 'closing';
    const r = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from campaign_facts c ${closing ? sql`join campaign_money cm on cm.campaign_id = c.id` : sql``}
      where ${sql.join(filtersOf(f, closing ? 'cm.goal_reached_at' : undefined), sql` and `)}`);
    return r.rows[0]?.n ?? 0;
  }
  const parts: SQL[] = [sql`status = 1`, sql`not suspended`];
  if (f.time === 'closing') parts.push(sql`not reached`);
  if (f.category) parts.push(sql`category = ${f.category}`);
  if (f.isReward !== undefined) parts.push(sql`type = ${f.isReward ? 'Reward based' : 'Non-reward based'}`);
  const r = await db.execute<{ n: number }>(
    sql`select coalesce(sum(n), 0)::int as n from campaign_list_counts where ${sql.join(parts, sql` and `)}`,
  );
  return r.rows[0]?.n ?? 0;
}

/** One page of GET /campaigns/all and the number of campaigns matching the filters. */
export async function explore(db: Db, f: ExploreFilters, o: SearchOptions = {}): Promise<{ rows: CardRow[]; total: number }> {
  if (f.search) return f.time || f.verify ? exploreSearch(db, f) : searchMatches(db, f, o);
  const where = sql.join(filtersOf(f, f.time === 'closing' ? 'cm.goal_reached_at' : undefined), sql` and `);
  const from =
    f.time === 'top'
      ? sql`campaign_rank r join campaign_facts c on c.id = r.campaign_id join person_cards u on u.id = c.owner_id`
      : f.time === 'closing'
        ? sql`campaign_facts c join campaign_money cm on cm.campaign_id = c.id join person_cards u on u.id = c.owner_id`
        : sql`campaign_facts c join person_cards u on u.id = c.owner_id`;
  const page = await db.execute<CardRow>(sql`
    select ${cardColumns}
    from ${from}
    where ${where}
    order by ${orderOf(f)}
    limit ${f.perPage} offset ${(f.page - 1) * f.perPage}`);
  return { rows: page.rows, total: f.verify ? await verifiedCount(db, f) : await keptCount(db, f) };
}

/** Columns the search keeps of each candidate: what the orderings need. */
const matchColumns = sql.raw(
  `c.id, c.status, c.created_at, c.verified_at, coalesce(${pledgedSql('c.id')}, 0) as pledged_kobo, c.goal_kobo, c.search`,
);

/**
 * Search: at most SEARCH_CANDIDATES matches are taken from the full-text index as it yields them
 * (so a word in 20,000 campaigns costs what a word in 500 does), then ranked — by relevance, or by
 * the chosen list — and counted; only the page's rows are joined to the campaign and its owner.
 * Fewer matches than the bound: all of them, counted exactly. More: the list holds the bound.
 */
async function exploreSearch(db: Db, f: ExploreFilters): Promise<{ rows: CardRow[]; total: number }> {
  const tsq = await searchQuery(db, f.search!);
  if (!tsq) return { rows: [], total: 0 };
  const where = sql.join([...filtersOf(f), sql`c.search @@ q.tsq`], sql` and `);
  const top = f.time === 'top' ? sql`join campaign_rank r on r.campaign_id = c.id` : sql``;
  const page = await db.execute<CardRow & { total: number; pos: number | null }>(sql`
    with q as materialized (select ${tsq} as tsq),
    m as materialized (select ${matchColumns} from campaign_facts c cross join q where ${where} limit ${SEARCH_CANDIDATES}),
    ranked as materialized (
      select c.id, row_number() over (order by ${orderOf(f, 'c.pledged_kobo')}) as pos
      from (select m.*, ts_rank(m.search, q.tsq) as rank from m cross join q) c ${top}),
    p as (select * from ranked order by pos limit ${f.perPage} offset ${(f.page - 1) * f.perPage})
    select t.total, x.*
    from (select count(*)::int as total from ranked) t
    left join (select ${cardColumns}, p.pos from p join campaign_facts c on c.id = p.id join person_cards u on u.id = c.owner_id) x on true
    order by x.pos`);
  // Past the last page the left join still brings the count, in a row without a campaign.
  return { rows: page.rows.filter((r) => r.pos !== null), total: page.rows[0]?.total ?? 0 };
}

/**
 * The public matches of a query ranked once, before any filter: at most this many are read from
 * the full-text index (docs/decisions/087-search-engine.md).
 */
export const SEARCH_POOL = 2_000;

export interface SearchOptions {
  /** The instance's public cache, whose notices drop what a search keeps (null: keep nothing). */
  cache?: PublicCache | null;
  /** The most the database read may lag (a replica), in ms. */
  lagMs?: number;
}

/** A query's public matches in rank order, column by column (a pool of 2,000 is ~26 kB). */
interface Pool {
  ids: number[];
  /** Each match's category, as its index in categoryNames. */
  categories: Uint8Array;
  categoryNames: string[];
  reward: Uint8Array;
  states: Int32Array;
}

const memos = new WeakMap<PublicCache, SearchMemo>();
/** The cards searches showed, by campaign: at most 10,000 (about 1 kB each). */
const cardMemos = new WeakMap<PublicCache, SearchMemo>();
const memoOf = (cache: PublicCache | null | undefined, kept = memos, maxValues = 1_000) => {
  if (!cache) return new SearchMemo(null);
  let m = kept.get(cache);
  if (!m) kept.set(cache, (m = new SearchMemo(cache, maxValues)));
  return m;
};

/**
 * Search without a list type (what the search box asks): the typo corrections of the text, then
 * the query's public matches — at most SEARCH_POOL, taken from the full-text index, ranked by
 * relevance with the live ones first — are each computed once and kept while nothing changes
 * (SearchMemo); the filters, the bound of SEARCH_CANDIDATES and the page are applied in memory,
 * and only the page's campaigns are read. When a query matches at most SEARCH_POOL campaigns the
 * filters apply to all of them, so totals below the bound are exact.
 */
async function searchMatches(db: Db, f: ExploreFilters, o: SearchOptions): Promise<{ rows: CardRow[]; total: number }> {
  const memo = memoOf(o.cache);
  const words = searchWords(f.search!);
  if (!words.length) return { rows: [], total: 0 };
  // The corrections, and the query they make as PostgreSQL writes it (stemmed): "shcool",
  // "schools" and "school" share one pool.
  const query = await memo.get(
    `search-words ${words.join(' ')}`,
    async () => {
      const found = await searchGroups(db, f.search!);
      if (!found) return null;
      // A misspelt word that no campaign holds even stemmed adds nothing to its corrections: left
      // out ("shcool" is then the query "school"), by a look-up in the full-text index.
      const misspelt = found.filter((g) => g.length > 1).map((g) => g[0]!);
      const held = new Set<string>();
      if (misspelt.length) {
        const r = await db.execute<{ w: string }>(sql`
          select w from unnest(array[${sql.join(
            misspelt.map((w) => sql`${w}`),
            sql`, `,
          )}]::text[]) w
          where exists (select 1 from campaign_facts c where c.search @@ plainto_tsquery('english', w))`);
        for (const row of r.rows) held.add(row.w);
      }
      const groups = found.map((g) => (g.length > 1 && !held.has(g[0]!) ? g.slice(1) : g));
      const r = await db.execute<{ q: string }>(sql`select (${tsqueryOf(groups)})::text as q`);
      return { groups, key: r.rows[0]!.q };
    },
    o.lagMs,
  );
  if (!query) return { rows: [], total: 0 };
  const pool = await memo.get(`search-pool ${query.key}`, () => poolOf(db, query.groups), o.lagMs);
  const category = f.category ? pool.categoryNames.indexOf(f.category) : -1;
  if (f.category && category < 0) return { rows: [], total: 0 };
  const picked: number[] = [];
  for (let i = 0; i < pool.ids.length && picked.length < SEARCH_CANDIDATES; i++) {
    if (category >= 0 && pool.categories[i] !== category) continue;
    if (f.isReward !== undefined && pool.reward[i] !== (f.isReward ? 1 : 0)) continue;
    if (f.state !== undefined && pool.states[i] !== f.state) continue;
    picked.push(pool.ids[i]!);
  }
  const ids = picked.slice((f.page - 1) * f.perPage, f.page * f.perPage);
  if (!ids.length) return { rows: [], total: picked.length };
  // Each card is kept like the pool (a list's life: a gift makes it stale, any other change drops
  // it), so a warm search reads nothing from PostgreSQL. The missing ones are read together, by a
  // named statement: PostgreSQL parses it once per connection (it still plans each call: for an
  // array of unknown length its generic plan is costed above the custom one; docs/performance.md).
  const cards = await memoOf(o.cache, cardMemos, 10_000).getMany(
    ids.map(String),
    async (missing) => {
      const res = await executeNamed<CardRow>(
        db,
        'explore_cards_by_id',
        sql`select ${cardColumns} from campaign_facts c join person_cards u on u.id = c.owner_id
    where c.id = any (${`{${missing.join(',')}}`}::bigint[])`,
      );
      return new Map(res.rows.map((r) => [String(r.id), r]));
    },
    o.lagMs,
  );
  const rows = ids.flatMap((id) => cards.get(String(id)) ?? []);
  return { rows, total: picked.length };
}

/**
 * The public matches of a query in the search's order: live first, then closed for donations,
 * then closed; by relevance within each — ts_rank weighs title (A) over summary (B), story (C) and
 * category, place and organisation (D); of the D words, a place name counts a little more.
 */
async function poolOf(db: Db, groups: string[][]): Promise<Pool> {
  const res = await db.execute<{ id: string; category: string; reward: boolean; state_id: number | null }>(sql`
    with q as materialized (select ${tsqueryOf(groups)} as tsq),
    m as materialized (
      select c.id, c.status, c.category, c.type, c.state_id, c.search, c.place from campaign_facts c cross join q
      where ${PUBLIC} and c.search @@ q.tsq limit ${SEARCH_POOL})
    select m.id, m.category, m.type = 'Reward based' as reward, m.state_id
    from (select m.*, ts_rank(m.search, q.tsq) as rank from m cross join q) m cross join q
    order by (case m.status when 1 then 0 when 3 then 1 else 2 end),
      -- only a match of D words alone (rank under C's 0.2) pays for the place's own vector
      m.rank + case when m.rank < 0.15 and to_tsvector('english', m.place) @@ q.tsq then 0.001 else 0 end desc, m.id desc`);
  const n = res.rows.length;
  const pool: Pool = {
    ids: new Array<number>(n),
    categories: new Uint8Array(n),
    categoryNames: [],
    reward: new Uint8Array(n),
    states: new Int32Array(n),
  };
  res.rows.forEach((r, i) => {
    pool.ids[i] = Number(r.id);
    let c = pool.categoryNames.indexOf(r.category);
    if (c < 0) c = pool.categoryNames.push(r.category) - 1;
    pool.categories[i] = c;
    pool.reward[i] = r.reward ? 1 : 0;
    pool.states[i] = r.state_id ?? 0;
  });
  return pool;
}

/**
 * Campaigns a volunteer recommended are few: counted by looking each one up (the lateral
 * `offset 0` keeps the planner from scanning every campaign instead).
 */
async function verifiedCount(db: Db, f: ExploreFilters): Promise<number> {
  const rest = filtersOf({ ...f, verify: false });
  const r = await db.execute<{ n: number }>(sql`
    select count(*)::int as n
    from ${recommendedIdsSql}
    cross join lateral (select 1 from campaign_facts c where c.id = rec.campaign_id and ${sql.join(rest, sql` and `)} offset 0) x`);
  return r.rows[0]?.n ?? 0;
}

/**
 * Recomputes 'top' for every live campaign: paid donations of the last 30 days, and the pledged
 * total as the tie-break. Run by a job every few minutes; cheap enough to run at will.
 */
export async function refreshTopRanking(db: Db | Tx) {
  await db.execute(sql`
    insert into campaign_rank (campaign_id, raised_30d_kobo, pledged_kobo, refreshed_at)
    select c.id, coalesce(r.raised, 0), coalesce(cm.pledged_kobo, 0), now()
    from campaign_facts c
    left join campaign_money cm on cm.campaign_id = c.id
    left join (select campaign_id, sum(amount_kobo) as raised from paid_donations
               where paid_at >= now() - make_interval(days => ${TOP_WINDOW_DAYS})
               group by campaign_id) r on r.campaign_id = c.id
    where c.status = 1
    on conflict (campaign_id) do update
      set raised_30d_kobo = excluded.raised_30d_kobo, pledged_kobo = excluded.pledged_kobo, refreshed_at = excluded.refreshed_at
      where (campaign_rank.raised_30d_kobo, campaign_rank.pledged_kobo) is distinct from (excluded.raised_30d_kobo, excluded.pledged_kobo)`);
  await db.execute(
    sql`delete from campaign_rank r where not exists (select 1 from campaign_facts c where c.id = r.campaign_id and c.status = 1)`,
  );
}

/** A campaign that goes live joins the 'top' ranking at once (with what it raised so far). */
export async function rankLiveCampaign(tx: Tx, campaignId: number) {
  await tx.execute(sql`insert into campaign_rank (campaign_id, pledged_kobo)
    select c.id, coalesce(cm.pledged_kobo, 0) from campaign_facts c left join campaign_money cm on cm.campaign_id = c.id
    where c.id = ${campaignId} on conflict (campaign_id) do nothing`);
}

/**
 * A success story: a closed campaign (status 2) that reached its goal. One closed short of its
 * goal had its donors refunded when donations closed (payments' refunds) and is no story. For a
 * closed campaign the goal was reached exactly when the money side marked it (campaign_money's
 * goal_reached_at, looked up by key as campaigns_closed_idx is walked in order), which is what
 * campaign_list_counts counts as `reached`.
 */
const STORY = sql.raw(`c.status = 2 and c.suspended_at is null and ${reachedAtSql('c.id')} is not null`);
const STORY_COUNT = sql.raw('status = 2 and not suspended and reached');

/** GET /campaigns/closed: success stories, most recently closed first. */
export async function closedCampaigns(db: Db, page: number, perPage: number) {
  const rows = await db.execute<CardRow & { message: string | null; closed_at: Date | null }>(sql`
    select ${cardColumns}, c.message, c.closed_at
    from campaign_facts c join person_cards u on u.id = c.owner_id
    where ${STORY}
    order by c.closed_at desc nulls last, c.id desc
    limit ${perPage} offset ${page * perPage}`);
  const count = await db.execute<{ n: number }>(sql`select coalesce(sum(n), 0)::int as n from campaign_list_counts where ${STORY_COUNT}`);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

/** GET /campaigns: every campaign of the owner except deleted ones, newest first; drafts (not yet submitted) flagged. */
export async function ownerCampaigns(db: Db, ownerId: number, limit = 500) {
  const rows = await db.execute<CardRow & { draft: boolean }>(sql`
    select ${cardColumns}, c.submitted_at is null as draft
    from campaign_facts c join person_cards u on u.id = c.owner_id
    where c.owner_id = ${ownerId} and c.status <> 4
    order by c.created_at desc, c.id desc
    limit ${limit}`);
  const totals = await db.execute<{ donations: number; comments: number }>(sql`
    select count(*)::int as donations, count(*) filter (where coalesce(trim(d.comment), '') <> '')::int as comments
    from paid_donations d join campaign_facts c on c.id = d.campaign_id
    where c.owner_id = ${ownerId} and c.status <> 4`);
  return { rows: rows.rows, donations: totals.rows[0]?.donations ?? 0, comments: totals.rows[0]?.comments ?? 0 };
}

/** The home counters: public campaigns, success stories (closed with the goal reached), paid donations. */
export async function stats(db: Db) {
  const r = await db.execute<{ total_campaigns: number; total_closed: number; total_donations: number }>(sql`
    select
      (select coalesce(sum(n), 0)::int from campaign_list_counts where status in (1, 2, 3) and not suspended) as total_campaigns,
      (select coalesce(sum(n), 0)::int from campaign_list_counts where ${STORY_COUNT}) as total_closed,
      (select count(*)::int from paid_donations) as total_donations`);
  return r.rows[0]!;
}

/** What the campaign page shows of the money beside the campaign (payments' read models). */
export interface MoneyParts {
  rewards: RewardRow[];
  donationsCount: number;
  donorsCount: number;
  /** What it has raised (payments' read model campaign_money). */
  pledgedKobo: number;
  /** When it reached its goal, null before (payments' read model campaign_money). */
  goalReachedAt: Date | string | null;
}

/**
 * What changes with gifts, for the campaign whose id is `campaignId` (a column): its rewards with
 * the units taken, its paid donations and donors, its total (payments' read models). Read with the
 * page at request time, never stored with it (decision 106).
 */
const giftParts = (idColumn: string) => {
  const campaignId = sql.raw(idColumn);
  return {
    rewards: sql<
      RewardRow[]
    >`(select coalesce(json_agg(json_build_object('id', r.id, 'donationKobo', r.donation_kobo, 'rewardType', r.reward_type, 'reward', r.reward,
      'quantity', r.quantity, 'taken', coalesce(t.taken, 0))
    order by r.donation_kobo, r.id), '[]') from campaign_rewards r left join reward_units_taken t on t.reward_id = r.id where r.campaign_id = ${campaignId})`,
    donationsCount: sql<number>`coalesce((select m.donations_count from campaign_money m where m.campaign_id = ${campaignId}), 0)`,
    donorsCount: sql<number>`${sql.raw(donorsOf(idColumn))}`,
    pledgedKobo: sql<number>`coalesce((select m.pledged_kobo from campaign_money m where m.campaign_id = ${campaignId}), 0)`.mapWith(
      Number,
    ),
    goalReachedAt: sql<string | null>`${sql.raw(reachedAtSql(idColumn))}`,
  };
};

/**
 * The page's money for a campaign campaigns showed its viewer (after a change, or to a signed-in
 * viewer): one query by key, beside campaigns' own (decision 109).
 */
export async function moneyPartsOf(db: Db | Tx, campaignId: number): Promise<MoneyParts> {
  const [row] = await db.select(giftParts('"k"."id"')).from(sql`(select ${campaignId}::bigint as id) k`);
  return row!;
}

/** A campaign page's read model row (campaign_pages, decision 106) and what changes with gifts. */
export interface PageRow extends MoneyParts {
  page: typeof campaignPages.$inferSelect;
}

/**
 * The two statements of a page read, named: PostgreSQL parses and plans each once per connection
 * (planning the subqueries over payments' views was most of a miss's database time), as payments'
 * db/named.ts does for a donation. One per database handle (primary, replica).
 */
const pageReads = new WeakMap<object, ReturnType<typeof preparePageReads>>();
function preparePageReads(db: Db) {
  const columns = { page: campaignPages, ...giftParts('"campaign_pages"."id"') };
  const key = sql.placeholder('key');
  return {
    byPublicId: db.select(columns).from(campaignPages).where(eq(campaignPages.publicId, key)).limit(1).prepare('campaigns_page'),
    // a numeric key may be a public id or an _id: the public id first, as campaign-ids.ts
    byEither: db
      .select(columns)
      .from(campaignPages)
      .where(or(eq(campaignPages.publicId, key), eq(campaignPages.id, sql.placeholder('id'))))
      .orderBy(desc(sql`${campaignPages.publicId} = ${key}`))
      .limit(1)
      .prepare('campaigns_page_or_id'),
  };
}

/**
 * The campaign page as a visitor reads it, in one indexed fetch: the read model's row by public id
 * (else numeric _id, as campaigns' campaignDetail), with the gift-dependent parts read beside it by key.
 */
export async function campaignPageRow(db: Db, id: string): Promise<PageRow | null> {
  const key = campaignKeyOf(id);
  if (!key) return null;
  let q = pageReads.get(db);
  if (!q) pageReads.set(db, (q = preparePageReads(db)));
  const [row] = mayBeNumericId(key) ? await q.byEither.execute({ key, id: Number(key) }) : await q.byPublicId.execute({ key });
  return row ?? null;
}
