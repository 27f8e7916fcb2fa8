import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@ireti/shared/rules';
import {
  assignVolunteerSchema,
  identityDecisionSchema,
  interviewInviteSchema,
  moderationSchema,
  reportActionSchema,
  volunteerDecisionSchema,
} from '@ireti/shared/trust/schemas';
import {
  adminApplicationPageSchema,
  adminCampaignPageSchema,
  adminIdentityPageSchema,
  adminOverviewSchema,
  adminReportPageSchema,
  adminResults,
  adminSuspendedPageSchema,
  auditPageSchema,
} from '@ireti/shared/trust/types';
import { replyOf } from '@ireti/shared/contract';
import { ok } from '../../../http/envelope.ts';
import { requireAdmin, requireAdminWithSecondFactor } from '../../../http/auth.ts';
import { pageQuery } from '../../../http/paging.ts';
import { sendPrivate } from '../../media/index.ts';
import { privateViewReason } from '../../accounts/index.ts';
import { optionalReasonQuery } from '@ireti/shared/accounts/second-factor';
import { auditLog, awaitingCampaigns, overview } from './console.service.ts';
import type { Reveal } from '../people.ts';
import {
  applicationDocumentKey,
  assignVolunteerByHand,
  decideApplication,
  inviteToInterview,
  listApplications,
  revokeVolunteer,
} from '../vetting/admin-volunteers.service.ts';
import { decideIdentity, IDENTITY_FILE_KINDS, identityFileKey, listIdentity } from '../vetting/admin-identity.service.ts';
import {
  actOnReport,
  listReports,
  listSuspended,
  reinstateCampaign,
  removeCampaign,
  suspendCampaignDirectly,
} from '../moderation/reports.service.ts';

/**
 * The admin API under /admin (docs/design.md §6): every route answers 102 (HTTP 401) signed out and
 * 103 to anyone but an admin — checked on the request, before its body is even parsed.
 */
const routes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (req) => {
    // Reading the queues needs the role; deciding anything (every other method) a session proven by
    // a second factor too (issue 28, docs/decisions/086), as does opening a document (below).
    if (req.method === 'GET' || req.method === 'HEAD') requireAdmin(req);
    else requireAdminWithSecondFactor(req);
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const security = [{ bearer: [] }];
  const paged = <S extends z.ZodRawShape>(extra: S = {} as S) => pageQuery(1, 20, 100).extend(extra);
  const id = z.object({ id: idParam('id') });
  const userId = z.object({ userId: idParam('userId') });
  const admin = (req: Parameters<typeof requireAdmin>[0]) => requireAdmin(req);
  /**
   * A list's private details (phones, addresses, identity details) come only with a reason, from a
   * session proven by a second factor; each person shown then has the view in their access log.
   * Without `reason` the list comes without them (issue 28, docs/decisions/096).
   */
  const revealFor = (req: Parameters<typeof requireAdmin>[0], reason: string | undefined): Reveal => {
    if (reason === undefined) return null;
    const me = requireAdminWithSecondFactor(req);
    return { viewer: me, reason: privateViewReason(me, reason) };
  };
  const reason = { reason: optionalReasonQuery.shape.reason };

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
    r.post(
      '/campaigns/:id/assign',
      {
        schema: {
          tags,
          security,
          summary: 'Assign an approved volunteer to a campaign by hand',
          params: id,
          body: assignVolunteerSchema,
          response: replyOf(adminResults.assigned),
        },
      },
      async (req) => ok(await assignVolunteerByHand(ctx, admin(req), req.params.id, req.body.volunteer_id, req.ip), 'Volunteer assigned'),
    );
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

  // Volunteer applications.
  {
    const tags = ['admin: volunteers'];
    r.get(
      '/volunteers',
      {
        schema: {
          tags,
          security,
          summary: 'Volunteer applications',
          querystring: paged({ status: z.enum(['pending', 'draft', 'approved', 'rejected', 'all']).default('pending'), ...reason }),
          response: replyOf(adminApplicationPageSchema),
        },
      },
      async (req) =>
        ok(await listApplications(ctx, req.query.status, req.query.page, req.query.per_page, revealFor(req, req.query.reason))),
    );
    r.get(
      '/volunteers/:id/documents/:kind',
      {
        schema: {
          tags,
          security,
          summary: "A document of an application (private): with the reason, recorded in the applicant's access log",
          params: id.extend({ kind: z.enum(['id', 'bill']) }),
          querystring: optionalReasonQuery,
        },
      },
      async (req, reply) => {
        const me = requireAdminWithSecondFactor(req);
        const reason = privateViewReason(me, req.query.reason);
        return sendPrivate(reply, await applicationDocumentKey(ctx, me, req.params.id, req.params.kind, reason));
      },
    );
    r.post(
      '/volunteers/:id/invite',
      {
        schema: {
          tags,
          security,
          summary: 'Invite the applicant to the interview (e-mailed)',
          params: id,
          body: interviewInviteSchema,
          response: replyOf(adminResults.invited),
        },
      },
      async (req) => ok(await inviteToInterview(ctx, admin(req), req.params.id, req.body.message, req.ip), 'Invitation sent'),
    );
    r.post(
      '/volunteers/:id/decision',
      {
        schema: {
          tags,
          security,
          summary: 'Record the interview, the grade and the decision (e-mailed)',
          params: id,
          body: volunteerDecisionSchema,
          response: replyOf(adminResults.applicationDecided),
        },
      },
      async (req) => {
        const b = req.body;
        const result = await decideApplication(ctx, admin(req), req.params.id, { ...b, grade: b.grade, reason: b.reason }, req.ip);
        return ok(result, b.decision === 'approved' ? 'Volunteer approved' : 'Application rejected');
      },
    );
    r.post(
      '/volunteers/users/:userId/revoke',
      {
        schema: {
          tags,
          security,
          summary: 'Take the volunteer role away',
          params: userId,
          body: moderationSchema,
          response: replyOf(adminResults.revoked),
        },
      },
      async (req) => ok(await revokeVolunteer(ctx, admin(req), req.params.userId, req.body.reason, req.ip), 'Volunteer role removed'),
    );
  }

  // Identity and organisation verification (the /verify submissions).
  {
    const tags = ['admin: verification'];
    r.get(
      '/identity',
      {
        schema: {
          tags,
          security,
          summary: 'Identity and organisation verifications',
          querystring: paged({ status: z.enum(['submitted', 'approved', 'rejected', 'all']).default('submitted'), ...reason }),
          response: replyOf(adminIdentityPageSchema),
        },
      },
      async (req) => ok(await listIdentity(ctx, req.query.status, req.query.page, req.query.per_page, revealFor(req, req.query.reason))),
    );
    r.get(
      '/identity/:userId/documents/:kind',
      {
        schema: {
          tags,
          security,
          summary: "A verification file of a user (private documents included): with the reason, recorded in the user's access log",
          params: userId.extend({ kind: z.enum(IDENTITY_FILE_KINDS) }),
          querystring: optionalReasonQuery,
        },
      },
      async (req, reply) => {
        const me = requireAdminWithSecondFactor(req);
        const reason = privateViewReason(me, req.query.reason);
        const key = await identityFileKey(ctx, me, req.params.userId, req.params.kind, reason);
        if (/^https?:\/\//i.test(key)) return reply.redirect(key);
        return sendPrivate(reply, key);
      },
    );
    r.post(
      '/identity/:userId/decision',
      {
        schema: {
          tags,
          security,
          summary: 'Approve or reject (with a reason) the identity information',
          params: userId,
          body: identityDecisionSchema,
          response: replyOf(adminResults.identityDecided),
        },
      },
      async (req) =>
        ok(
          await decideIdentity(ctx, admin(req), req.params.userId, req.body, req.ip),
          req.body.decision === 'approved' ? 'Verification approved' : 'Verification rejected',
        ),
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
