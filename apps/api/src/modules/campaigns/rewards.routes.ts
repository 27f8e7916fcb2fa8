import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@ireti/shared';
import { rewardCreateSchema, rewardSchema } from '@ireti/shared/campaigns/schemas';
import { campaignRewardsSchema, rewardItemSchema, type CampaignRewards } from '@ireti/shared/campaigns/types';
import { replyOf } from '@ireti/shared/contract';
import { created, ok } from '../../http/envelope.ts';
import { actorOf, idParams } from './http.ts';
import { createReward, deleteReward, listRewards, updateReward } from './rewards.service.ts';

const rewardParams = z.object({ id: idParam('Reward id') });
const deletedSchema = z.object({ deleted: z.boolean(), _id: z.number().int() });

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['rewards'];
  const security = [{ bearer: [] }];

  r.get(
    '/reward/:id',
    {
      schema: {
        tags,
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

  r.post(
    '/reward',
    {
      schema: {
        tags,
        security,
        summary: 'Add a reward to a Reward based campaign (owner)',
        body: rewardCreateSchema,
        response: replyOf(rewardItemSchema, 201),
      },
    },
    async (req, reply) => {
      const { campaign, ...input } = req.body;
      return created(reply, await createReward(ctx, actorOf(req), campaign, input), 'Reward added');
    },
  );

  r.put(
    '/reward/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a reward (owner)',
        params: rewardParams,
        body: rewardSchema,
        response: replyOf(rewardItemSchema),
      },
    },
    async (req) => ok(await updateReward(ctx, actorOf(req), req.params.id, req.body), 'Reward updated'),
  );

  r.delete(
    '/reward/:id',
    { schema: { tags, security, summary: 'Delete a reward (owner)', params: rewardParams, response: replyOf(deletedSchema) } },
    async (req) => ok(await deleteReward(ctx, actorOf(req), req.params.id), 'Reward deleted'),
  );
};
export default routes;
