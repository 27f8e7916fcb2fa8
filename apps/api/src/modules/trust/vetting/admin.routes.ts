import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replyOf } from '@ireti/shared/contract';
import { ok } from '../../../http/envelope.ts';
import { requireAdminWithSecondFactor } from '../../../http/auth.ts';
import {
  assignVolunteerSchema,
  identityDecisionSchema,
  interviewInviteSchema,
  moderationSchema,
  volunteerDecisionSchema,
} from '@ireti/shared/trust/schemas';
import { adminApplicationPageSchema, adminIdentityPageSchema, adminResults } from '@ireti/shared/trust/types';
import { optionalReasonQuery } from '@ireti/shared/accounts/second-factor';
import { sendPrivate } from '../../media/index.ts';
import { privateViewReason } from '../../accounts/index.ts';
import { admin, id, paged, reason, revealFor, security, userId } from '../admin-http.ts';
import {
  applicationDocumentKey,
  assignVolunteerByHand,
  decideApplication,
  inviteToInterview,
  listApplications,
  revokeVolunteer,
} from './admin-volunteers.service.ts';
import { decideIdentity, IDENTITY_FILE_KINDS, identityFileKey, listIdentity } from './admin-identity.service.ts';

/** Vetting's admin routes under /admin (the console's guard): assigning a volunteer by hand, volunteer applications, identity and organisation verification. */
const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  {
    const tags = ['admin: campaigns'];
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
};
export default routes;
