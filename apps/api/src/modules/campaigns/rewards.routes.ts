import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@ireti/shared';
import { rewardCreateSchema, rewardSchema } from '@ireti/shared/campaigns/schemas';
import { rewardItemSchema } from '@ireti/shared/campaigns/types';
import { replyOf } from '@ireti/shared/contract';
import { created, ok } from '../../http/envelope.ts';
import { actorOf } from './http.ts';
import { createReward, deleteReward } from './rewards.service.ts';

const rewardParams = z.object({ id: idParam('Reward id') });
const deletedSchema = z.object({ deleted: z.boolean(), _id: z.number().int() });

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['rewards'];
  const security = [{ bearer: [] }];

  // GET /reward/{id}, a campaign's rewards with the units left, is explore's (it shows payments' counts).
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
    // the quantity is held to the units paid donations hold, which is payments' (flows/reward-edit.flow.ts)
    async (req) => ok(await ctx.flows.editReward(ctx, actorOf(req), req.params.id, req.body), 'Reward updated'),
  );

  r.delete(
    '/reward/:id',
    { schema: { tags, security, summary: 'Delete a reward (owner)', params: rewardParams, response: replyOf(deletedSchema) } },
    async (req) => ok(await deleteReward(ctx, actorOf(req), req.params.id), 'Reward deleted'),
  );
};
export default routes;
