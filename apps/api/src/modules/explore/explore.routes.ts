import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { campaignDetailSchema, campaignRewardsSchema, type CampaignRewards } from '@ireti/shared/campaigns/types';
import { replyOf } from '@ireti/shared/contract';
import { ok } from '../../http/envelope.ts';
import { campaignTags, publicCached, tagAnswer } from '../../http/public-cache.ts';
import { readDbFor } from '../../http/read-db.ts';
import { notFound } from '../../lib/errors.ts';
import { CampaignErr, idParams } from '../campaigns/index.ts';
import listRoutes from './lists.routes.ts';
import { campaignPage, getCampaign, listRewards } from './page.ts';

/**
 * The explore module: the public read side, a campaign shown with its money (decision 109) — the
 * lists and search, the counters, the campaign page and a campaign's rewards with the units left.
 * One plugin under /api/v1; the URLs and replies are those campaigns had (spec §7).
 */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/campaign/:id',
    {
      schema: { tags: ['campaigns'], summary: 'A campaign by its public id', params: idParams, response: replyOf(campaignDetailSchema) },
      ...publicCached(app, 'page'),
    },
    async (req) => {
      // A visitor's view may come from the replica (decision 082), from the page's read model
      // (decision 106); the owner, an admin or a volunteer sees their own writes and their rights.
      const campaign = req.user
        ? await getCampaign(ctx, req.params.id, req.user, ctx.db)
        : await campaignPage(ctx, req.params.id, readDbFor(req));
      if (!campaign) throw notFound(CampaignErr.notFound);
      tagAnswer(req, campaignTags(campaign));
      return ok(campaign);
    },
  );

  r.get(
    '/reward/:id',
    {
      schema: {
        tags: ['rewards'],
        summary: "A campaign's rewards (by the campaign's public id)",
        params: idParams,
        response: replyOf(campaignRewardsSchema),
      },
    },
    async (req) => {
      const entity: CampaignRewards = { rewards: await listRewards(ctx, req.params.id, req.user) };
      return ok(entity);
    },
  );

  await app.register(listRoutes);
};
export default routes;
