import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyOf } from '@ireti/shared/contract';
import { ok } from '../../../http/envelope.ts';
import { adminCampaignPageSchema, adminOverviewSchema, auditPageSchema } from '@ireti/shared/trust/types';
import { paged, reason, revealFor, security } from '../admin-http.ts';
import { auditLog, awaitingCampaigns, overview } from './console.service.ts';

/** The admin console's own routes under /admin: how much waits in each queue, the campaigns awaiting verification, the audit log. */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/overview',
    { schema: { tags: ['admin'], security, summary: 'How many items wait in each queue', response: replyOf(adminOverviewSchema) } },
    async () => ok(await overview(ctx)),
  );

  // Campaigns awaiting verification (an admin may verify them with POST /account/verifycampaign).
  {
    const tags = ['admin: campaigns'];
    r.get(
      '/campaigns',
      {
        schema: {
          tags,
          security,
          summary: 'Campaigns awaiting verification, oldest first',
          querystring: paged({ filter: z.enum(['awaiting', 'unassigned']).default('awaiting'), ...reason }),
          response: replyOf(adminCampaignPageSchema),
        },
      },
      async (req) =>
        ok(await awaitingCampaigns(ctx, req.query.filter, req.query.page, req.query.per_page, revealFor(req, req.query.reason))),
    );
  }

  r.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'The audit log, newest first',
        querystring: paged({
          action: z.string().max(80).optional(),
          subject_type: z.string().max(40).optional(),
          subject_id: z.string().max(40).optional(),
        }),
        response: replyOf(auditPageSchema),
      },
    },
    async (req) => ok(await auditLog(ctx, req.query)),
  );
};
export default routes;
