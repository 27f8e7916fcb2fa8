import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignIdSchema } from '@ireti/shared/campaigns/schemas';
import { replyOf } from '@ireti/shared/contract';
import { campaignMoneySchema } from '@ireti/shared/donations/money';
import { ok } from '../../../http/envelope.ts';
import { campaignTags, publicCached, tagAnswer } from '../../../http/public-cache.ts';
import { campaignMoney } from './money.service.ts';

/**
 * The money panel of a campaign page (issue 14): public, answered from the public cache like the
 * page itself; a ledger transaction of the campaign drops it (migration 0021).
 */
const routes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/campaigns/:id/money',
    {
      schema: {
        tags: ['donations'],
        summary: "Where a campaign's money went: raised, refunded (with reasons), commission and each payout, from the ledger",
        params: z.object({ id: campaignIdSchema }),
        response: replyOf(campaignMoneySchema),
      },
      ...publicCached(app, 'page'),
    },
    async (req) => {
      const { _id, ...money } = await campaignMoney(app.ctx, req.params.id);
      tagAnswer(req, campaignTags({ _id, campaign_id: money.campaign_id }));
      return ok(money);
    },
  );
};

export default routes;
