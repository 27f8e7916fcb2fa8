import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyOf } from '@ireti/shared/contract';
import { campaignDonationsSchema } from '@ireti/shared/donations/types';
import { ok } from '../../http/envelope.ts';
import { pageQuery } from '../../http/paging.ts';
import { campaignWall } from './wall.service.ts';

/** The spec's {campaignId}: the public id or the numeric _id; a wrong one is "not found". */
const anyIdParam = z.object({ campaignId: z.string() });

/** A campaign's wall: its donors and their words of support (spec §7 "Donations and rewards"). */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  r.get(
    '/donations/:campaignId',
    {
      schema: {
        tags: ['donations'],
        summary: "A campaign's confirmed donations (anonymous donors hidden); comments=1 for those with a comment",
        params: anyIdParam,
        querystring: pageQuery(1, 10, 50).extend({ comments: z.enum(['0', '1'], { error: 'comments must be 0 or 1' }).optional() }),
        response: replyOf(campaignDonationsSchema),
      },
    },
    async (req) => ok(await campaignWall(ctx, req.params.campaignId, req.query.page, req.query.per_page, req.query.comments === '1')),
  );
};
export default routes;
