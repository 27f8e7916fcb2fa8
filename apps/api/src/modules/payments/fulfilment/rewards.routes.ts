import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@ireti/shared/rules';
import { replyOf } from '@ireti/shared/contract';
import { optionalReasonQuery } from '@ireti/shared/accounts/second-factor';
import { backerSchema, backerStatusSchema, campaignBackersSchema, userRewardsSchema } from '@ireti/shared/donations/types';
import { requireUser } from '../../../http/auth.ts';
import { ok } from '../../../http/envelope.ts';
import { forbidden } from '../../../lib/errors.ts';
import { backersCsv, campaignBackers, setBackerStatus, userRewards } from './rewards.service.ts';

/** Rewards (spec §7): what a user's donations earned; to deliver (issue 15): the owner's backers list, its CSV, and marking rewards sent. */
/** The spec's {campaignId}: the public id or the numeric _id; a wrong one is "not found". */
const anyIdParam = z.object({ campaignId: z.string() });
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['donations'];

  r.get(
    '/user/reward/:id',
    {
      schema: {
        tags,
        summary: "The rewards a user's donations earned, rank and total",
        params: z.object({ id: idParam('id') }),
        response: replyOf(userRewardsSchema),
      },
    },
    async (req) => {
      const user = requireUser(req);
      if (req.params.id !== user.id && user.role !== 'admin') throw forbidden('You can only see your own rewards');
      return ok(await userRewards(ctx, req.params.id));
    },
  );

  r.get(
    '/backers/:campaignId',
    {
      schema: {
        tags,
        summary:
          "Who backed each of a campaign's rewards, with delivery details (the owner, or an admin with the reason; recorded in the backers' access logs)",
        params: anyIdParam,
        querystring: optionalReasonQuery,
        response: replyOf(campaignBackersSchema),
      },
    },
    async (req) => ok(await campaignBackers(ctx, req.params.campaignId, requireUser(req), req.query.reason)),
  );

  r.get(
    '/backers/:campaignId/csv',
    {
      schema: {
        tags,
        summary: 'The backers list as a CSV file (the owner, or an admin with the reason)',
        params: anyIdParam,
        querystring: optionalReasonQuery,
        produces: ['text/csv'],
      },
    },
    async (req, reply) => {
      const { filename, csv } = await backersCsv(ctx, req.params.campaignId, requireUser(req), req.query.reason);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  r.put(
    '/backer/:donationId',
    {
      schema: {
        tags,
        summary: "Mark a backer's reward sent, or back to send (the campaign's owner or an admin)",
        params: z.object({ donationId: idParam('Donation id') }),
        body: backerStatusSchema,
        response: replyOf(backerSchema),
      },
    },
    async (req) => {
      const user = requireUser(req);
      const b = await setBackerStatus(ctx, user, req.params.donationId, req.body.status, req.ip);
      return ok(b, b.status === 'sent' ? 'Marked as sent' : 'Marked as to send');
    },
  );
};
export default routes;
