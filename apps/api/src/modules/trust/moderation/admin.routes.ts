import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyOf } from '@ireti/shared/contract';
import { ok } from '../../../http/envelope.ts';
import { moderationSchema, reportActionSchema } from '@ireti/shared/trust/schemas';
import { adminReportPageSchema, adminResults, adminSuspendedPageSchema } from '@ireti/shared/trust/types';
import { admin, id, paged, security } from '../admin-http.ts';
import { actOnReport, listReports, listSuspended, reinstateCampaign, removeCampaign, suspendCampaignDirectly } from './reports.service.ts';

/** Moderation's admin routes under /admin (the console's guard): suspending, reinstating and removing campaigns, the suspended list, reports. */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  {
    const tags = ['admin: campaigns'];
    r.post(
      '/campaigns/:id/suspend',
      {
        schema: {
          tags,
          security,
          summary: 'Suspend a campaign: donations stop, money is held',
          params: id,
          body: moderationSchema,
          response: replyOf(adminResults.suspended),
        },
      },
      async (req) => ok(await suspendCampaignDirectly(ctx, admin(req), req.params.id, req.body.reason, req.ip), 'Campaign suspended'),
    );
    r.post(
      '/campaigns/:id/reinstate',
      {
        schema: {
          tags,
          security,
          summary: 'Lift the suspension of a campaign',
          params: id,
          body: moderationSchema,
          response: replyOf(adminResults.reinstated),
        },
      },
      async (req) => ok(await reinstateCampaign(ctx, admin(req), req.params.id, req.body.reason, req.ip), 'Suspension lifted'),
    );
    r.post(
      '/campaigns/:id/remove',
      {
        schema: {
          tags,
          security,
          summary: 'Remove a campaign (status 4): every donor is refunded',
          params: id,
          body: moderationSchema,
          response: replyOf(adminResults.removed),
        },
      },
      async (req) =>
        ok(await removeCampaign(ctx, admin(req), req.params.id, req.body.reason, req.ip), 'Campaign removed; donors will be refunded'),
    );
    r.get(
      '/suspended',
      { schema: { tags, security, summary: 'Suspended campaigns', querystring: paged({}), response: replyOf(adminSuspendedPageSchema) } },
      async (req) => ok(await listSuspended(ctx, req.query.page, req.query.per_page)),
    );
  }

  // Reports.
  {
    const tags = ['admin: reports'];
    r.get(
      '/reports',
      {
        schema: {
          tags,
          security,
          summary: 'Reports of campaigns',
          querystring: paged({ status: z.enum(['open', 'dismissed', 'actioned', 'all']).default('open') }),
          response: replyOf(adminReportPageSchema),
        },
      },
      async (req) => ok(await listReports(ctx, req.query.status, req.query.page, req.query.per_page)),
    );
    r.post(
      '/reports/:id/action',
      {
        schema: {
          tags,
          security,
          summary: 'Dismiss a report, or suspend its campaign',
          params: id,
          body: reportActionSchema,
          response: replyOf(adminResults.reportActed),
        },
      },
      async (req) =>
        ok(
          await actOnReport(ctx, admin(req), req.params.id, req.body, req.ip),
          req.body.action === 'dismiss' ? 'Report dismissed' : 'Campaign suspended',
        ),
    );
  }
};
export default routes;
