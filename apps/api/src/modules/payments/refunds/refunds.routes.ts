import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@ireti/shared/rules';
import { replyOf } from '@ireti/shared/contract';
import { adminRefundsSchema, refundRetrySchema } from '@ireti/shared/donations/types';
import { requireAdmin, requireAdminWithSecondFactor } from '../../../http/auth.ts';
import { ok } from '../../../http/envelope.ts';
import { conflict } from '../../../lib/errors.ts';
import { pageQuery } from '../../../http/paging.ts';
import { adminRefunds } from './admin.service.ts';
import { retryRefund } from './refunds.service.ts';

/** The admin console's refunds: the list and their status, and sending a refund that failed for good again. */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const adminTags = ['admin'];
  const adminPage = pageQuery(1, 20, 100);

  r.get(
    '/admin/refunds',
    { schema: { tags: adminTags, summary: 'Refunds and their status', querystring: adminPage, response: replyOf(adminRefundsSchema) } },
    async (req) => {
      requireAdmin(req);
      return ok(await adminRefunds(ctx, req.query.page, req.query.per_page));
    },
  );
  r.post(
    '/admin/refunds/:id/retry',
    {
      schema: {
        tags: adminTags,
        summary: 'Send a refund that failed for good to the provider again',
        params: z.object({ id: idParam('id') }),
        response: replyOf(refundRetrySchema),
      },
    },
    async (req) => {
      const admin = requireAdminWithSecondFactor(req);
      if (!(await retryRefund(ctx, req.params.id, admin.id))) throw conflict('Only a failed refund can be retried');
      return ok({ retried: true as const }, 'The refund will be tried again');
    },
  );
};
export default routes;
