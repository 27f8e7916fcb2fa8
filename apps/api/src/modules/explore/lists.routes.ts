import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAMPAIGN_CATEGORY_NAMES, LIST_TIMES, PageSize } from '@ireti/shared';
import { CampaignMsg } from '@ireti/shared/campaigns/schemas';
import {
  campaignStatsSchema,
  closedCampaignsSchema,
  explorePageSchema,
  myCampaignsSchema,
  type CampaignStats,
  type ClosedCampaigns,
  type ExplorePage,
  type MyCampaigns,
} from '@ireti/shared/campaigns/types';
import { replyOf } from '@ireti/shared/contract';
import { ok } from '../../http/envelope.ts';
import { publicCached } from '../../http/public-cache.ts';
import { readDbFor } from '../../http/read-db.ts';
import { requireUser } from '../../http/auth.ts';
import { pageQuery, totalPages } from '../../http/paging.ts';
import { closedCampaigns, explore, ownerCampaigns, stats } from './queries.ts';
import { presentCard, presentStory } from './present.ts';
import { koboToNaira } from '@ireti/shared';

/** An empty query value ("?category=") means the filter is off. */
const opt = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' ? undefined : v), s.optional());
const flag = (name: string) => opt(z.enum(['0', '1'], { error: `${name} must be 0 or 1` }));

export const exploreQuery = pageQuery(1, PageSize.explore, 24)
  .extend({
    time: opt(z.enum(LIST_TIMES, { error: 'time must be top, new or closing' })),
    search: opt(z.string().trim().max(100, 'search is at most 100 characters')),
    verify: flag('verify'),
    category: opt(z.string().refine((v) => (CAMPAIGN_CATEGORY_NAMES as readonly string[]).includes(v), CampaignMsg.category)),
    is_reward: flag('is_reward'),
    // Campaigns in one state (state_id, GET /misc/states); issue 14.
    state: opt(
      z.coerce
        .number({ error: 'state must be a state id' })
        .int('state must be a state id')
        .min(1, 'state must be a state id')
        .max(2_147_483_647, 'state must be a state id'),
    ),
  })
  .strict();

export const STATS_TTL_MS = 30_000;

const closedQuery = pageQuery(0, PageSize.completedCampaigns, 50).strict();

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['campaigns'];

  // The counters change slowly and every visitor asks for them (the home page, and every explore
  // page, which carries them): one count per 30 s per instance. The public lists read the replica when
  // there is one (decision 082); a signed-in user's own campaigns never do.
  let cached: { at: number; value: Promise<CampaignStats> } | undefined;
  const counters = () => {
    if (!cached || Date.now() - cached.at > STATS_TTL_MS) {
      const value = stats(ctx.readDb);
      cached = { at: Date.now(), value };
      value.catch(() => (cached = undefined));
    }
    return cached.value;
  };

  r.get(
    '/campaigns/all',
    {
      schema: {
        tags,
        summary: 'Explore: live campaigns (a search also finds finished ones), by state, searchable, 6 a page from page 1',
        querystring: exploreQuery,
        response: replyOf(explorePageSchema),
      },
      ...publicCached(app, 'list'),
    },
    async (req) => {
      const q = req.query;
      const search = q.search?.replace(/\s+/g, ' ').trim() || undefined;
      const [{ rows, total }, totals] = await Promise.all([
        explore(
          readDbFor(req),
          {
            time: q.time,
            search,
            verify: q.verify === '1',
            category: q.category,
            isReward: q.is_reward === undefined ? undefined : q.is_reward === '1',
            state: q.state,
            page: q.page,
            perPage: q.per_page,
          },
          { cache: app.publicCache, lagMs: req.publicCacheReadLagMs },
        ),
        counters(),
      ]);
      const entity: ExplorePage = {
        transactions: rows.map((row) => presentCard(ctx.media, row)),
        total_pages: totalPages(total, q.per_page),
        total_records: total,
        current_page: q.page,
        ...totals,
      };
      return ok(entity);
    },
  );

  r.get(
    '/campaigns/closed',
    {
      schema: {
        tags,
        summary: 'Success stories: closed campaigns, 10 a page from page 0',
        querystring: closedQuery,
        response: replyOf(closedCampaignsSchema),
      },
      ...publicCached(app, 'list'),
    },
    async (req) => {
      const { rows, total } = await closedCampaigns(readDbFor(req), req.query.page, req.query.per_page);
      const entity: ClosedCampaigns = {
        campaigns: rows.map((row) => presentStory(ctx.media, row)),
        total_pages: totalPages(total, req.query.per_page),
      };
      return ok(entity);
    },
  );

  r.get(
    '/campaigns',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "The signed-in user's campaigns with the profile's totals",
        response: replyOf(myCampaignsSchema),
      },
    },
    async (req) => {
      const user = requireUser(req);
      const { rows, donations, comments } = await ownerCampaigns(ctx.db, user.id);
      const entity: MyCampaigns = {
        campaigns: rows.map((row) => ({ ...presentCard(ctx.media, row), draft: row.draft })),
        totals: { campaigns: rows.length, donations, comments, raised: koboToNaira(rows.reduce((s, row) => s + row.pledged_kobo, 0)) },
      };
      return ok(entity);
    },
  );

  const totals = async () => ok(await counters());
  r.get(
    '/campaigns/total/number',
    {
      schema: { tags, summary: 'Counters: campaigns, closed campaigns, paid donations', response: replyOf(campaignStatsSchema) },
      ...publicCached(app, 'counters'),
    },
    totals,
  );
  r.get(
    '/donations/total/number',
    {
      schema: { tags, summary: 'Counters: campaigns, closed campaigns, paid donations', response: replyOf(campaignStatsSchema) },
      ...publicCached(app, 'counters'),
    },
    totals,
  );
};
export default routes;
