import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportCampaignSchema } from '@ireti/shared/trust/schemas';
import { replyOf } from '@ireti/shared/contract';
import { reportedSchema } from '@ireti/shared/trust/types';
import { ok } from '../../../http/envelope.ts';
import { reportCampaign, ReportMsg } from './reports.service.ts';

/** POST /campaign/report: anyone, signed in or not; rate-limited per account or address. */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  r.post(
    '/campaign/report',
    {
      config: {
        rateLimit: { max: 5, timeWindow: '10 minutes', keyGenerator: (req: FastifyRequest) => (req.user ? `u${req.user.id}` : req.ip) },
      },
      schema: {
        tags: ['reports'],
        summary: 'Report a campaign to the Ireti team (anyone)',
        body: reportCampaignSchema,
        response: replyOf(reportedSchema),
      },
    },
    async (req) => ok(await reportCampaign(ctx, req.user, req.body, req.ip), ReportMsg.thanks),
  );
};
export default routes;
