import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@ireti/shared/rules';
import { replyOf } from '@ireti/shared/contract';
import { CommentMsg, commentModerationSchema, commentReplySchema, commentReportSchema } from '@ireti/shared/donations/schemas';
import { adminCommentsSchema, commentModeratedSchema, commentRepliedSchema, commentReportedSchema } from '@ireti/shared/donations/types';
import { requireAdmin, requireAdminWithSecondFactor, requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { pageQuery } from '../../http/paging.ts';
import { adminComments, moderateComment, replyToComment, reportComment } from './comments.service.ts';

/** Words of support (issue 14, decision 047): the owner's reply, reports by anyone, moderation by admins. */
const params = z.object({ donationId: idParam('Donation id') });
const byAccountOrAddress = (req: FastifyRequest) => (req.user ? `u${req.user.id}` : req.ip);

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const tags = ['comments'];

  r.post(
    '/comments/:donationId/reply',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes', keyGenerator: byAccountOrAddress } },
      schema: {
        tags,
        summary: "Reply once under a donor's comment (the campaign's owner)",
        params,
        body: commentReplySchema,
        response: replyOf(commentRepliedSchema),
      },
    },
    async (req) => ok(await replyToComment(ctx, requireUser(req), req.params.donationId, req.body.reply, req.ip), CommentMsg.replied),
  );

  r.post(
    '/comments/:donationId/report',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes', keyGenerator: byAccountOrAddress } },
      schema: {
        tags,
        summary: "Report a donor's comment to the Ireti team (anyone)",
        params,
        body: commentReportSchema,
        response: replyOf(commentReportedSchema),
      },
    },
    async (req) => ok(await reportComment(ctx, req.user, req.params.donationId, req.body.message, req.ip), CommentMsg.reported),
  );

  r.get(
    '/admin/comments',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reported comments (status=reported, newest report first) or hidden ones (status=hidden)',
        querystring: pageQuery(1, 20, 100).extend({
          status: z.enum(['reported', 'hidden'], { error: 'status must be reported or hidden' }).default('reported'),
        }),
        response: replyOf(adminCommentsSchema),
      },
    },
    async (req) => {
      requireAdmin(req);
      return ok(await adminComments(ctx, req.query.status, req.query.page, req.query.per_page));
    },
  );

  r.post(
    '/admin/comments/:donationId/moderate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Hide a comment (with the reason), show it again, or dismiss its reports',
        params,
        body: commentModerationSchema,
        response: replyOf(commentModeratedSchema),
      },
    },
    async (req) => {
      const admin = requireAdminWithSecondFactor(req);
      const done = await moderateComment(ctx, admin, req.params.donationId, req.body.action, req.body.reason, req.ip);
      return ok(done, { hide: 'Comment hidden', show: 'Comment shown again', dismiss: 'Reports dismissed' }[req.body.action]);
    },
  );
};
export default routes;
